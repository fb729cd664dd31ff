export * from './activity';
export * from './settings-cards';
export * from './site-options';
