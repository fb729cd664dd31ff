export * from './discounts';
export * from './display';
export * from './engine';
export * from './rounding';
export * from './tax';
