import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from '../../db/columns';
import { users } from '../accounts/schema';

/** Signed-in browsers. The id is a hash of the cookie's token, so a leaked table signs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    id: id().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);
