/** The form of /innstillinger/betalingslosninger: which providers are on and which is the default. */
import {
  completePaymentProviders,
  type PaymentProvider,
  type PaymentProviderName,
  paymentProviderListIssues,
  paymentProviderSchema,
  type Site,
  type SiteUpdate,
} from '@vev/shared';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';

export interface ProvidersFormValues {
  /** The providers the platform offers, in the site's order. */
  paymentProviders: PaymentProvider[];
}

/** The shared list rules (exactly one default, and it is on) on the offered providers. */
export const providersFormSchema = z
  .object({ paymentProviders: z.array(paymentProviderSchema) })
  .superRefine((values, context) => {
    for (const issue of paymentProviderListIssues(values.paymentProviders)) {
      context.addIssue({ code: 'custom', ...issue, path: ['paymentProviders', ...issue.path] });
    }
  }) as unknown as z.ZodType<ProvidersFormValues, FieldValues>;

export function toProvidersForm(site: Site, offered: readonly PaymentProviderName[]): ProvidersFormValues {
  return {
    paymentProviders: completePaymentProviders(site.paymentProviders).filter((provider) =>
      offered.includes(provider.name),
    ),
  };
}

/**
 * The whole list as `PATCH site` takes it: the offered providers as edited, then any the platform
 * no longer offers, switched off (the server refuses switching one on).
 */
export function toProvidersUpdate(site: Site, values: ProvidersFormValues): SiteUpdate {
  const shown = new Set(values.paymentProviders.map((provider) => provider.name));
  const hidden = completePaymentProviders(site.paymentProviders)
    .filter((provider) => !shown.has(provider.name))
    .map((provider) => ({ ...provider, enabled: false, default: false }));
  return { paymentProviders: [...values.paymentProviders, ...hidden] };
}

/** Choosing the default switches it on, and makes every other provider not the default. */
export function withDefault(providers: readonly PaymentProvider[], name: PaymentProviderName): PaymentProvider[] {
  return providers.map((provider) =>
    provider.name === name ? { ...provider, default: true, enabled: true } : { ...provider, default: false },
  );
}

export function withEnabled(
  providers: readonly PaymentProvider[],
  name: PaymentProviderName,
  enabled: boolean,
): PaymentProvider[] {
  return providers.map((provider) => (provider.name === name ? { ...provider, enabled } : provider));
}
