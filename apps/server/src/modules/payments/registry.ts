/**
 * The payment providers by name (ARCHITECTURE.md 'Commerce'): orders, checkout and the webhook route
 * find a provider here and call it only through provider.ts. Which of them a site offers is its
 * `paymentProviders` setting (payment-settings/context.ts `enabledProviders`).
 */
import type { PaymentProviderName } from '@vev/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/errors';
import { fakturaProvider } from './faktura';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './stripe';
import { createTestkortProvider } from './testkort';
import { vippsProvider } from './vipps';

export type PaymentProviders = ReadonlyMap<PaymentProviderName, PaymentProvider>;

export function createPaymentProviders(deps: { db: Database; config: Config }): PaymentProviders {
  return new Map<PaymentProviderName, PaymentProvider>([
    ['faktura', fakturaProvider],
    ['testkort', createTestkortProvider(deps)],
    ['stripe', stripeProvider],
    ['vipps', vippsProvider],
  ]);
}

/** The provider, or 404 for a name this server does not have. */
export function providerNamed(providers: PaymentProviders, name: string): PaymentProvider {
  const provider = providers.get(name as PaymentProviderName);
  if (!provider) throw notFound('Betalingsløsningen finnes ikke.');
  return provider;
}
