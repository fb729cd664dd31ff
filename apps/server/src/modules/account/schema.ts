import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, updatedAt } from '../../db/columns';

/** People who can sign in; global, not per site. E-mail is unique regardless of case. */
export const users = pgTable(
  'users',
  {
    id: id().primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    profileImage: text('profile_image'),
    passwordHash: text('password_hash'),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_oidc_key').on(table.oidcIssuer, table.oidcSubject),
  ],
);

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
