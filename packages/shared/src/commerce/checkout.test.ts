import { describe, expect, it } from 'vitest';
import { checkCheckoutForm, checkoutFormValues } from './checkout';

const filled = {
  name: 'Kari Nordmann',
  email: 'kari@eksempel.no',
  phone: '',
  address: 'Storgata 1',
  postcode: '0155',
  city: 'Oslo',
  country: 'NO',
  shippingMethod: 'Hjemlevering',
  provider: 'faktura',
  idempotencyKey: 'abcdefghijklmnop1234',
};

describe('checkout form', () => {
  it('takes a filled form, with Norge by default and consent only when ticked', () => {
    const values = checkoutFormValues({ ...filled, country: '', marketingConsent: 'true' });
    expect(values.country).toBe('NO');
    expect(values.marketingConsent).toBe(true);
    expect(checkoutFormValues(filled).marketingConsent).toBe(false);
    const checked = checkCheckoutForm(values, { phoneRequired: false });
    expect(checked.ok).toBe(true);
  });
  it('says in Norwegian what is missing or wrong, per field', () => {
    const checked = checkCheckoutForm(
      checkoutFormValues({
        ...filled,
        name: ' ',
        email: 'kari',
        postcode: '155',
        provider: 'kontanter',
        idempotencyKey: '',
      }),
      { phoneRequired: true },
    );
    expect(checked).toEqual({
      ok: false,
      fields: {
        name: 'Skriv navnet ditt.',
        email: 'Skriv en gyldig e-postadresse, for eksempel ola@eksempel.no.',
        phone: 'Skriv telefonnummeret ditt.',
        provider: 'Velg en betalingsmåte.',
        idempotencyKey: 'Skjemaet er utløpt. Last siden på nytt og prøv igjen.',
        postcode: 'Et norsk postnummer har fire sifre.',
      },
    });
  });
  it('asks for the phone only when the site requires it, and checks it when given', () => {
    expect(checkCheckoutForm(checkoutFormValues(filled), { phoneRequired: false }).ok).toBe(true);
    const bad = checkCheckoutForm(checkoutFormValues({ ...filled, phone: 'ring meg' }), { phoneRequired: false });
    expect(bad).toMatchObject({ ok: false, fields: { phone: 'Skriv et gyldig telefonnummer.' } });
    const foreign = checkCheckoutForm(checkoutFormValues({ ...filled, country: 'SE', postcode: '111 22' }), {
      phoneRequired: false,
    });
    expect(foreign.ok).toBe(true);
  });
});
