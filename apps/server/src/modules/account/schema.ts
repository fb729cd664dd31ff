import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns';
import { users } from '../../platform/accounts/schema';

/**
 * Password-reset links, at most one per user: a new request replaces the token, so the older link
 * stops working. Only the SHA-256 of the link's token is stored; `usedAt` makes the link single-use.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    requestedAt: moment('requested_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [uniqueIndex('password_resets_token_key').on(table.tokenHash)],
);
