import { defaultTaxClasses, type Site, taxMessages } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { newTaxClass, type TaxFormValues, taxFormSchema, toTaxForm, toTaxUpdate } from './tax-form';

const site = {
  publishProductPriceExcludingTax: false,
  displayProductPriceExcludingTax: false,
  displayCartPriceExcludingTax: true,
  taxClasses: defaultTaxClasses,
} as unknown as Site;

const check = (values: TaxFormValues) => {
  const result = taxFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the taxes form', () => {
  it('the saved site reads back unchanged', () => {
    const values = toTaxForm(site);
    expect(check(values)).toEqual({});
    expect(toTaxUpdate(values)).toEqual({
      publishProductPriceExcludingTax: false,
      displayProductPriceExcludingTax: false,
      displayCartPriceExcludingTax: true,
      taxClasses: defaultTaxClasses,
    });
  });

  it('a new class starts with an empty name and one rate to fill in', () => {
    const values = { ...toTaxForm(site), taxClasses: [...defaultTaxClasses, newTaxClass()] };
    expect(check(values)).toEqual({
      'taxClasses.1.name': taxMessages.className,
      'taxClasses.1.rates.0.value': taxMessages.rateValue,
    });
  });

  it('an emptied rate or priority field is missing, not zero', () => {
    const [standard] = defaultTaxClasses;
    const rate = { name: '', value: '' as const, priority: '' as const, compound: false, shipping: false };
    const values = { ...toTaxForm(site), taxClasses: [{ ...standard, id: '_default', rates: [rate] }] };
    expect(check(values as TaxFormValues)).toEqual({
      'taxClasses.0.rates.0.name': taxMessages.rateName,
      'taxClasses.0.rates.0.value': taxMessages.rateValue,
      'taxClasses.0.rates.0.priority': taxMessages.ratePriority,
    });
  });

  it('the default class cannot be removed from the form either', () => {
    expect(check({ ...toTaxForm(site), taxClasses: [{ ...newTaxClass(), name: 'Mat' }] })).toMatchObject({
      taxClasses: taxMessages.defaultDeleted,
    });
  });
});
