import type { DomainStatus } from '@vev/shared';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns';
import { sites } from '../../platform/accounts/schema';

/**
 * The domains sites have asked for, with their DNS validation. Global like `sites`: a domain
 * belongs to one site across the platform, so the domain itself is the key.
 */
export const domainConfigurations = pgTable(
  'domain_configurations',
  {
    domain: text('domain').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    status: text('status').$type<DomainStatus>().notNull(),
    verifyValue: text('verify_value').notNull(),
    validationStartedAt: moment('validation_started_at').notNull(),
    checkedAt: moment('checked_at'),
    issuedAt: moment('issued_at'),
    createdAt: createdAt(),
  },
  (table) => [index('domain_configurations_site_idx').on(table.siteId, table.createdAt)],
);
