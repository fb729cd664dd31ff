export * from './site';
export * from './site-names';
