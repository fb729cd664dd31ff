export * from './constants';
export * from './csv';
export * from './errors';
export * from './same-json';
export * from './validation';
