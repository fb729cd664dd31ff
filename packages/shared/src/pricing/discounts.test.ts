/**
 * Discounts in the pricing engine: which are in effect, what each offer takes off, how they combine
 * (the best one per line, never stacked), the cart rules' limit, and the invariants over generated
 * carts (fast-check): no line or shipping below zero, a new price never raises one, the total is
 * the sum of the lines, the tax per rate adds up.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiscountAppliesTo } from '../commerce/discount';
import { discountForCode, discountsInEffect, type PricingDiscount, type StoredDiscountForPricing } from './discounts';
import { type CartLineInput, type PricingTaxClass, priceCart } from './engine';

const mva: PricingTaxClass[] = [
  { id: '_default', rates: [{ name: 'MVA', basisPoints: 2500, priority: 1, compound: false, shipping: true }] },
];

const discount = (fields: Partial<PricingDiscount> = {}): PricingDiscount => ({
  id: 'd1',
  name: 'Sommersalg',
  __type: 'automatic',
  offerType: 'percentage',
  offerValue: 20,
  appliesTo: 'all',
  appliesToValues: [],
  cartRules: null,
  ...fields,
});

const line = (key: string, unitPrice: number, quantity = 1, fields: Partial<CartLineInput> = {}): CartLineInput => ({
  key,
  unitPrice,
  quantity,
  product: key,
  ...fields,
});

const price = (lines: CartLineInput[], discounts: PricingDiscount[], shipping?: number) =>
  priceCart({
    lines,
    taxClasses: mva,
    pricesIncludeTax: true,
    discounts,
    shipping: shipping === undefined ? null : { price: shipping, taxable: true },
  });

describe('discount offers', () => {
  it('percentage: 20 % of 1 299,00 kr × 2 is 519,60 kr off, rounded half up once per line', () => {
    const cart = price([line('a', 129_900, 2)], [discount()]);
    expect(cart.lines[0]).toMatchObject({ discount: 51_960, discounts: { Sommersalg: 51_960 }, gross: 207_840 });
    expect(price([line('a', 5, 1)], [discount({ offerValue: 10 })]).lines[0]?.discount).toBe(1);
    expect(cart.discounts).toEqual([{ id: 'd1', name: 'Sommersalg', amount: 51_960 }]);
    expect(cart.discount).toBe(51_960);
  });

  it('fixed: the amount off each unit, never more than the unit costs', () => {
    const cart = price([line('a', 10_000, 3), line('b', 2_000)], [discount({ offerType: 'fixed', offerValue: 5_000 })]);
    expect(cart.lines.map((entry) => entry.discount)).toEqual([15_000, 2_000]);
    expect(cart.lines[1]?.gross).toBe(0);
  });

  it('newPrice: each unit costs the new price, and a dearer new price changes nothing', () => {
    const cart = price(
      [line('a', 10_000, 2), line('b', 3_000)],
      [discount({ offerType: 'newPrice', offerValue: 4_000 })],
    );
    expect(cart.lines.map((entry) => entry.gross)).toEqual([8_000, 3_000]);
    expect(cart.lines[1]?.discounts).toEqual({});
  });

  it('applies to chosen products or categories only', () => {
    const lines = [line('a', 10_000, 1, { categories: ['sko'] }), line('b', 10_000, 1, { categories: ['jakker'] })];
    const onProducts = price(lines, [discount({ appliesTo: 'products', appliesToValues: ['b'] })]);
    expect(onProducts.lines.map((entry) => entry.discount)).toEqual([0, 2_000]);
    const onCategories = price(lines, [discount({ appliesTo: 'categories', appliesToValues: ['sko'] })]);
    expect(onCategories.lines.map((entry) => entry.discount)).toEqual([2_000, 0]);
  });

  it('on the shipping: all shipping, chosen classes, or all but the chosen classes', () => {
    const lines = [line('a', 10_000, 1, { shippingClass: 'stor' })];
    const free = discount({ appliesTo: 'allShipping', offerType: 'newPrice', offerValue: 0, name: 'Fri frakt' });
    const cart = price(lines, [free], 9_900);
    expect(cart.shipping).toMatchObject({ discount: 9_900, gross: 0, discounts: { 'Fri frakt': 9_900 } });
    expect(cart.lines[0]?.discount).toBe(0);
    const chosen = (appliesTo: DiscountAppliesTo) =>
      price(lines, [discount({ appliesTo, appliesToValues: ['stor'] })], 10_000).shipping?.discount;
    expect(chosen('shippingClasses')).toBe(2_000);
    expect(chosen('shippingClassesExcluded')).toBe(0);
  });
});

describe('which discounts combine', () => {
  it('each line gets the one that takes the most off it; they never stack', () => {
    const lines = [line('a', 10_000), line('b', 1_000)];
    const cart = price(lines, [
      discount({ id: 'p', name: '20 %' }),
      discount({ id: 'f', name: '3 kr', offerType: 'fixed', offerValue: 300 }),
    ]);
    expect(cart.lines.map((entry) => entry.discounts)).toEqual([{ '20 %': 2_000 }, { '3 kr': 300 }]);
    expect(cart.discounts).toEqual([
      { id: 'p', name: '20 %', amount: 2_000 },
      { id: 'f', name: '3 kr', amount: 300 },
    ]);
  });

  it('a code wins a tie with an automatic discount, so the buyer sees the code used', () => {
    const cart = price(
      [line('a', 10_000)],
      [discount({ id: 'auto' }), discount({ id: 'kode', name: 'Kode', __type: 'code' })],
    );
    expect(cart.lines[0]?.discounts).toEqual({ Kode: 2_000 });
  });

  it('cart rules: only the limit of units gets the discount, the cheapest or the dearest first', () => {
    const lines = [line('dyr', 30_000, 2), line('billig', 10_000, 2)];
    const limited = (limitSelection: 'cheapest' | 'mostExpensive') =>
      price(lines, [discount({ offerValue: 50, cartRules: { limit: 3, limitSelection } })]).lines.map(
        (entry) => entry.discount,
      );
    expect(limited('cheapest')).toEqual([15_000, 10_000]);
    expect(limited('mostExpensive')).toEqual([30_000, 5_000]);
  });
});

describe('discounts in effect', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const stored = (fields: Partial<StoredDiscountForPricing> = {}): StoredDiscountForPricing => ({
    ...discount(),
    active: true,
    startDate: '2026-06-01T00:00:00Z',
    endDate: null,
    codes: [],
    ...fields,
  });
  const code: StoredDiscountForPricing['codes'][number] = {
    _id: 'c1',
    code: 'SOMMER',
    active: true,
    maxUses: null,
    used: 0,
  };

  it('active automatic ones in their period apply by themselves', () => {
    const list = [
      stored({ id: 'on' }),
      stored({ id: 'off', active: false }),
      stored({ id: 'later', startDate: '2026-07-01T00:00:00Z' }),
      stored({ id: 'over', endDate: '2026-06-15T12:00:00Z' }),
      stored({ id: 'kode', __type: 'code', codes: [code] }),
    ];
    expect(discountsInEffect(list, now, null).map((entry) => entry.id)).toEqual(['on']);
    expect(discountsInEffect(list, now, 'sommer').map((entry) => entry.id)).toEqual(['on', 'kode']);
  });

  it('a code unlocks only while it is active, unused up and its discount in effect', () => {
    const find = (fields: Partial<StoredDiscountForPricing>, entry = code) =>
      discountForCode([stored({ __type: 'code', codes: [entry], ...fields })], ' Sommer ', now)?.code._id ?? null;
    expect(find({})).toBe('c1');
    expect(find({}, { ...code, active: false })).toBeNull();
    expect(find({}, { ...code, maxUses: 5, used: 5 })).toBeNull();
    expect(find({}, { ...code, maxUses: 5, used: 4 })).toBe('c1');
    expect(find({ endDate: '2026-06-10T00:00:00Z' })).toBeNull();
    expect(find({ __type: 'automatic' })).toBeNull();
  });
});

const discountArbitrary: fc.Arbitrary<PricingDiscount> = fc
  .record({
    id: fc.constantFrom('a', 'b', 'c', 'd'),
    name: fc.constantFrom('Salg', 'Kode', 'Frakt'),
    __type: fc.constantFrom('automatic' as const, 'code' as const),
    offerType: fc.constantFrom('percentage' as const, 'fixed' as const, 'newPrice' as const),
    percent: fc.integer({ min: 1, max: 10_000 }),
    amount: fc.integer({ min: 0, max: 500_000 }),
    appliesTo: fc.constantFrom(
      'all' as const,
      'products' as const,
      'categories' as const,
      'allShipping' as const,
      'shippingClasses' as const,
      'shippingClassesExcluded' as const,
    ),
    appliesToValues: fc.subarray(['p0', 'p1', 'k0', 's0']),
    cartRules: fc.option(
      fc.record({
        limit: fc.integer({ min: 1, max: 20 }),
        limitSelection: fc.constantFrom('cheapest' as const, 'mostExpensive' as const),
      }),
      { nil: null },
    ),
  })
  .map(({ percent, amount, ...rest }) => ({
    ...rest,
    offerValue: rest.offerType === 'percentage' ? percent / 100 : amount,
  }));

const cartArbitrary = fc.record({
  pricesIncludeTax: fc.boolean(),
  lines: fc.array(
    fc.record({
      key: fc.uuid(),
      unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
      product: fc.constantFrom('p0', 'p1', 'p2'),
      categories: fc.subarray(['k0', 'k1']),
      shippingClass: fc.constantFrom(null, 's0', 's1'),
    }),
    { maxLength: 8 },
  ),
  shipping: fc.option(fc.record({ price: fc.integer({ min: 0, max: 50_000 }), taxable: fc.boolean() }), { nil: null }),
  discounts: fc.uniqueArray(discountArbitrary, { selector: (entry) => entry.id, maxLength: 4 }),
});

describe('the pricing engine with discounts, for any cart', () => {
  it('no discount takes a line or the shipping below zero, and a new price never raises one', () => {
    fc.assert(
      fc.property(cartArbitrary, (input) => {
        const cart = priceCart({ ...input, taxClasses: mva });
        cart.lines.forEach((priced, index) => {
          const before = (input.lines[index]?.unitPrice ?? 0) * priced.quantity;
          expect(priced.discount).toBeGreaterThanOrEqual(0);
          expect(priced.discount).toBeLessThanOrEqual(before);
          expect(priced.net).toBeGreaterThanOrEqual(0);
        });
        if (cart.shipping && input.shipping) expect(cart.shipping.discount).toBeLessThanOrEqual(input.shipping.price);
        const withoutDiscounts = priceCart({ ...input, taxClasses: mva, discounts: [] });
        expect(cart.total).toBeLessThanOrEqual(withoutDiscounts.total);
      }),
    );
  });

  it('the total is the sum of the lines and the shipping, and the tax per rate adds up', () => {
    fc.assert(
      fc.property(cartArbitrary, (input) => {
        const cart = priceCart({ ...input, taxClasses: mva });
        const amounts = cart.shipping ? [...cart.lines, cart.shipping] : cart.lines;
        expect(cart.total).toBe(amounts.reduce((sum, amount) => sum + amount.gross, 0));
        expect(cart.taxes.reduce((sum, entry) => sum + entry.amount, 0)).toBe(cart.tax);
        expect(cart.discount).toBe(amounts.reduce((sum, amount) => sum + amount.discount, 0));
        for (const amount of amounts) {
          expect(amount.discount).toBe(Object.values(amount.discounts).reduce((sum, value) => sum + value, 0));
        }
      }),
    );
  });

  it('a new price only lowers: every unit costs at most what it cost before', () => {
    fc.assert(
      fc.property(cartArbitrary, fc.integer({ min: 0, max: 2_000_000 }), (input, newPrice) => {
        const only = discount({ offerType: 'newPrice', offerValue: newPrice });
        const cart = priceCart({ ...input, taxClasses: mva, discounts: [only], pricesIncludeTax: true });
        cart.lines.forEach((priced) => {
          expect(priced.gross).toBeLessThanOrEqual(priced.unitPrice * priced.quantity);
          expect(priced.gross).toBe(Math.min(priced.unitPrice, newPrice) * priced.quantity);
        });
      }),
    );
  });
});
