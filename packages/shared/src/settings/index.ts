export * from './activity';
export * from './departments';
export * from './domains';
export * from './settings-cards';
export * from './site-options';
