/** The payment providers a site can offer at checkout (spec 2 'Payment provider'). */
import { z } from 'zod';

/** Built in: Faktura (invoice with KID) and Testkort (a card provider for demos and tests). External: Stripe, Vipps MobilePay. */
export const paymentProviderNames = ['faktura', 'testkort', 'stripe', 'vipps'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];
export const paymentProviderNameSchema = z.enum(paymentProviderNames);

/** The names people see (the list, checkout, the order's payments). */
export const paymentProviderLabels: Record<PaymentProviderName, string> = {
  faktura: 'Faktura',
  testkort: 'Testkort',
  stripe: 'Stripe',
  vipps: 'Vipps MobilePay',
};

/**
 * The credentials each provider needs, by the key names its adapter reads from
 * `ProviderContext.credentials`. They are stored encrypted and never answered; the built-in
 * providers need none.
 */
export const paymentProviderSecretKeys = {
  faktura: [],
  testkort: [],
  stripe: ['secretKey', 'webhookSecret'],
  vipps: ['clientId', 'clientSecret', 'subscriptionKey', 'merchantSerialNumber', 'webhookSecret'],
} as const satisfies Record<PaymentProviderName, readonly string[]>;
export type PaymentProviderSecretKey = (typeof paymentProviderSecretKeys)[PaymentProviderName][number];
export const paymentProviderSecretKeyNames = [
  'secretKey',
  'webhookSecret',
  'clientId',
  'clientSecret',
  'subscriptionKey',
  'merchantSerialNumber',
] as const satisfies readonly PaymentProviderSecretKey[];

/** A provider that needs credentials of its own before it can be switched on. */
export const isExternalPaymentProvider = (name: PaymentProviderName): boolean =>
  paymentProviderSecretKeys[name].length > 0;

export const paymentProviderMessages = {
  duplicate: 'Hver betalingsløsning kan bare stå én gang.',
  noDefault: 'Velg én betalingsløsning som standard.',
  manyDefaults: 'Bare én betalingsløsning kan være standard.',
  defaultDisabled: 'Standard betalingsløsning må være aktiv.',
  credentialsMissing: (label: string) => `Legg inn nøkler for ${label} før du slår den på.`,
  notOffered: (label: string) => `${label} tilbys ikke på denne plattformen.`,
  organizationNumber: 'Organisasjonsnummeret må ha 9 siffer og være gyldig.',
  accountNumber: 'Kontonummeret må ha 11 siffer og være gyldig.',
  dueDays: 'Forfall må være mellom 1 og 90 dager.',
  postalCode: 'Postnummeret må ha 4 siffer.',
  email: 'Skriv en gyldig e-postadresse.',
  tooLong: 'Teksten er for lang.',
  stripeSecretKey: 'Den hemmelige nøkkelen fra Stripe begynner med sk_ eller rk_.',
  stripeWebhookSecret: 'Webhook-hemmeligheten fra Stripe begynner med whsec_.',
  merchantSerialNumber: 'Brukerstedsnummeret (MSN) består av siffer.',
  unknownKey: 'Denne betalingsløsningen har ikke dette feltet.',
} as const;

/** One entry of `site.paymentProviders` (spec 2 §3). */
export const paymentProviderSchema = z.object({
  name: paymentProviderNameSchema,
  default: z.boolean(),
  enabled: z.boolean(),
});
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export interface PaymentProviderListIssue {
  path: (string | number)[];
  message: string;
}

/** The rules across the list: each provider once, exactly one default, and the default is active. */
export function paymentProviderListIssues(providers: readonly PaymentProvider[]): PaymentProviderListIssue[] {
  const issues: PaymentProviderListIssue[] = [];
  const seen = new Set<string>();
  providers.forEach((provider, index) => {
    if (seen.has(provider.name)) issues.push({ path: [index, 'name'], message: paymentProviderMessages.duplicate });
    seen.add(provider.name);
  });
  const defaults = providers.flatMap((provider, index) => (provider.default ? [index] : []));
  if (defaults.length === 0) issues.push({ path: [], message: paymentProviderMessages.noDefault });
  else if (defaults.length > 1) issues.push({ path: [], message: paymentProviderMessages.manyDefaults });
  for (const index of defaults) {
    if (!providers[index]?.enabled) {
      issues.push({ path: [index, 'enabled'], message: paymentProviderMessages.defaultDisabled });
    }
  }
  return issues;
}

/** The whole list as `PATCH site` takes it. */
export const paymentProvidersUpdateSchema = z
  .array(paymentProviderSchema)
  .max(paymentProviderNames.length * 2)
  .superRefine((providers, context) => {
    for (const issue of paymentProviderListIssues(providers)) context.addIssue({ code: 'custom', ...issue });
  });

/** A site that never saved its payment settings: Faktura (default) and Testkort on, the external ones off. */
export const defaultPaymentProviders: PaymentProvider[] = [
  { name: 'faktura', default: true, enabled: true },
  { name: 'testkort', default: false, enabled: true },
  { name: 'stripe', default: false, enabled: false },
  { name: 'vipps', default: false, enabled: false },
];

/**
 * Every provider once, in the stored order and then the canonical one for those never saved
 * (off); the screen shows this list, limited to the ones the platform offers.
 */
export function completePaymentProviders(stored: readonly PaymentProvider[]): PaymentProvider[] {
  const known = new Set(stored.map((provider) => provider.name));
  return [
    ...stored,
    ...paymentProviderNames
      .filter((name) => !known.has(name))
      .map((name) => ({ name, default: false, enabled: false })),
  ];
}

/**
 * A site copy's list: its credentials are not copied, so the external providers start off; a
 * default that was one of them passes to the first provider still on (else the built-in default).
 */
export function withoutExternalPaymentProviders(providers: readonly PaymentProvider[]): PaymentProvider[] {
  const kept = providers.map((provider) =>
    isExternalPaymentProvider(provider.name) ? { ...provider, enabled: false, default: false } : provider,
  );
  if (kept.some((provider) => provider.default)) return kept;
  const first = kept.find((provider) => provider.enabled);
  if (!first) return defaultPaymentProviders.map((provider) => ({ ...provider }));
  return kept.map((provider) => (provider === first ? { ...provider, default: true } : provider));
}

/** The weighted MOD11 check Brønnøysund (organisation numbers) and the banks (account numbers) use. */
export function mod11Valid(digits: string, weights: readonly number[]): boolean {
  if (!/^\d+$/.test(digits) || digits.length !== weights.length + 1) return false;
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check !== 10 && check === Number(digits[digits.length - 1]);
}

export const organizationNumberValid = (value: string): boolean => mod11Valid(value, [3, 2, 7, 6, 5, 4, 3, 2]);
export const accountNumberValid = (value: string): boolean => mod11Valid(value, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);

/** Spaces and dots people type in numbers ('1234.56.78903', '923 609 016') are dropped. */
const digitsOnly = (value: string) => value.replace(/[\s.]/g, '');

const optionalNumber = (valid: (value: string) => boolean, message: string) =>
  z
    .string()
    .max(40, paymentProviderMessages.tooLong)
    .transform(digitsOnly)
    .refine((value) => value === '' || valid(value), { error: message });

const text = (max: number) => z.string().trim().max(max, paymentProviderMessages.tooLong);

const fakturaFields = {
  companyName: text(120),
  organizationNumber: optionalNumber(organizationNumberValid, paymentProviderMessages.organizationNumber),
  accountNumber: optionalNumber(accountNumberValid, paymentProviderMessages.accountNumber),
  dueDays: z
    .number({ error: paymentProviderMessages.dueDays })
    .int(paymentProviderMessages.dueDays)
    .min(1, paymentProviderMessages.dueDays)
    .max(90, paymentProviderMessages.dueDays),
  address: text(200),
  postalCode: text(10).refine((value) => value === '' || /^\d{4}$/.test(value), {
    error: paymentProviderMessages.postalCode,
  }),
  city: text(100),
  email: text(254).refine((value) => value === '' || z.email().safeParse(value).success, {
    error: paymentProviderMessages.email,
  }),
};

/**
 * Faktura's own settings (not secret), printed on the invoice. Every field may be empty: the
 * invoice shows what is there (the seller's name is the site's when empty).
 */
export const fakturaSettingsSchema = z.object({
  companyName: fakturaFields.companyName.default(''),
  organizationNumber: fakturaFields.organizationNumber.default(''),
  accountNumber: fakturaFields.accountNumber.default(''),
  dueDays: fakturaFields.dueDays.default(14),
  address: fakturaFields.address.default(''),
  postalCode: fakturaFields.postalCode.default(''),
  city: fakturaFields.city.default(''),
  email: fakturaFields.email.default(''),
});
/** The changed fields only: what is not sent stays as saved. */
export const fakturaSettingsUpdateSchema = z.object(fakturaFields).partial().strict();
export type FakturaSettings = z.infer<typeof fakturaSettingsSchema>;
export const defaultFakturaSettings: FakturaSettings = fakturaSettingsSchema.parse({});

const secretValue = z.string().trim().max(500, paymentProviderMessages.tooLong);

/**
 * A new value for each credential; an empty or missing one leaves the stored value as it was.
 * The provider's path decides which keys it takes (the server refuses the others).
 */
export const paymentProviderSecretsUpdateSchema = z
  .object({
    secretKey: secretValue.refine((value) => value === '' || /^(sk|rk)_/.test(value), {
      error: paymentProviderMessages.stripeSecretKey,
    }),
    webhookSecret: secretValue,
    clientId: secretValue,
    clientSecret: secretValue,
    subscriptionKey: secretValue,
    merchantSerialNumber: secretValue.refine((value) => value === '' || /^\d{4,10}$/.test(value), {
      error: paymentProviderMessages.merchantSerialNumber,
    }),
  })
  .partial()
  .strict();
export type PaymentProviderSecretsUpdate = z.infer<typeof paymentProviderSecretsUpdateSchema>;

/** `PATCH payment-providers/{name}/settings`: Faktura's settings, or an external provider's credentials. */
export const paymentProviderSettingsUpdateSchema = z
  .object({
    settings: fakturaSettingsUpdateSchema.optional(),
    secrets: paymentProviderSecretsUpdateSchema.optional(),
  })
  .strict();
export type PaymentProviderSettingsUpdate = z.infer<typeof paymentProviderSettingsUpdateSchema>;

/** Whether a credential is stored; `last4` only for long values, so a short one is not half shown. */
export const storedSecretSchema = z.object({ set: z.boolean(), last4: z.string().nullable() });
export type StoredSecret = z.infer<typeof storedSecretSchema>;

/** Faktura's settings as answered (plain values: an answer's schema has no transforms). */
const fakturaSettingsAnswerSchema = z.object({
  companyName: z.string(),
  organizationNumber: z.string(),
  accountNumber: z.string(),
  dueDays: z.number().int(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  email: z.string(),
});

/** `GET payment-providers/{name}/settings`: never a credential's value. */
export const paymentProviderSettingsSchema = z.object({
  name: paymentProviderNameSchema,
  external: z.boolean(),
  /** Faktura's settings; null for the others. */
  settings: fakturaSettingsAnswerSchema.nullable(),
  /** One entry per credential key of the provider (none for the built-in ones). */
  secrets: z.record(z.string(), storedSecretSchema),
  /** Where the provider sends its webhooks: given to Stripe or Vipps MobilePay; null for the built-in ones. */
  webhookUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PaymentProviderSettings = z.infer<typeof paymentProviderSettingsSchema>;

/** `GET payment-providers`: the providers the platform offers, and whether their credentials are stored. */
export const paymentProviderOfferSchema = z.object({
  providers: z.array(
    z.object({
      name: paymentProviderNameSchema,
      external: z.boolean(),
      /** Every credential key is stored (always true for the built-in ones). */
      ready: z.boolean(),
    }),
  ),
});
export type PaymentProviderOffer = z.infer<typeof paymentProviderOfferSchema>;
