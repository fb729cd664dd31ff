export * from './focus-crop';
export * from './media';
