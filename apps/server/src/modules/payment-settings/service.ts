/** Reading and saving each payment provider's settings and credentials on a site. */
import {
  describeFieldErrors,
  type FakturaSettings,
  fakturaSettingsSchema,
  isExternalPaymentProvider,
  type PaymentProvider,
  type PaymentProviderName,
  type PaymentProviderOffer,
  type PaymentProviderSettings,
  type PaymentProviderSettingsUpdate,
  paymentProviderLabels,
  paymentProviderMessages,
  paymentProviderSecretKeys,
  type StoredSecret,
} from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { openSecret, sealSecret } from './crypto';
import { paymentProviderSettings } from './schema';

type Row = typeof paymentProviderSettings.$inferSelect;
type Credentials = Record<string, string>;

/** What the sealed credentials are bound to: a value copied to another site or provider does not open. */
const associated = (siteId: string, name: PaymentProviderName) => `payment-provider:${siteId}:${name}`;

async function readRow(db: Database, siteId: string, name: PaymentProviderName): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(paymentProviderSettings)
    .where(and(eq(paymentProviderSettings.siteId, siteId), eq(paymentProviderSettings.provider, name)))
    .limit(1);
  return row;
}

function openCredentials(key: Buffer, row: Row | undefined): Credentials {
  if (!row?.secrets) return {};
  return JSON.parse(openSecret(key, row.secrets, associated(row.siteId, row.provider))) as Credentials;
}

/** The provider's decrypted credentials, only its own keys; empty for the built-in providers. */
export async function readCredentials(
  db: Database,
  key: Buffer,
  siteId: string,
  name: PaymentProviderName,
): Promise<Credentials> {
  if (!isExternalPaymentProvider(name)) return {};
  const stored = openCredentials(key, await readRow(db, siteId, name));
  const keys: readonly string[] = paymentProviderSecretKeys[name];
  return Object.fromEntries(Object.entries(stored).filter(([field, value]) => keys.includes(field) && value));
}

/** Faktura's invoice details as saved, with the defaults (14 days) for what never was. */
export function fakturaSettingsOf(row: Row | undefined): FakturaSettings {
  const parsed = fakturaSettingsSchema.safeParse(row?.settings ?? {});
  return parsed.success ? parsed.data : fakturaSettingsSchema.parse({});
}

export async function readFakturaSettings(db: Database, siteId: string): Promise<FakturaSettings> {
  return fakturaSettingsOf(await readRow(db, siteId, 'faktura'));
}

/** Where a provider sends its webhooks for this site (given to Stripe or Vipps MobilePay by the shop). */
export function webhookUrl(config: Config, siteId: string, name: PaymentProviderName): string | null {
  if (!isExternalPaymentProvider(name)) return null;
  const base = config.publicUrl.href.endsWith('/') ? config.publicUrl.href : `${config.publicUrl.href}/`;
  return new URL(`api/payments/${name}/webhook/${encodeURIComponent(siteId)}`, base).href;
}

/** Long values show their last four characters; a short one (a merchant number) only that it is set. */
const describeSecret = (value: string | undefined): StoredSecret =>
  value ? { set: true, last4: value.length >= 16 ? value.slice(-4) : null } : { set: false, last4: null };

function toSettingsDto(config: Config, siteId: string, name: PaymentProviderName, row: Row | undefined) {
  const credentials = openCredentials(config.secretsKey, row);
  return {
    name,
    external: isExternalPaymentProvider(name),
    settings: name === 'faktura' ? fakturaSettingsOf(row) : null,
    secrets: Object.fromEntries(paymentProviderSecretKeys[name].map((key) => [key, describeSecret(credentials[key])])),
    webhookUrl: webhookUrl(config, siteId, name),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  } satisfies PaymentProviderSettings;
}

export async function getPaymentProviderSettings(
  db: Database,
  config: Config,
  siteId: string,
  name: PaymentProviderName,
): Promise<PaymentProviderSettings> {
  return toSettingsDto(config, siteId, name, await readRow(db, siteId, name));
}

/** Refuses fields the provider does not have: Faktura takes settings, the external ones their credentials. */
function assertFieldsOfProvider(name: PaymentProviderName, update: PaymentProviderSettingsUpdate) {
  const fields: Record<string, string> = {};
  if (update.settings && name !== 'faktura') fields.settings = paymentProviderMessages.unknownKey;
  const keys: readonly string[] = paymentProviderSecretKeys[name];
  for (const key of Object.keys(update.secrets ?? {})) {
    if (!keys.includes(key)) fields[`secrets.${key}`] = paymentProviderMessages.unknownKey;
  }
  const webhookSecret = update.secrets?.webhookSecret;
  if (name === 'stripe' && webhookSecret && !webhookSecret.startsWith('whsec_')) {
    fields['secrets.webhookSecret'] = paymentProviderMessages.stripeWebhookSecret;
  }
  if (Object.keys(fields).length) throw badRequest(describeFieldErrors(fields), fields);
}

/**
 * Saves Faktura's changed settings or new credentials: a credential sent empty (or not sent)
 * stays as it was, a new value replaces the stored one. The answer never holds a credential.
 */
export async function updatePaymentProviderSettings(
  db: Database,
  config: Config,
  siteId: string,
  name: PaymentProviderName,
  update: PaymentProviderSettingsUpdate,
): Promise<PaymentProviderSettings> {
  assertFieldsOfProvider(name, update);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(paymentProviderSettings)
      .where(and(eq(paymentProviderSettings.siteId, siteId), eq(paymentProviderSettings.provider, name)))
      .for('update')
      .limit(1);
    const settings = name === 'faktura' ? { ...fakturaSettingsOf(current), ...update.settings } : {};
    const credentials = openCredentials(config.secretsKey, current);
    for (const [key, value] of Object.entries(update.secrets ?? {})) if (value) credentials[key] = value;
    const secrets = Object.keys(credentials).length
      ? sealSecret(config.secretsKey, JSON.stringify(credentials), associated(siteId, name))
      : null;
    const values = { settings, secrets, updatedAt: new Date() };
    const [row] = await tx
      .insert(paymentProviderSettings)
      .values({ siteId, provider: name, ...values })
      .onConflictDoUpdate({ target: [paymentProviderSettings.siteId, paymentProviderSettings.provider], set: values })
      .returning();
    return toSettingsDto(config, siteId, name, row);
  });
}

/** Whether every credential the provider needs is stored (always for the built-in ones). */
async function readyProviders(db: Database, key: Buffer, siteId: string): Promise<Set<PaymentProviderName>> {
  const rows = await db.select().from(paymentProviderSettings).where(eq(paymentProviderSettings.siteId, siteId));
  const ready = new Set<PaymentProviderName>();
  for (const name of Object.keys(paymentProviderSecretKeys) as PaymentProviderName[]) {
    const credentials = openCredentials(
      key,
      rows.find((row) => row.provider === name),
    );
    if (paymentProviderSecretKeys[name].every((field) => credentials[field])) ready.add(name);
  }
  return ready;
}

/** The providers the platform offers, in their order, and whether each has its credentials. */
export async function listPaymentProviderOffer(
  db: Database,
  config: Config,
  siteId: string,
): Promise<PaymentProviderOffer> {
  const ready = await readyProviders(db, config.secretsKey, siteId);
  return {
    providers: config.paymentProviders.map((name) => ({
      name,
      external: isExternalPaymentProvider(name),
      ready: ready.has(name),
    })),
  };
}

/**
 * The rules of `PATCH site` `paymentProviders` that need more than the list: a provider is
 * switched on only when the platform offers it and, for an external one, its credentials are stored.
 */
export async function assertPaymentProvidersUsable(
  db: Database,
  config: Config,
  siteId: string,
  providers: readonly PaymentProvider[],
): Promise<void> {
  const ready = await readyProviders(db, config.secretsKey, siteId);
  const fields: Record<string, string> = {};
  providers.forEach((provider, index) => {
    if (!provider.enabled) return;
    const label = paymentProviderLabels[provider.name];
    if (!config.paymentProviders.includes(provider.name))
      fields[`paymentProviders.${index}.enabled`] = paymentProviderMessages.notOffered(label);
    else if (!ready.has(provider.name))
      fields[`paymentProviders.${index}.enabled`] = paymentProviderMessages.credentialsMissing(label);
  });
  if (Object.keys(fields).length) throw badRequest(describeFieldErrors(fields), fields);
}
