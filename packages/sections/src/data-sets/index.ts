export * from './definition';
export * from './records';
