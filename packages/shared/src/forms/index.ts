export * from './entry';
export * from './form';
