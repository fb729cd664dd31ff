import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  cartLineUnitPrice,
  checkCustomizations,
  customizationUnitPrice,
  parseCartAmount,
  pricedCustomizations,
  readStoredCartLines,
  sameCartChoice,
  shippingMethodPrice,
} from './cart';
import { customizeOptionSchema } from './customize';

const field = (input: object) => customizeOptionSchema.parse({ label: 'Felt', key: 'felt', ...input });

describe('cart amount', () => {
  it('is a whole number from 1 to 999 as the form sends it', () => {
    expect(parseCartAmount('3')).toBe(3);
    expect(parseCartAmount(' 12 ')).toBe(12);
    for (const bad of ['0', '-1', '1.5', '1000', 'to', '', undefined]) expect(parseCartAmount(bad)).toBeNull();
  });
});

describe('amount within stock and limitation', () => {
  const rule = {
    manageStock: true,
    backorders: 'no',
    stockCount: 3,
    stockStatus: 'inStock',
    limitation: { enabled: false, min: null, max: null },
  };
  it('refuses more than the stock without backorders, naming what is left', () => {
    expect(amountProblem(rule, 3)).toBeNull();
    expect(amountProblem(rule, 4)).toBe('Det er bare 3 igjen på lager.');
    expect(amountProblem({ ...rule, stockCount: 0 }, 1)).toBe('Produktet er utsolgt.');
  });
  it('lets backorders and unmanaged stock through, unless marked sold out', () => {
    expect(amountProblem({ ...rule, backorders: 'yes' }, 10)).toBeNull();
    expect(amountProblem({ ...rule, manageStock: false }, 10)).toBeNull();
    expect(amountProblem({ ...rule, manageStock: false, stockStatus: 'outOfStock' }, 1)).toBe('Produktet er utsolgt.');
  });
  it("keeps the product's limitation per order", () => {
    const limited = { ...rule, stockCount: 100, limitation: { enabled: true, min: 2, max: 4 } };
    expect(amountProblem(limited, 1)).toBe('Du må kjøpe minst 2.');
    expect(amountProblem(limited, 5)).toBe('Du kan kjøpe høyst 4.');
    expect(amountProblem(limited, 4)).toBeNull();
    expect(amountProblem({ ...limited, limitation: { enabled: false, min: 2, max: 4 } }, 1)).toBeNull();
  });
});

describe('customization values', () => {
  const fields = [
    field({ label: 'Gravering', key: 'gravering', required: true, max: 10, price: 5_000 }),
    field({
      label: 'Skrift',
      key: 'skrift',
      type: 'Radio',
      options: [{ label: 'Kursiv' }, { label: 'Fet', price: 1_000 }],
      conditions: [{ targetKey: 'gravering', targetOperation: 'set' }],
    }),
    field({ label: 'Ekstra', key: 'ekstra', type: 'Stepper', min: 0, max: 5, price: 2_000 }),
  ];
  it('keeps the filled fields that show, refuses what does not fit, drops unknown keys', () => {
    expect(checkCustomizations(fields, { gravering: 'Ola', skrift: 'Fet', ekstra: '2', annet: 'x' })).toEqual({
      values: [
        { key: 'gravering', value: 'Ola' },
        { key: 'skrift', value: 'Fet' },
        { key: 'ekstra', value: '2' },
      ],
      problems: {},
    });
    expect(checkCustomizations(fields, {}).problems).toEqual({ gravering: 'Fyll ut «Gravering».' });
    expect(checkCustomizations(fields, { gravering: 'Ola Nordmann!', skrift: 'Tynn', ekstra: '9' }).problems).toEqual({
      gravering: '«Gravering» kan ha høyst 10 tegn.',
      skrift: 'Velg et av alternativene for «Skrift».',
      ekstra: '«Ekstra» kan være høyst 5.',
    });
  });
  it('leaves out a field whose conditions do not hold', () => {
    const optional = [{ ...fields[0], required: false }, fields[1]] as typeof fields;
    expect(checkCustomizations(optional, { skrift: 'Fet' }).values).toEqual([]);
  });
  it('prices a unit: the field, the chosen option, per number for steppers, by length for text steppers', () => {
    expect(customizationUnitPrice(fields[0] as never, 'Ola')).toBe(5_000);
    expect(customizationUnitPrice(fields[1] as never, 'Fet')).toBe(1_000);
    expect(customizationUnitPrice(fields[2] as never, '3')).toBe(6_000);
    const byLength = field({
      type: 'StringStepper',
      options: [
        { label: 'Kort', meta: '0', price: 1_000 },
        { label: 'Lang', meta: '10', price: 3_000 },
      ],
    });
    expect(customizationUnitPrice(byLength, 'Hei')).toBe(1_000);
    expect(customizationUnitPrice(byLength, 'Gratulerer med dagen')).toBe(3_000);
    const priced = pricedCustomizations(fields, [
      { key: 'gravering', value: 'Ola' },
      { key: 'borte', value: 'x' },
    ]);
    expect(priced).toEqual([{ key: 'gravering', label: 'Gravering', value: 'Ola', unitPrice: 5_000 }]);
    expect(cartLineUnitPrice(20_000, priced)).toBe(25_000);
  });
});

describe('cart lines', () => {
  it('reads stored lines, leaving out any that no longer fit', () => {
    const good = { id: 'a', product: 'p', variant: null, amount: 2, customizations: [] };
    // A line stored before lines could carry a booked time reads as one without.
    expect(readStoredCartLines([good, { ...good, amount: 0 }, 'x'])).toEqual([{ ...good, booking: null }]);
    expect(readStoredCartLines(null)).toEqual([]);
  });
  it('the same product, variant and customizations (in any order) are the same choice', () => {
    const a = {
      product: 'p',
      variant: 'v',
      customizations: [
        { key: 'a', value: '1' },
        { key: 'b', value: '2' },
      ],
      booking: null,
    };
    expect(sameCartChoice(a, { ...a, customizations: [...a.customizations].reverse() })).toBe(true);
    expect(sameCartChoice(a, { ...a, variant: null })).toBe(false);
    expect(sameCartChoice(a, { ...a, customizations: [] })).toBe(false);
    // A booked time is a line of its own, even for the same time twice.
    const time = { service: 's', start: '2026-12-01T09:00:00.000Z', event: null };
    expect(sameCartChoice({ ...a, booking: time }, { ...a, booking: time })).toBe(false);
  });
});

describe('shipping method price', () => {
  const method = {
    type: 'flatRate' as const,
    cost: 14_900,
    costCalculation: 'class' as const,
    classes: [
      { class: 'stor', cost: 29_900 },
      { class: 'tung', cost: 10_000 },
    ],
    minimumOrderTotal: null,
  };
  it("'Per klasse' adds each class in the cart once; 'Per ordre' only the highest", () => {
    expect(shippingMethodPrice(method, { classes: [], total: 0 })).toBe(14_900);
    expect(shippingMethodPrice(method, { classes: ['stor', 'tung'], total: 0 })).toBe(54_800);
    expect(shippingMethodPrice({ ...method, costCalculation: 'order' }, { classes: ['stor', 'tung'], total: 0 })).toBe(
      44_800,
    );
  });
  it('a free method is offered from its minimum order total', () => {
    const free = { ...method, type: 'free' as const, cost: 0, classes: [], minimumOrderTotal: 100_000 };
    expect(shippingMethodPrice(free, { classes: [], total: 99_999 })).toBeNull();
    expect(shippingMethodPrice(free, { classes: [], total: 100_000 })).toBe(0);
  });
});
