export * from './redirects';
