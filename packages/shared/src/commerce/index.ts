export * from './money';
export * from './shipping';
export * from './tax';
