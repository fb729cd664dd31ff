export * from './accept';
export * from './entry';
export * from './form';
