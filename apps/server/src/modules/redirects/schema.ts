import { integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

/** A site's redirects (spec 2 §3 'Redirect'): the storefront looks up `from` before any page. */
export const redirects = pgTable(
  'redirects',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    fromPath: text('from_path').notNull(),
    toUrl: text('to_url').notNull(),
    code: integer('code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    // The storefront's lookup, and the list's order.
    uniqueIndex('redirects_from_idx').on(table.siteId, table.fromPath),
  ],
);
