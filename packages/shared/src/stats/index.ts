export * from './commerce';
export * from './comparison';
export * from './timeline';
