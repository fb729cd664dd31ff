/** Every table, for drizzle-kit and for typed queries. */
export * from '../modules/access-keys/schema';
export * from '../modules/account/schema';
export * from '../modules/cookies/schema';
export * from '../modules/domains/schema';
export * from '../modules/media/schema';
export * from '../modules/pages/schema';
export * from '../modules/redirects/schema';
export * from '../modules/sites/schema';
export * from '../modules/templates/schema';
export * from '../platform/activity/schema';
export * from '../platform/activity/timeline-schema';
export * from '../platform/rate-limit/schema';
export * from '../platform/references/schema';
export * from '../platform/revisions/schema';
export * from '../platform/search/schema';
export * from '../platform/sessions/schema';
