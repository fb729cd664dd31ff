/** The price a product card or page shows, always by the pricing engine. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultTaxClasses } from '../commerce/tax';
import { type DisplayPriceSettings, displayAmount, displayPrice, type PricedItem, variantPrice } from './display';
import { priceCart, pricingTaxClasses } from './engine';

const taxClasses = pricingTaxClasses([
  ...defaultTaxClasses,
  {
    id: 'naeringsmidler',
    name: 'Næringsmidler',
    description: '',
    rates: [{ name: 'MVA', value: 15, priority: 1, compound: false, shipping: false }],
  },
]);
const withTax: DisplayPriceSettings = {
  publishProductPriceExcludingTax: false,
  displayProductPriceExcludingTax: false,
};
const shownWithoutTax: DisplayPriceSettings = { ...withTax, displayProductPriceExcludingTax: true };
const enteredWithoutTax: DisplayPriceSettings = { ...withTax, publishProductPriceExcludingTax: true };

const item = (value: number, extra: Partial<PricedItem['price']> = {}, taxClass: string | null = '_default') => ({
  taxClass,
  price: { type: 'fixed' as const, value, compareAtValue: null, prefix: '', suffix: '', ...extra },
});
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('displayPrice', () => {
  it('shows a price entered with MVA as entered', () => {
    const shown = displayPrice(item(100_000), taxClasses, withTax);
    expect(shown).toMatchObject({ shown: 100_000, withTax: 100_000, withoutTax: 80_000, tax: 20_000 });
    expect(shown.text).toBe(nbsp('1 000,00 kr'));
    expect(shown.excludingTax).toBe(false);
  });

  it('shows it without MVA when the site shows prices without', () => {
    const shown = displayPrice(item(100_000), taxClasses, shownWithoutTax);
    expect(shown).toMatchObject({ shown: 80_000, excludingTax: true });
    expect(shown.text).toBe(nbsp('800,00 kr'));
  });

  it('adds MVA to a price entered without it, by the tax class of the product', () => {
    expect(displayPrice(item(80_000), taxClasses, enteredWithoutTax).shown).toBe(100_000);
    expect(displayPrice(item(10_000, {}, 'naeringsmidler'), taxClasses, enteredWithoutTax).shown).toBe(11_500);
    // An unknown (deleted) class is Standard.
    expect(displayPrice(item(10_000, {}, 'borte'), taxClasses, enteredWithoutTax).shown).toBe(12_500);
  });

  it("shows the 'før'-price only when it is above the price, in the same terms", () => {
    const sale = displayPrice(item(80_000, { compareAtValue: 100_000 }), taxClasses, shownWithoutTax);
    expect(sale.compareAt).toBe(80_000);
    expect(sale.compareAtText).toBe(nbsp('800,00 kr'));
    expect(displayPrice(item(80_000, { compareAtValue: 80_000 }), taxClasses, withTax).compareAt).toBeNull();
    expect(displayPrice(item(80_000, { compareAtValue: 50_000 }), taxClasses, withTax).compareAtText).toBeNull();
  });

  it("says 'Etter avtale' for a price by appointment, and keeps prefix and suffix", () => {
    const shown = displayPrice(item(50_000, { type: 'byAppointment', prefix: 'Fra' }), taxClasses, withTax);
    expect(shown).toMatchObject({ byAppointment: true, text: 'Etter avtale', compareAt: null, prefix: 'Fra' });
    expect(displayPrice(item(50_000, { suffix: 'per time' }), taxClasses, withTax).suffix).toBe('per time');
  });

  it('shown with MVA minus shown without is the engine’s tax for one unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('_default', 'naeringsmidler', 'ukjent'),
        fc.boolean(),
        (value, taxClass, entered) => {
          const settings = { ...withTax, publishProductPriceExcludingTax: entered };
          const gross = displayPrice(item(value, {}, taxClass), taxClasses, settings).shown;
          const net = displayPrice(item(value, {}, taxClass), taxClasses, {
            ...settings,
            displayProductPriceExcludingTax: true,
          }).shown;
          const engine = priceCart({
            lines: [{ key: 'x', unitPrice: value, quantity: 1, taxClass }],
            taxClasses,
            pricesIncludeTax: !entered,
          });
          expect(gross - net).toBe(engine.tax);
        },
      ),
    );
  });
});

describe('displayAmount', () => {
  it('prices an extra (a customization field) like the product it belongs to', () => {
    expect(displayAmount(5_000, '_default', taxClasses, shownWithoutTax).shown).toBe(4_000);
  });
});

describe('variantPrice', () => {
  const product = item(100_000, { compareAtValue: 120_000 });

  it("uses the variant's own price and 'før'-price", () => {
    expect(variantPrice(product, { price: { value: 90_000, compareAtValue: null } }).price).toMatchObject({
      value: 90_000,
      compareAtValue: null,
    });
  });

  it("falls back to the product's price and 'før'-price", () => {
    expect(variantPrice(product, { price: { value: null, compareAtValue: null } }).price).toMatchObject({
      value: 100_000,
      compareAtValue: 120_000,
    });
  });
});
