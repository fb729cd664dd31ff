export * from './availability';
export * from './availability-entry';
export * from './booking';
export * from './merge';
export * from './oslo-time';
export * from './service';
export * from './settings';
export * from './storefront';
