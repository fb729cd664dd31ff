export * from './activity';
export * from './cookies';
export * from './departments';
export * from './designer';
export * from './domains';
export * from './email';
export * from './settings-cards';
export * from './site-options';
