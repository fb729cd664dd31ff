export * from './attributes';
export * from './customize';
export * from './labels';
export * from './money';
export * from './product';
export * from './product-template';
export * from './shipping';
export * from './tax';
