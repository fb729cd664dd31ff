import type { ActivityDetails } from '@vev/shared';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

/**
 * One row per mutating request on a site: who, when, what (spec 2 'Activity entry'), and in words:
 * the kind of change and the thing it happened to, its label as it was then, so an entry about
 * something since deleted still reads well. Entries from before kinds existed have none.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    userId: text('user_id'),
    method: text('method').notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code').notNull(),
    kind: text('kind'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    details: jsonb('details').$type<ActivityDetails>(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    // Newest first, page after page (keyset on time and id): `GET activity`, and with each filter.
    index('activity_log_site_time_idx').on(table.siteId, table.createdAt, table.id),
    index('activity_log_site_user_time_idx').on(table.siteId, table.userId, table.createdAt, table.id),
    index('activity_log_site_kind_time_idx').on(table.siteId, table.kind, table.createdAt, table.id),
    index('activity_log_site_user_kind_time_idx').on(table.siteId, table.userId, table.kind, table.createdAt, table.id),
  ],
);
