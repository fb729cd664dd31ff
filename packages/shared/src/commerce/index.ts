export * from './attributes';
export * from './labels';
export * from './money';
export * from './shipping';
export * from './tax';
