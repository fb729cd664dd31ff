export * from './tax';
