export * from './commerce';
export * from './comparison';
export * from './system-message';
export * from './timeline';
