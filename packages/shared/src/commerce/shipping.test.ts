import { describe, expect, it } from 'vitest';
import { fieldErrors, installNorwegianValidationMessages } from '../core/validation';
import {
  formatPostcodeRange,
  parsePostcodeRange,
  regionsCover,
  shippingClassCreateSchema,
  shippingMessages,
  shippingZoneCreateSchema,
  unusedShippingClasses,
  zonesUsingClass,
} from './shipping';

installNorwegianValidationMessages();

const method = (overrides: object = {}) => ({
  name: 'Hjemlevering',
  type: 'flatRate',
  costCalculation: 'class',
  default: false,
  cost: 14_900,
  ...overrides,
});
const errorsOf = (body: object) => {
  const parsed = shippingZoneCreateSchema.safeParse(body);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('shipping classes', () => {
  it('a class needs a name; the description is optional', () => {
    expect(shippingClassCreateSchema.parse({ name: ' Pall ' })).toEqual({ name: 'Pall', description: '' });
    expect(shippingClassCreateSchema.safeParse({ name: ' ' }).success).toBe(false);
  });
});

describe('shipping zones', () => {
  it('a zone needs a name, delivers in Norway unless told otherwise and may have no methods yet', () => {
    expect(shippingZoneCreateSchema.parse({ name: 'Norge' })).toEqual({
      name: 'Norge',
      regions: { countries: ['NO'], postcodeRanges: [] },
      methods: [],
    });
    expect(errorsOf({ name: '' })).toEqual({ name: 'Feltet må fylles ut.' });
  });

  it('a method needs name, type, default flag and cost calculation', () => {
    expect(errorsOf({ name: 'Norge', methods: [{}] })).toEqual({
      'methods.0.name': 'Feltet må fylles ut.',
      'methods.0.type': 'Feltet må fylles ut.',
      'methods.0.costCalculation': 'Feltet må fylles ut.',
      'methods.0.default': 'Feltet må fylles ut.',
    });
  });

  it('at most one method of a zone is the default', () => {
    const methods = [method({ default: true }), method({ name: 'Hent', type: 'pickup', default: true })];
    expect(errorsOf({ name: 'Norge', methods })).toEqual({ 'methods.1.default': shippingMessages.oneDefault });
    expect(errorsOf({ name: 'Norge', methods: [method({ default: true }), method()] })).toEqual({});
  });

  it('each class is priced at most once per method, and costs are whole øre, not below zero', () => {
    const twice = method({
      classes: [
        { class: 'a', cost: 100 },
        { class: 'a', cost: 200 },
      ],
    });
    expect(errorsOf({ name: 'Norge', methods: [twice] })).toEqual({
      'methods.0.classes.1.class': shippingMessages.classTwice,
    });
    expect(errorsOf({ name: 'Norge', methods: [method({ cost: -1 })] })).toEqual({
      'methods.0.cost': 'Må være minst 0.',
    });
    expect(errorsOf({ name: 'Norge', methods: [method({ cost: 1.5 })] })).toHaveProperty(['methods.0.cost']);
  });

  it('a free method costs nothing and keeps its threshold; other methods have none', () => {
    const zone = shippingZoneCreateSchema.parse({
      name: 'Norge',
      methods: [
        method({ type: 'free', cost: 500, classes: [{ class: 'a', cost: 1 }], minimumOrderTotal: 100_000 }),
        method({ minimumOrderTotal: 5 }),
      ],
    });
    expect(zone.methods[0]).toMatchObject({ cost: 0, classes: [], minimumOrderTotal: 100_000, taxStatus: 'taxable' });
    expect(zone.methods[1]).toMatchObject({ cost: 14_900, minimumOrderTotal: null });
  });
});

describe('where a zone delivers', () => {
  it('postcode ranges are written 0001–1299 or as one postcode', () => {
    expect(parsePostcodeRange('0001–1299')).toEqual({ from: '0001', to: '1299' });
    expect(parsePostcodeRange(' 8000 - 9999 ')).toEqual({ from: '8000', to: '9999' });
    expect(parsePostcodeRange('9000')).toEqual({ from: '9000', to: '9000' });
    for (const text of ['1299–0001', '123', 'Oslo', '0001–']) expect(parsePostcodeRange(text), text).toBeNull();
    expect(formatPostcodeRange({ from: '0001', to: '1299' })).toBe('0001–1299');
    expect(formatPostcodeRange({ from: '9000', to: '9000' })).toBe('9000');
  });

  it('countries are ISO codes, upper-cased, each once; a range must run upwards', () => {
    expect(shippingZoneCreateSchema.parse({ name: 'N', regions: { countries: ['no', 'NO', 'se'] } }).regions).toEqual({
      countries: ['NO', 'SE'],
      postcodeRanges: [],
    });
    expect(errorsOf({ name: 'N', regions: { countries: ['Norge'] } })).toEqual({
      'regions.countries.0': shippingMessages.country,
    });
    expect(
      errorsOf({ name: 'N', regions: { countries: ['NO'], postcodeRanges: [{ from: '2000', to: '1000' }] } }),
    ).toEqual({ 'regions.postcodeRanges.0.to': shippingMessages.postcodeOrder });
  });

  it('covers an address in one of its countries, and in one of its ranges when it has any', () => {
    const north = { countries: ['NO'], postcodeRanges: [{ from: '8000', to: '9999' }] };
    expect(regionsCover(north, { country: 'no', postcode: '9008' })).toBe(true);
    expect(regionsCover(north, { country: 'NO', postcode: '0150' })).toBe(false);
    expect(regionsCover({ countries: ['NO'], postcodeRanges: [] }, { country: 'NO', postcode: '0150' })).toBe(true);
    expect(regionsCover(north, { country: 'SE', postcode: '9008' })).toBe(false);
  });
});

describe('classes and methods', () => {
  const classes = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];
  it('the class picker offers only the classes the method has no cost for yet', () => {
    expect(unusedShippingClasses(classes, [{ class: 'b' }])).toEqual([{ _id: 'a' }, { _id: 'c' }]);
  });

  it('names the zones whose methods use a class', () => {
    const zones = [
      { name: 'Norge', methods: [{ classes: [{ class: 'a', cost: 1 }] }] },
      { name: 'Sverige', methods: [{ classes: [] }] },
    ] as never;
    expect(zonesUsingClass(zones, 'a')).toEqual(['Norge']);
    expect(zonesUsingClass(zones, 'b')).toEqual([]);
    expect(shippingMessages.classInUse(['Norge'])).toContain('fraktsonen «Norge»');
  });
});
