export * from './access-keys';
export * from './members';
export * from './permissions';
