import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sites } from '../accounts/schema';

/**
 * One version per site and cache domain ('content', 'media' …), bumped in the transaction of every
 * write in that domain. A row of its own per domain, so writes in one domain neither lock the site's
 * row nor wait for writes in another.
 */
export const siteVersions = pgTable(
  'site_versions',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.domain] })],
);
