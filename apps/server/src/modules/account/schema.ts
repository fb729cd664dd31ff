import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';

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
