/**
 * Page views of the storefront (no IP address, no cookie): the raw views kept for
 * PAGE_VIEW_RETENTION_DAYS, the aggregates the reports read (per site and day, per site, page and
 * day, per site and hour for the last days), and for today only the salt and the visitors' salted
 * hashes that count unique visitors per day (Plausible's method).
 */
import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, moment } from '../../db/columns';

export const pageViews = pgTable(
  'page_views',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    path: text('path').notNull(),
    viewedAt: moment('viewed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    // The pruning job's scan, across sites.
    index('page_views_viewed_at_idx').on(table.viewedAt),
  ],
);

/** Views and unique visitors per site and Norwegian calendar day. */
export const pageViewDays = pgTable(
  'page_view_days',
  {
    siteId: text('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.day] })],
);

/** Views per site, page (its path) and Norwegian calendar day. */
export const pageViewPageDays = pgTable(
  'page_view_page_days',
  {
    siteId: text('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.day, table.path] })],
);

/** Views per site and hour, kept for `hourlyDays` days. */
export const pageViewHours = pgTable(
  'page_view_hours',
  {
    siteId: text('site_id').notNull(),
    hour: moment('hour').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.hour] })],
);

/** Today's visitors per site by salted hash, so a second view the same day is not a new visitor; pruned daily. */
export const pageViewVisitors = pgTable(
  'page_view_visitors',
  {
    siteId: text('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.day, table.visitor] })],
);

/**
 * The day's random salt, shared by every server process; yesterday's is deleted as the next day's
 * comes, so a hash can no longer be tied to an address and browser.
 */
export const pageViewSalts = pgTable('page_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
