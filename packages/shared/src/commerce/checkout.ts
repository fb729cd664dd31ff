/**
 * The storefront checkout's form (`/kasse`): the buyer's details, the shipping method and the
 * payment method, checked on the server with Norwegian messages per field. The form posts plain
 * text (it works without JavaScript), so the schema reads strings and a ticked box as 'true'.
 */
import { z } from 'zod';
import { fieldErrors } from '../core/validation';
import { paymentProviderNames } from './payment-provider';

/** The countries checkout offers; Norge first and by default. */
export const checkoutCountries = [
  { code: 'NO', name: 'Norge' },
  { code: 'SE', name: 'Sverige' },
  { code: 'DK', name: 'Danmark' },
  { code: 'FI', name: 'Finland' },
  { code: 'IS', name: 'Island' },
  { code: 'DE', name: 'Tyskland' },
  { code: 'GB', name: 'Storbritannia' },
] as const;
export const defaultCheckoutCountry = 'NO';

export const checkoutFormMessages = {
  name: 'Skriv navnet ditt.',
  email: 'Skriv e-postadressen din.',
  emailFormat: 'Skriv en gyldig e-postadresse, for eksempel ola@eksempel.no.',
  address: 'Skriv adressen.',
  postcode: 'Skriv postnummeret.',
  postcodeNorway: 'Et norsk postnummer har fire sifre.',
  city: 'Skriv poststedet.',
  country: 'Velg et land.',
  phone: 'Skriv telefonnummeret ditt.',
  phoneFormat: 'Skriv et gyldig telefonnummer.',
  provider: 'Velg en betalingsmåte.',
  expired: 'Skjemaet er utløpt. Last siden på nytt og prøv igjen.',
  summary: 'Noen felter må rettes før du kan bestille.',
} as const;

/** The form's fields as typed, kept to fill the form again when something must be corrected. */
export interface CheckoutFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  postcode: string;
  city: string;
  country: string;
  marketingConsent: boolean;
  shippingMethod: string;
  provider: string;
  idempotencyKey: string;
}

const textFields = [
  'name',
  'email',
  'phone',
  'address',
  'postcode',
  'city',
  'country',
  'shippingMethod',
  'provider',
  'idempotencyKey',
] as const;

/** The posted form as strings (anything else is read as empty), each cut at a sane length. */
export function checkoutFormValues(form: Readonly<Record<string, unknown>>): CheckoutFormValues {
  const text = (name: string) => {
    const value = form[name];
    return typeof value === 'string' ? value.slice(0, 400) : '';
  };
  const values = Object.fromEntries(textFields.map((name) => [name, text(name)])) as Omit<
    CheckoutFormValues,
    'marketingConsent'
  >;
  return {
    ...values,
    country: values.country || defaultCheckoutCountry,
    marketingConsent: text('marketingConsent') === 'true',
  };
}

/** A Norwegian postcode has four digits (an empty one is refused as missing). */
const norwegianPostcodeFits = (form: { country: string; postcode: string }) =>
  form.country !== 'NO' || form.postcode.trim() === '' || /^\d{4}$/.test(form.postcode.trim());

const required = (message: string, max: number) => z.string().trim().min(1, { error: message }).max(max);
const countryCodes = checkoutCountries.map((country) => country.code) as [string, ...string[]];

/** The checkout form's schema; the phone is required when the site says so (phoneIsRequiredInCheckout). */
export function checkoutFormSchema(options: { phoneRequired: boolean }) {
  return options.phoneRequired ? schemaWithPhone : schemaWithoutPhone;
}

function buildCheckoutFormSchema(options: { phoneRequired: boolean }) {
  const phone = z
    .string()
    .trim()
    .max(40)
    .refine((value) => value === '' || /^\+?[\d\s().-]{5,20}$/.test(value), {
      error: checkoutFormMessages.phoneFormat,
    });
  return z
    .object({
      name: required(checkoutFormMessages.name, 200),
      email: required(checkoutFormMessages.email, 254).pipe(z.email({ error: checkoutFormMessages.emailFormat })),
      phone: options.phoneRequired
        ? phone.refine((value) => value !== '', { error: checkoutFormMessages.phone })
        : phone,
      address: required(checkoutFormMessages.address, 300),
      postcode: required(checkoutFormMessages.postcode, 20),
      city: required(checkoutFormMessages.city, 100),
      country: z.enum(countryCodes, { error: checkoutFormMessages.country }),
      marketingConsent: z.boolean(),
      /** Empty when nothing in the cart is sent (virtual products only); the order then has no shipping. */
      shippingMethod: z.string().trim().max(100),
      provider: z.enum(paymentProviderNames, { error: checkoutFormMessages.provider }),
      idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, { error: checkoutFormMessages.expired }),
    })
    .superRefine((form, context) => {
      if (!norwegianPostcodeFits(form)) {
        context.addIssue({ code: 'custom', message: checkoutFormMessages.postcodeNorway, path: ['postcode'] });
      }
    });
}
// Built once each: zod builds a schema at a cost, and checkout asks for one on every order.
const schemaWithPhone = buildCheckoutFormSchema({ phoneRequired: true });
const schemaWithoutPhone = buildCheckoutFormSchema({ phoneRequired: false });
export type CheckoutForm = z.output<ReturnType<typeof buildCheckoutFormSchema>>;

/** The form checked: the values to use, or a Norwegian message per field. */
export function checkCheckoutForm(
  values: CheckoutFormValues,
  options: { phoneRequired: boolean },
): { ok: true; form: CheckoutForm } | { ok: false; fields: Record<string, string> } {
  const parsed = checkoutFormSchema(options).safeParse(values);
  if (parsed.success) return { ok: true, form: parsed.data };
  // The schema's postcode rule needs the other fields valid; the buyer hears of every field at once.
  const fields = fieldErrors(parsed.error);
  if (!fields.postcode && !norwegianPostcodeFits(values)) fields.postcode = checkoutFormMessages.postcodeNorway;
  return { ok: false, fields };
}
