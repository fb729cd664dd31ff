/** Discounts' validation (spec 3 §5 'Discounts') and defaults (§4), in Norwegian. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors, installNorwegianValidationMessages } from '../core/validation';
import {
  appliesToValuesAfter,
  type DiscountForm,
  discountCreateSchema,
  discountFormSchema,
  discountOfferText,
  discountUpdateSchema,
  generateDiscountCode,
} from './discount';

beforeAll(() => installNorwegianValidationMessages());

function refused(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return fieldErrors(result.error);
}

const start = '2026-06-01T00:00:00.000Z';

describe('a discount', () => {
  it('is new as automatic, percentage, on all products, inactive, without a limit', () => {
    expect(discountCreateSchema.parse({ name: 'Sommersalg', offerValue: 20, startDate: start })).toEqual({
      name: 'Sommersalg',
      __type: 'automatic',
      active: false,
      offerType: 'percentage',
      offerValue: 20,
      startDate: start,
      endDate: null,
      appliesTo: 'all',
      appliesToValues: [],
      cartRules: null,
      codes: [],
    });
  });

  it('needs a name, an offer value and a start', () => {
    expect(refused(discountCreateSchema, { name: ' ' })).toEqual({
      name: 'Feltet må fylles ut.',
      offerValue: 'Feltet må fylles ut.',
      startDate: 'Feltet må fylles ut.',
    });
  });

  it('a percentage is above 0 and at most 100 with two decimals; amounts are whole øre', () => {
    const base = { name: 'X', startDate: start };
    expect(refused(discountCreateSchema, { ...base, offerValue: 120 })).toEqual({
      offerValue: 'Prosenten må være mellom 0 og 100.',
    });
    expect(refused(discountCreateSchema, { ...base, offerValue: 12.345 })).toEqual({ offerValue: 'Ugyldig verdi.' });
    expect(discountCreateSchema.safeParse({ ...base, offerValue: 12.5 }).success).toBe(true);
    expect(refused(discountCreateSchema, { ...base, offerType: 'fixed', offerValue: 10.5 })).toEqual({
      offerValue: 'Ugyldig verdi.',
    });
  });

  it('ends after it starts, and chosen products, categories or classes need at least one', () => {
    const base = { name: 'X', offerValue: 10, startDate: start };
    expect(refused(discountCreateSchema, { ...base, endDate: start })).toEqual({
      endDate: 'Sluttidspunktet må være etter starttidspunktet.',
    });
    expect(refused(discountCreateSchema, { ...base, appliesTo: 'categories' })).toEqual({
      appliesToValues: 'Velg minst én.',
    });
    expect(discountCreateSchema.safeParse({ ...base, appliesTo: 'allShipping' }).success).toBe(true);
  });

  it('codes are upper case, once per discount, with a limit of at least 1', () => {
    const parsed = discountCreateSchema.parse({
      name: 'X',
      __type: 'code',
      offerValue: 10,
      startDate: start,
      codes: [{ code: ' sommer-26 ' }],
    });
    expect(parsed.codes).toEqual([
      { code: 'SOMMER-26', label: '', active: true, maxUses: null, maxUsesPerCustomer: null },
    ]);
    expect(
      refused(discountUpdateSchema, { codes: [{ code: 'SOMMER' }, { code: 'sommer' }, { code: 'ha ha' }] }),
    ).toEqual({
      'codes.1.code': 'Koden finnes allerede i dette tilbudet.',
      'codes.2.code': 'Koden kan bare ha bokstaver A–Z, tall, bindestrek og understrek.',
    });
    expect(refused(discountUpdateSchema, { codes: [{ code: '' }] })).toEqual({
      'codes.0.code': 'Feltet må fylles ut.',
    });
    expect(refused(discountUpdateSchema, { codes: [{ code: 'A', maxUses: 0, maxUsesPerCustomer: 0 }] })).toEqual({
      'codes.0.maxUses': 'Må være minst 1.',
      'codes.0.maxUsesPerCustomer': 'Må være minst 1.',
    });
  });

  it('a generated code is eight upper-case characters without look-alikes', () => {
    const code = generateDiscountCode(new Uint8Array([0, 1, 2, 3, 31, 32, 200, 255]));
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(code.slice(0, 4)).toBe('ABCD');
  });
});

describe('what a discount applies to', () => {
  const products = { appliesTo: 'products' as const, appliesToValues: ['p1', 'p2'] };

  it('changing appliesTo clears the chosen values unless new ones are sent', () => {
    expect(appliesToValuesAfter(products, { appliesTo: 'categories' })).toEqual([]);
    expect(appliesToValuesAfter(products, { appliesTo: 'categories', appliesToValues: ['c1'] })).toEqual(['c1']);
    expect(appliesToValuesAfter(products, { appliesTo: 'products' })).toEqual(['p1', 'p2']);
  });

  it('all products and all shipping keep no chosen values', () => {
    expect(appliesToValuesAfter(products, { appliesTo: 'all' })).toEqual([]);
    expect(appliesToValuesAfter(null, { appliesTo: 'allShipping', appliesToValues: ['s1'] })).toEqual([]);
  });
});

describe('the offer as the list shows it', () => {
  it('reads as a percentage, an amount off or a new price', () => {
    expect(discountOfferText({ offerType: 'percentage', offerValue: 12.5 })).toBe('12,5 %');
    expect(discountOfferText({ offerType: 'fixed', offerValue: 5_000 }).replace(/\s/g, ' ')).toBe('50,00 kr rabatt');
    expect(discountOfferText({ offerType: 'newPrice', offerValue: 9_900 }).replace(/\s/g, ' ')).toBe(
      'Ny pris 99,00 kr',
    );
  });
});

describe('the discount form', () => {
  const form = (fields: Partial<DiscountForm> = {}): DiscountForm => ({
    name: 'Sommersalg',
    __type: 'automatic',
    active: false,
    offerType: 'percentage',
    offerValue: 20,
    startDate: start,
    setEndDate: false,
    endDate: null,
    appliesTo: 'all',
    appliesToValues: [],
    cartRules: null,
    codes: [],
    ...fields,
  });

  it("'Sett sluttidspunkt' makes the end required", () => {
    expect(discountFormSchema.safeParse(form()).success).toBe(true);
    expect(refused(discountFormSchema, form({ setEndDate: true }))).toEqual({ endDate: 'Velg et sluttidspunkt.' });
  });

  it('name, offer value and start are required', () => {
    expect(refused(discountFormSchema, form({ name: '', offerValue: null, startDate: null }))).toEqual({
      name: 'Feltet må fylles ut.',
      offerValue: 'Feltet må fylles ut.',
      startDate: 'Feltet må fylles ut.',
    });
  });
});
