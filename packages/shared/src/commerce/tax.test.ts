import { describe, expect, it } from 'vitest';
import { fieldErrors, installNorwegianValidationMessages } from '../core/validation';
import { siteSettingsSchema } from '../site/site';
import {
  assignTaxClassIds,
  defaultTaxClasses,
  ratePercentToBasisPoints,
  type TaxClass,
  taxClassesUpdateSchema,
  taxClassLabel,
  taxMessages,
  taxRateSchema,
  withDefaultTaxClass,
} from './tax';

installNorwegianValidationMessages();

const rate = { name: 'MVA', value: 25, priority: 1, compound: false, shipping: true };
const standard = { id: '_default', name: '_default', description: '', rates: [rate] };
const problemsOf = (value: unknown) => {
  const result = taxClassesUpdateSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('tax rate', () => {
  it('tax rate: name, rate and priority are required', () => {
    const result = taxRateSchema.safeParse({ name: ' ', compound: false, shipping: false });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error as never)).toEqual({
      name: taxMessages.rateName,
      value: taxMessages.rateValue,
      priority: taxMessages.ratePriority,
    });
  });

  it('tax rate: the value is a percent from 0 to 100 with at most two decimals', () => {
    for (const value of [0, 12.5, 14.99, 100]) expect(taxRateSchema.safeParse({ ...rate, value }).success).toBe(true);
    expect(taxRateSchema.safeParse({ ...rate, value: -1 }).error?.issues[0]?.message).toBe(taxMessages.rateRange);
    expect(taxRateSchema.safeParse({ ...rate, value: 100.01 }).error?.issues[0]?.message).toBe(taxMessages.rateRange);
    expect(taxRateSchema.safeParse({ ...rate, value: 12.345 }).error?.issues[0]?.message).toBe(
      taxMessages.rateDecimals,
    );
  });

  it('tax rate: the priority is a whole number from 1', () => {
    for (const priority of [0, 1.5]) {
      expect(taxRateSchema.safeParse({ ...rate, priority }).error?.issues[0]?.message).toBe(
        taxMessages.ratePriorityWhole,
      );
    }
  });

  it('tax rate: compound and shipping default to off', () => {
    expect(taxRateSchema.parse({ name: 'MVA', value: 15, priority: 1 })).toMatchObject({
      compound: false,
      shipping: false,
    });
  });
});

describe('tax classes', () => {
  it('tax classes: the default class is labelled Standard, others by their name', () => {
    expect(taxClassLabel(standard)).toBe('Standard');
    expect(taxClassLabel({ id: 'x', name: 'Næringsmidler' })).toBe('Næringsmidler');
  });

  it('tax classes: a list with the default and a new class without id is valid', () => {
    expect(problemsOf([standard, { name: 'Næringsmidler', rates: [{ ...rate, value: 15 }] }])).toEqual({});
  });

  it('tax classes: the default class cannot be deleted', () => {
    expect(problemsOf([{ name: 'Næringsmidler', rates: [] }])).toEqual({ _: taxMessages.defaultDeleted });
  });

  it('tax classes: the default class cannot be renamed', () => {
    expect(problemsOf([{ ...standard, name: 'Vanlig' }])).toEqual({ '0.name': taxMessages.defaultRenamed });
  });

  it('tax classes: two classes cannot share a name, nor take the default’s', () => {
    const food = { name: 'Næringsmidler', rates: [] };
    expect(problemsOf([standard, food, { ...food, name: 'næringsmidler ' }])).toEqual({
      '2.name': taxMessages.duplicateClassName,
    });
    expect(problemsOf([standard, { name: 'Standard', rates: [] }])).toEqual({
      '1.name': taxMessages.duplicateClassName,
    });
    expect(problemsOf([standard, { name: '_default', rates: [] }])).toEqual({
      '1.name': taxMessages.duplicateClassName,
    });
  });

  it('tax classes: a class needs a name, and its rates their fields', () => {
    expect(problemsOf([standard, { name: '', rates: [{ name: '', value: 15, priority: 1 }] }])).toEqual({
      '1.name': taxMessages.className,
      '1.rates.0.name': taxMessages.rateName,
    });
  });

  it('tax classes: a duplicate name shows together with the problems of the rates', () => {
    const food = { name: 'Mat', rates: [] };
    expect(problemsOf([standard, food, { ...food, rates: [{ name: '', value: 15, priority: 1 }] }])).toEqual({
      '2.name': taxMessages.duplicateClassName,
      '2.rates.0.name': taxMessages.rateName,
    });
  });

  it('tax classes: saved classes keep their ids; new ones and unknown ids get fresh ones', () => {
    const food: TaxClass = { id: 'mat', name: 'Mat', description: '', rates: [] };
    let next = 0;
    const saved = assignTaxClassIds(
      [standard, food],
      [
        standard,
        food,
        { name: 'Ny', description: '', rates: [] },
        { id: 'gjettet', name: 'Gjettet', description: '', rates: [] },
      ],
      () => `ny${++next}`,
    );
    expect(saved.map((taxClass) => taxClass.id)).toEqual(['_default', 'mat', 'ny1', 'ny2']);
  });

  it('tax classes: a site that never saved taxes has Standard with 25 % MVA', () => {
    expect(siteSettingsSchema.parse({}).taxClasses).toEqual(defaultTaxClasses);
    expect(defaultTaxClasses[0]?.rates[0]).toMatchObject({ name: 'MVA', value: 25 });
  });

  it('tax classes: the stored list always has the default first', () => {
    const food: TaxClass = { id: 'mat', name: 'Mat', description: '', rates: [] };
    expect(withDefaultTaxClass([food]).map((taxClass) => taxClass.id)).toEqual(['_default', 'mat']);
    expect(withDefaultTaxClass([food, standard]).map((taxClass) => taxClass.id)).toEqual(['_default', 'mat']);
  });

  it('price settings: prices include MVA unless the site says otherwise', () => {
    expect(siteSettingsSchema.parse({})).toMatchObject({
      publishProductPriceExcludingTax: false,
      displayProductPriceExcludingTax: false,
      displayCartPriceExcludingTax: false,
    });
  });
});

describe('rate percent to basis points', () => {
  it('rate percent to basis points: exact for every percent with two decimals', () => {
    expect(ratePercentToBasisPoints(25)).toBe(2500);
    expect(ratePercentToBasisPoints(12.5)).toBe(1250);
    expect(ratePercentToBasisPoints(0.29)).toBe(29);
    expect(ratePercentToBasisPoints(14.99)).toBe(1499);
    expect(ratePercentToBasisPoints(0)).toBe(0);
    expect(ratePercentToBasisPoints(100)).toBe(10_000);
    for (let basisPoints = 0; basisPoints <= 10_000; basisPoints += 1) {
      expect(ratePercentToBasisPoints(basisPoints / 100)).toBe(basisPoints);
    }
  });

  it('rate percent to basis points: refuses what is not a rate', () => {
    for (const percent of [-1, 100.5, 12.345, Number.NaN]) {
      expect(() => ratePercentToBasisPoints(percent)).toThrow(RangeError);
    }
  });
});
