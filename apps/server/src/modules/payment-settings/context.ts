/**
 * What orders and checkout read of a site's payment settings: a provider's context (its
 * decrypted credentials and API base), the providers offered at checkout, and Faktura's details.
 */
import {
  defaultPaymentProviders,
  type FakturaSettings,
  type PaymentProviderName,
  type PaymentProvider as PaymentProviderSetting,
  paymentProviderSchema,
} from '@vev/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { sites } from '../../platform/accounts/schema';
import type { ProviderContext } from '../payments/provider';
import { readCredentials, readFakturaSettings } from './service';

/** The provider's API base from configuration (STRIPE_API_BASE, VIPPS_API_BASE); null for the built-in ones. */
function apiBaseOf(config: Config, name: PaymentProviderName): string | null {
  if (name === 'stripe') return config.stripeApiBase;
  if (name === 'vipps') return config.vippsApiBase;
  return null;
}

/** A provider call's context: the site's decrypted credentials for `name` (empty for the built-in ones). */
export async function providerContext(
  db: Database,
  config: Config,
  siteId: string,
  name: PaymentProviderName,
): Promise<ProviderContext> {
  return {
    siteId,
    credentials: await readCredentials(db, config.secretsKey, siteId, name),
    apiBase: apiBaseOf(config, name),
  };
}

const storedProvidersSchema = z.array(paymentProviderSchema).catch(defaultPaymentProviders);

/**
 * The providers a buyer can choose at checkout, the default first, then in the site's order, from
 * the site's `paymentProviders` setting. `offered` (config.paymentProviders) leaves out a provider
 * the platform stopped offering.
 */
export function offeredProviders(
  providers: readonly PaymentProviderSetting[],
  offered?: readonly PaymentProviderName[],
): { name: PaymentProviderName; default: boolean }[] {
  const enabled = providers.filter((provider) => provider.enabled && (!offered || offered.includes(provider.name)));
  return [...enabled.filter((p) => p.default), ...enabled.filter((p) => !p.default)].map((provider) => ({
    name: provider.name,
    default: provider.default,
  }));
}

/** `offeredProviders` of the site as stored. */
export async function enabledProviders(
  db: Database,
  siteId: string,
  offered?: readonly PaymentProviderName[],
): Promise<{ name: PaymentProviderName; default: boolean }[]> {
  const [row] = await db
    .select({ providers: sql<unknown>`${sites.settings} -> 'paymentProviders'` })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!row) return [];
  return offeredProviders(
    row.providers == null ? defaultPaymentProviders : storedProvidersSchema.parse(row.providers),
    offered,
  );
}

/** Faktura's invoice details (seller, organisation and account number, due days), with defaults. */
export async function fakturaSettings(db: Database, siteId: string): Promise<FakturaSettings> {
  return readFakturaSettings(db, siteId);
}
