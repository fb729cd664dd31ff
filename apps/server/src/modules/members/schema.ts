import type { PermissionLevel } from '@vev/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from '../../db/columns';
import { sites, users } from '../../platform/accounts/schema';

/**
 * Open and answered invitations to a site. The link carries a random token; only its SHA-256 is
 * stored. A row is single-use: `acceptedAt` is set when someone takes the membership.
 */
export const invitations = pgTable(
  'invitations',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    id: id(),
    email: text('email').notNull(),
    permission: text('permission').$type<PermissionLevel>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Sent with `dashboard=1`: after accepting, the person goes on to the dashboard. */
    toDashboard: boolean('to_dashboard').notNull().default(false),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: moment('sent_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    acceptedAt: moment('accepted_at'),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    // One open invitation per address and site.
    uniqueIndex('invitations_open_email_key')
      .on(table.siteId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} IS NULL`),
    index('invitations_token_idx').on(table.tokenHash),
  ],
);
