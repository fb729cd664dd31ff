/** The form of one provider's screen: Faktura's invoice details, or an external provider's new credentials. */
import {
  type FakturaSettings,
  fakturaSettingsUpdateSchema,
  type PaymentProviderName,
  type PaymentProviderSettings,
  type PaymentProviderSettingsUpdate,
  paymentProviderSecretKeys,
  paymentProviderSecretsUpdateSchema,
} from '@vev/shared';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';

/** Faktura: the fields as typed ('' while the number is emptied). */
export type FakturaFormValues = Omit<FakturaSettings, 'dueDays'> & { dueDays: number | '' };
/** An external provider: a new value per key, '' keeps the stored one. */
export type SecretsFormValues = Record<string, string>;

export const fakturaFormSchema = fakturaSettingsUpdateSchema.required().extend({
  dueDays: z.preprocess(
    (value) => (value === '' ? undefined : value),
    fakturaSettingsUpdateSchema.shape.dueDays.unwrap(),
  ),
}) as unknown as z.ZodType<FakturaFormValues, FieldValues>;

export const secretsFormSchema = paymentProviderSecretsUpdateSchema as unknown as z.ZodType<
  SecretsFormValues,
  FieldValues
>;

export const toFakturaForm = (settings: PaymentProviderSettings): FakturaFormValues =>
  settings.settings ?? {
    companyName: '',
    organizationNumber: '',
    accountNumber: '',
    dueDays: 14,
    address: '',
    postalCode: '',
    city: '',
    email: '',
  };

/** Every key empty: a stored credential is never shown again. */
export const emptySecrets = (name: PaymentProviderName): SecretsFormValues =>
  Object.fromEntries(paymentProviderSecretKeys[name].map((key) => [key, '']));

/** Only the keys given a new value are sent. */
export function toSecretsUpdate(values: SecretsFormValues): PaymentProviderSettingsUpdate {
  return { secrets: Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')) };
}
