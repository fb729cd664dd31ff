import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns';

/** Fixed-window counters shared by every server process (login throttling and the like). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: moment('reset_at').notNull(),
});
