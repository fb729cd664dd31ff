/**
 * The pricing engine's invariants over generated carts (fast-check): any cart, any tax classes,
 * prices with or without MVA. A counterexample is printed with its seed when one breaks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultTaxClasses } from '../commerce/tax';
import { type PricingInput, type PricingTaxClass, priceCart, pricingTaxClasses } from './engine';
import { taxAmount } from './tax';

const defaultTaxClassId = '_default';

const rateArbitrary = fc.record({
  name: fc.constantFrom('MVA', 'MVA næringsmidler', 'Miljøavgift', 'Avgift'),
  basisPoints: fc.oneof(fc.constantFrom(0, 1200, 1500, 2500), fc.integer({ min: 0, max: 10_000 })),
  priority: fc.integer({ min: 1, max: 3 }),
  compound: fc.boolean(),
  shipping: fc.boolean(),
});

const taxClassesArbitrary: fc.Arbitrary<PricingTaxClass[]> = fc
  .tuple(
    fc.array(rateArbitrary, { maxLength: 3 }),
    fc.array(fc.array(rateArbitrary, { maxLength: 3 }), { maxLength: 3 }),
  )
  .map(([standard, others]) => [
    { id: defaultTaxClassId, rates: standard },
    ...others.map((rates, index) => ({ id: `klasse-${index}`, rates })),
  ]);

const cartArbitrary: fc.Arbitrary<PricingInput> = fc.record({
  taxClasses: taxClassesArbitrary,
  pricesIncludeTax: fc.boolean(),
  lines: fc.array(
    fc.record({
      key: fc.uuid(),
      unitPrice: fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 200 })),
      quantity: fc.integer({ min: 1, max: 1_000 }),
      taxClass: fc.constantFrom(null, defaultTaxClassId, 'klasse-0', 'klasse-1', 'ukjent'),
    }),
    { maxLength: 12 },
  ),
  shipping: fc.option(fc.record({ price: fc.integer({ min: 0, max: 100_000 }), taxable: fc.boolean() }), {
    nil: null,
  }),
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the pricing engine, for any cart', () => {
  it('the total is the sum of the lines and the shipping, and net plus tax', () => {
    fc.assert(
      fc.property(cartArbitrary, (input) => {
        const cart = priceCart(input);
        const amounts = cart.shipping ? [...cart.lines, cart.shipping] : cart.lines;
        expect(cart.total).toBe(sum(amounts.map((amount) => amount.gross)));
        expect(cart.net + cart.tax).toBe(cart.total);
        for (const amount of amounts) expect(amount.net + amount.tax).toBe(amount.gross);
      }),
    );
  });

  it('the tax per rate adds up to the tax, line by line and in all', () => {
    fc.assert(
      fc.property(cartArbitrary, (input) => {
        const cart = priceCart(input);
        expect(sum(cart.taxes.map((entry) => entry.amount))).toBe(cart.tax);
        for (const line of cart.lines) expect(sum(line.taxes.map((entry) => entry.amount))).toBe(line.tax);
      }),
    );
  });

  it('nothing is negative, and every figure is whole øre', () => {
    fc.assert(
      fc.property(cartArbitrary, (input) => {
        const cart = priceCart(input);
        const figures = [
          cart.net,
          cart.tax,
          cart.total,
          ...cart.taxes.map((entry) => entry.amount),
          ...[...cart.lines, ...(cart.shipping ? [cart.shipping] : [])].flatMap((amount) => [
            amount.net,
            amount.tax,
            amount.gross,
            ...amount.taxes.map((entry) => entry.amount),
          ]),
        ];
        for (const figure of figures) {
          expect(Number.isSafeInteger(figure)).toBe(true);
          expect(figure).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('with prices including MVA a line costs its unit price times its quantity; without, that is its net', () => {
    fc.assert(
      fc.property(cartArbitrary, (input) => {
        const cart = priceCart(input);
        cart.lines.forEach((line, index) => {
          const entered = (input.lines[index]?.unitPrice ?? 0) * line.quantity;
          expect(input.pricesIncludeTax ? line.gross : line.net).toBe(entered);
        });
      }),
    );
  });

  it('each tax is within half an øre of the exact share (one regular rate)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        (amount, bp, included) => {
          const { tax } = taxAmount(
            amount,
            [{ name: 'MVA', basisPoints: bp, priority: 1, compound: false, shipping: true }],
            included,
          );
          const exact = included ? (amount * bp) / (10_000 + bp) : (amount * bp) / 10_000;
          expect(Math.abs(tax - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });

  it('a line priced alone costs what it costs in a cart with others (lines do not affect each other)', () => {
    fc.assert(
      fc.property(cartArbitrary, (input) => {
        const cart = priceCart(input);
        input.lines.forEach((line, index) => {
          const alone = priceCart({ ...input, lines: [line], shipping: null }).lines[0];
          expect(alone).toEqual(cart.lines[index]);
        });
      }),
    );
  });
});

describe('the pricing engine, by example', () => {
  const taxClasses: PricingTaxClass[] = [
    {
      id: defaultTaxClassId,
      rates: [{ name: 'MVA', basisPoints: 2500, priority: 1, compound: false, shipping: true }],
    },
    {
      id: 'mat',
      rates: [{ name: 'MVA næringsmidler', basisPoints: 1500, priority: 1, compound: false, shipping: false }],
    },
  ];

  it('a Norwegian cart with MVA included: a bicycle, two bottles of juice and shipping', () => {
    const cart = priceCart({
      taxClasses,
      pricesIncludeTax: true,
      lines: [
        { key: 'sykkel', unitPrice: 1_299_900, quantity: 1 },
        { key: 'juice', unitPrice: 3_990, quantity: 2, taxClass: 'mat' },
      ],
      shipping: { price: 14_900, taxable: true },
    });
    expect(cart.lines.map((line) => [line.gross, line.tax])).toEqual([
      [1_299_900, 259_980],
      [7_980, 1_041],
    ]);
    expect(cart.shipping).toMatchObject({ gross: 14_900, tax: 2_980 });
    expect(cart.taxes).toEqual([
      { name: 'MVA', basisPoints: 2500, amount: 262_960 },
      { name: 'MVA næringsmidler', basisPoints: 1500, amount: 1_041 },
    ]);
    expect(cart.total).toBe(1_322_780);
  });

  it('an unknown tax class is the default one; untaxed shipping has no tax', () => {
    const cart = priceCart({
      taxClasses,
      pricesIncludeTax: false,
      lines: [{ key: 'a', unitPrice: 10_000, quantity: 3, taxClass: 'slettet' }],
      shipping: { price: 5_000, taxable: false },
    });
    expect(cart.lines[0]).toMatchObject({ net: 30_000, tax: 7_500, gross: 37_500 });
    expect(cart.shipping).toMatchObject({ net: 5_000, tax: 0, gross: 5_000 });
    expect(cart.total).toBe(42_500);
  });

  it("prices with a site's saved tax classes: a site that saved none has Standard, 25 % MVA on goods and shipping", () => {
    const cart = priceCart({
      taxClasses: pricingTaxClasses(defaultTaxClasses),
      pricesIncludeTax: true,
      lines: [{ key: 'hjelm', unitPrice: 89_900, quantity: 1 }],
      shipping: { price: 14_900, taxable: true },
    });
    expect(cart.taxes).toEqual([{ name: 'MVA', basisPoints: 2500, amount: 17_980 + 2_980 }]);
    expect(
      pricingTaxClasses([
        {
          id: 'x',
          name: 'X',
          description: '',
          rates: [{ name: 'R', value: 12.5, priority: 1, compound: false, shipping: false }],
        },
      ]),
    ).toEqual([{ id: 'x', rates: [{ name: 'R', basisPoints: 1250, priority: 1, compound: false, shipping: false }] }]);
  });

  it('refuses a quantity below 1 and a price that is not whole øre', () => {
    expect(() =>
      priceCart({ taxClasses, pricesIncludeTax: true, lines: [{ key: 'a', unitPrice: 100, quantity: 0 }] }),
    ).toThrow(RangeError);
    expect(() =>
      priceCart({ taxClasses, pricesIncludeTax: true, lines: [{ key: 'a', unitPrice: 99.5, quantity: 1 }] }),
    ).toThrow(RangeError);
  });
});
