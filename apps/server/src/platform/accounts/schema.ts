/**
 * The account tables: people, sites (tenants) and who may work on which site. They are global, not
 * owned by a site, and the platform's sessions and access control read them on every request.
 */
import type { PermissionLevel, SiteSettings } from '@vev/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * A site (tenant). Columns for what is filtered, joined or unique; the rest of the
 * site record is one settings document, read and written as a whole.
 */
export const sites = pgTable(
  'sites',
  {
    id: id().primaryKey(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    canonicalDomain: text('canonical_domain'),
    domains: text('domains').array().notNull().default([]),
    hasEcommerce: boolean('has_ecommerce').notNull().default(false),
    b2bEnabled: boolean('b2b_enabled').notNull().default(false),
    bookingEnabled: boolean('booking_enabled').notNull().default(false),
    departmentsEnabled: boolean('departments_enabled').notNull().default(false),
    partialPaymentEnabled: boolean('partial_payment_enabled').notNull().default(false),
    subscriptionsEnabled: boolean('subscriptions_enabled').notNull().default(false),
    cookieDialogEnabled: boolean('cookie_dialog_enabled').notNull().default(false),
    departmentOf: text('department_of'),
    /** Platform-owned, like the features: whether the site's admins may duplicate it (spec 2 §6). */
    canBeDuplicated: boolean('can_be_duplicated').notNull().default(false),
    settings: jsonb('settings').$type<Partial<SiteSettings>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('sites_name_key').on(table.name),
    uniqueIndex('sites_canonical_domain_key').on(table.canonicalDomain),
    index('sites_domains_idx').using('gin', table.domains),
    index('sites_department_of_idx').on(table.departmentOf),
  ],
);

/** Who may work on which site, and at which level. */
export const memberships = pgTable(
  'memberships',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').$type<PermissionLevel>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.userId] }), index('memberships_user_idx').on(table.userId)],
);
