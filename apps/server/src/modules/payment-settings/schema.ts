import type { PaymentProviderName } from '@vev/shared';
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';

/**
 * Each payment provider's settings on a site: Faktura's invoice details in `settings`, an
 * external provider's credentials in `secrets` as one AES-256-GCM sealed JSON object (crypto.ts),
 * never answered by the API. Whether a provider is on, and which is the default, is in the site's
 * settings (`paymentProviders`).
 */
export const paymentProviderSettings = pgTable(
  'payment_provider_settings',
  {
    siteId: text('site_id').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    secrets: text('secrets'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.provider] })],
);
