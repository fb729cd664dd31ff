export * from './money';
export * from './shipping';
