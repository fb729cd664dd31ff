export * from './access';
export * from './commerce';
export * from './content';
export * from './core';
export * from './media';
export * from './redirects';
export * from './settings';
export * from './site';
