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
    /** Set by the customer on the storefront (an invitation, a confirmed sign-up or a reset); null: no account. */
    passwordHash: text('password_hash'),
    /**
     * SHA-256 of the sign-up's confirmation link (`/konto/bekreft/{token}`) and when it stops working: the
     * account starts, and takes over the row's orders, only when the link is opened and a password chosen.
     */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: moment('confirm_expires_at'),
    /** SHA-256 of the password reset link (`/konto/nytt-passord/{token}`), single use, one hour. */
    resetTokenHash: text('reset_token_hash'),
    resetExpiresAt: moment('reset_expires_at'),
    /** A new e-mail the account asked for, moved into `email` when the link sent to it is opened. */
    pendingEmail: text('pending_email'),
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
    uniqueIndex('customers_confirm_token_key')
      .on(table.siteId, table.confirmTokenHash)
      .where(sql`${table.confirmTokenHash} IS NOT NULL`),
    uniqueIndex('customers_reset_token_key')
      .on(table.siteId, table.resetTokenHash)
      .where(sql`${table.resetTokenHash} IS NOT NULL`),
  ],
);
export type CustomerRow = typeof customers.$inferSelect;

/**
 * Signed-in customers on a site's storefront, apart from staff sessions: the id is the SHA-256 of
 * the token in the customer's cookie on the site's own host, and a session is only ever looked up
 * with the site of the host it was sent to.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('customer_sessions_customer_idx').on(table.siteId, table.customerId),
    index('customer_sessions_expires_idx').on(table.expiresAt),
  ],
);
