import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

/** One row per mutating request on a site: who, when, what (spec 2 'Activity entry'). */
export const activityLog = pgTable(
  'activity_log',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    userId: text('user_id'),
    method: text('method').notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    // Newest first, page after page (keyset on time and id): `GET activity`.
    index('activity_log_site_time_idx').on(table.siteId, table.createdAt, table.id),
  ],
);
