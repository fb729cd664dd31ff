export * from './assignment';
export * from './experiment';
export * from './statistics';
