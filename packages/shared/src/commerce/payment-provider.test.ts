import { describe, expect, it } from 'vitest';
import {
  accountNumberValid,
  completePaymentProviders,
  defaultPaymentProviders,
  fakturaSettingsSchema,
  organizationNumberValid,
  type PaymentProvider,
  paymentProviderMessages,
  paymentProviderSecretsUpdateSchema,
  paymentProvidersUpdateSchema,
  withoutExternalPaymentProviders,
} from './payment-provider';

const issues = (value: unknown) => {
  const result = paymentProvidersUpdateSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const provider = (name: PaymentProvider['name'], enabled = true, isDefault = false): PaymentProvider => ({
  name,
  enabled,
  default: isDefault,
});

describe('the list of payment providers', () => {
  it('the default list is valid: Faktura default, Testkort on, the external ones off', () => {
    expect(issues(defaultPaymentProviders)).toEqual([]);
    expect(defaultPaymentProviders.filter((p) => p.enabled).map((p) => p.name)).toEqual(['faktura', 'testkort']);
  });

  it('needs exactly one default', () => {
    expect(issues([provider('faktura'), provider('testkort')])).toEqual([['', paymentProviderMessages.noDefault]]);
    expect(issues([provider('faktura', true, true), provider('testkort', true, true)])).toEqual([
      ['', paymentProviderMessages.manyDefaults],
    ]);
    expect(issues([])).toEqual([['', paymentProviderMessages.noDefault]]);
  });

  it('the default must be enabled', () => {
    expect(issues([provider('faktura', false, true), provider('testkort')])).toEqual([
      ['0.enabled', paymentProviderMessages.defaultDisabled],
    ]);
  });

  it('names each provider at most once, and only known ones', () => {
    expect(issues([provider('testkort', true, true), provider('testkort', false)])).toEqual([
      ['1.name', paymentProviderMessages.duplicate],
    ]);
    expect(issues([provider('paypal' as 'faktura', true, true)]).map(([path]) => path)).toEqual(['0.name']);
  });

  it('completes a saved list with the providers never saved, switched off', () => {
    expect(completePaymentProviders([provider('vipps', true, true)])).toEqual([
      provider('vipps', true, true),
      provider('faktura', false),
      provider('testkort', false),
      provider('stripe', false),
    ]);
  });
});

describe('a site copy, which has no credentials', () => {
  it('switches the external providers off and passes their default on', () => {
    expect(
      withoutExternalPaymentProviders([
        provider('stripe', true, true),
        provider('faktura', false),
        provider('testkort'),
      ]),
    ).toEqual([provider('stripe', false), provider('faktura', false), provider('testkort', true, true)]);
    expect(withoutExternalPaymentProviders(defaultPaymentProviders)).toEqual(defaultPaymentProviders);
    expect(withoutExternalPaymentProviders([provider('vipps', true, true)])).toEqual(defaultPaymentProviders);
  });
});

describe('MOD11 as Brønnøysund and the banks use it', () => {
  it('accepts valid organisation numbers and refuses a wrong check digit or length', () => {
    for (const valid of ['923609016', '974760673', '986105174']) expect(organizationNumberValid(valid)).toBe(true);
    for (const invalid of ['923609017', '92360901', '9236090160', 'abcdefghi', '923456789'])
      expect(organizationNumberValid(invalid)).toBe(false);
  });

  it('accepts valid account numbers and refuses the others', () => {
    for (const valid of ['12345678903', '86011117947']) expect(accountNumberValid(valid)).toBe(true);
    for (const invalid of ['12345678901', '1234567890', '15030212345']) expect(accountNumberValid(invalid)).toBe(false);
  });

  it('a number whose check digit would be 10 is never valid', () => {
    // 1234567813 gives the remainder 1: its check digit would be 10.
    const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((total, weight, index) => total + weight * Number('1234567813'[index]), 0);
    expect(sum % 11).toBe(1);
    for (const last of '0123456789') expect(accountNumberValid(`1234567813${last}`)).toBe(false);
  });
});

describe("Faktura's settings", () => {
  it('defaults to 14 days and empty fields', () => {
    expect(fakturaSettingsSchema.parse({})).toEqual({
      companyName: '',
      organizationNumber: '',
      accountNumber: '',
      dueDays: 14,
      address: '',
      postalCode: '',
      city: '',
      email: '',
    });
  });

  it('drops spaces and dots in numbers, and checks them', () => {
    const parsed = fakturaSettingsSchema.parse({ organizationNumber: '923 609 016', accountNumber: '1234.56.78903' });
    expect(parsed).toMatchObject({ organizationNumber: '923609016', accountNumber: '12345678903' });
    const refused = fakturaSettingsSchema.safeParse({
      organizationNumber: '923609017',
      accountNumber: '12345678901',
      dueDays: 91,
      postalCode: '123',
      email: 'ikke-epost',
    });
    expect(refused.success).toBe(false);
    expect(
      Object.fromEntries(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []),
    ).toEqual({
      organizationNumber: paymentProviderMessages.organizationNumber,
      accountNumber: paymentProviderMessages.accountNumber,
      dueDays: paymentProviderMessages.dueDays,
      postalCode: paymentProviderMessages.postalCode,
      email: paymentProviderMessages.email,
    });
    expect(fakturaSettingsSchema.safeParse({ dueDays: 0 }).success).toBe(false);
    expect(fakturaSettingsSchema.safeParse({ dueDays: 90 }).success).toBe(true);
  });
});

describe('credentials', () => {
  it('an empty value is allowed (it keeps the stored one); a Stripe key must look like one', () => {
    expect(paymentProviderSecretsUpdateSchema.parse({ secretKey: '', clientId: ' abc ' })).toEqual({
      secretKey: '',
      clientId: 'abc',
    });
    expect(paymentProviderSecretsUpdateSchema.safeParse({ secretKey: 'pk_test_123' }).success).toBe(false);
    expect(paymentProviderSecretsUpdateSchema.safeParse({ merchantSerialNumber: 'abc' }).success).toBe(false);
    expect(paymentProviderSecretsUpdateSchema.safeParse({ password: 'x' }).success).toBe(false);
  });
});
