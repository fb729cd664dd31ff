export * from './display';
export * from './engine';
export * from './rounding';
export * from './tax';
