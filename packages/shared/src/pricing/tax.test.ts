import { describe, expect, it } from 'vitest';
import { divideRoundingHalfUp } from './rounding';
import { type PricingTaxRate, taxAmount } from './tax';

const rate = (name: string, percent: number, more: Partial<PricingTaxRate> = {}): PricingTaxRate => ({
  name,
  basisPoints: percent * 100,
  priority: 1,
  compound: false,
  shipping: true,
  ...more,
});
const mva = [rate('MVA', 25)];

describe('rounding', () => {
  it('rounds halves up and everything else to the nearest øre, in integers', () => {
    expect(divideRoundingHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundingHalfUp(7n, 3n)).toBe(2n);
    expect(divideRoundingHalfUp(8n, 3n)).toBe(3n);
    expect(divideRoundingHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundingHalfUp(0n, 7n)).toBe(0n);
  });
});

describe('tax in an amount', () => {
  it('125,00 kr with 25 % MVA included is 100,00 kr and 25,00 kr MVA', () => {
    expect(taxAmount(12_500, mva, true)).toEqual({
      net: 10_000,
      tax: 2_500,
      gross: 12_500,
      taxes: [{ name: 'MVA', basisPoints: 2500, amount: 2_500 }],
    });
  });

  it('99,00 kr with 25 % included has 19,80 kr MVA; 1,00 kr with 15 % has 0,13 kr', () => {
    expect(taxAmount(9_900, mva, true).tax).toBe(1_980);
    expect(taxAmount(100, [rate('MVA næringsmidler', 15)], true).tax).toBe(13);
  });

  it('without tax included the MVA comes on top, rounded half up: 0,10 kr + 25 % is 0,13 kr', () => {
    expect(taxAmount(10_000, mva, false)).toMatchObject({ net: 10_000, tax: 2_500, gross: 12_500 });
    expect(taxAmount(10, mva, false)).toMatchObject({ net: 10, tax: 3, gross: 13 });
  });

  it('a compound rate applies to the net with the taxes before it', () => {
    const rates = [rate('Avgift', 10, { compound: true, priority: 2 }), rate('MVA', 25)];
    const taxed = taxAmount(10_000, rates, false);
    expect(taxed.taxes).toEqual([
      { name: 'MVA', basisPoints: 2500, amount: 2_500 },
      { name: 'Avgift', basisPoints: 1000, amount: 1_250 },
    ]);
    expect(taxed.gross).toBe(13_750);
    // Included, the same gross gives back the same taxes.
    expect(taxAmount(13_750, rates, true)).toMatchObject({ net: 10_000, tax: 3_750 });
  });

  it('no rates, or 0 %, is no tax', () => {
    expect(taxAmount(4_990, [], true)).toEqual({ net: 4_990, tax: 0, gross: 4_990, taxes: [] });
    expect(taxAmount(4_990, [rate('Fritatt', 0)], false).tax).toBe(0);
  });

  it('never takes more tax than the amount, even from 1 øre under several rates', () => {
    const many = [rate('A', 100), rate('B', 100), rate('C', 100, { priority: 2 })];
    const taxed = taxAmount(1, many, true);
    expect(taxed.net).toBeGreaterThanOrEqual(0);
    expect(taxed.gross).toBe(1);
  });

  it('refuses fractions of øre and negative amounts', () => {
    expect(() => taxAmount(10.5, mva, true)).toThrow(RangeError);
    expect(() => taxAmount(-100, mva, true)).toThrow(RangeError);
  });
});
