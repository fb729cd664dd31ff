import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, updatedAt } from '../../db/columns';

/**
 * A shop's customers (spec 3 'Customer'), one per e-mail in a site. Checkout keeps `orders`,
 * `ordersSum` and `lastActive` in the order's transaction, so the list needs no aggregate.
 */
export const customers = pgTable(
  'customers',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    name: text('name').notNull(),
    /** Lower-cased name, for the list's prefix search. */
    nameKey: text('name_key').notNull(),
    /** Stored lower case: unique per site regardless of case. */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    zip: text('zip').notNull().default(''),
    city: text('city').notNull().default(''),
    /** A media id. */
    profileImage: text('profile_image'),
    /** Made by a guest checkout; false once the customer has an account (a password). */
    anonymous: boolean('anonymous').notNull().default(true),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    marketingConsentAt: moment('marketing_consent_at'),
    lastActive: moment('last_active'),
    orders: integer('orders').notNull().default(0),
    ordersSum: integer('orders_sum').notNull().default(0),
    /** Null until the storefront's accounts let a customer set one. */
    passwordHash: text('password_hash'),
    /** SHA-256 of the invitation link's token (platform/link-tokens.ts), and when it stops working. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: moment('invite_expires_at'),
    invitedAt: moment('invited_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    uniqueIndex('customers_email_key').on(table.siteId, table.email),
    index('customers_created_idx').on(table.siteId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('customers_anonymous_created_idx').on(
      table.siteId,
      table.anonymous,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('customers_name_prefix_idx').on(table.siteId, sql`${table.nameKey} text_pattern_ops`),
    index('customers_email_prefix_idx').on(table.siteId, sql`${table.email} text_pattern_ops`),
    uniqueIndex('customers_invite_token_key')
      .on(table.siteId, table.inviteTokenHash)
      .where(sql`${table.inviteTokenHash} IS NOT NULL`),
  ],
);
export type CustomerRow = typeof customers.$inferSelect;
