export * from './page-views';
export * from './range';
