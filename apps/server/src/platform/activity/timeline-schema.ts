import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

/** Business events for the dashboard's timeline (spec 1 §3 'Activity types'). */
export const timelineEvents = pgTable(
  'timeline_events',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    type: text('type').notNull(),
    userId: text('user_id'),
    resourceType: text('resource_type'),
    resourceId: text('resource_id'),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    // In the timeline's own order (NULLS FIRST, as ORDER BY … DESC has it), id included: a page is
    // the first rows of the index, not a sort of all the site's events.
    index('timeline_events_site_created_idx').on(
      table.siteId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
