import { installNorwegianValidationMessages, type ShippingZone } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { newMethod, toZoneForm, zoneFormSchema } from './zone-form';

installNorwegianValidationMessages();
const schema = zoneFormSchema({ badMoney: 'Beløp', badPostcode: 'Postnummer' });

const zone: ShippingZone = {
  _id: 'z',
  name: 'Nord-Norge',
  regions: { countries: ['NO'], postcodeRanges: [{ from: '8000', to: '9999' }] },
  methods: [
    {
      name: 'Budbil',
      type: 'flatRate',
      taxStatus: 'taxable',
      cost: 19_900,
      costCalculation: 'class',
      default: true,
      classes: [{ class: 'pall', cost: 49_900 }],
      minimumOrderTotal: null,
    },
  ],
  sort: 0,
  createdAt: '',
  updatedAt: '',
};

describe('the zone form', () => {
  it('shows prices as kroner and ranges as text, and sends them back as øre and ranges', () => {
    const form = toZoneForm(zone);
    expect(form.regions.postcodeRanges).toEqual(['8000–9999']);
    expect(form.methods[0]).toMatchObject({ cost: '199,00', classes: [{ class: 'pall', cost: '499,00' }] });
    const { _id, sort, createdAt, updatedAt, ...body } = zone;
    expect(schema.parse(form)).toEqual(body);
  });

  it('a new zone delivers in Norway; the first new method is its default', () => {
    expect(toZoneForm(null)).toEqual({ name: '', regions: { countries: ['NO'], postcodeRanges: [] }, methods: [] });
    expect(newMethod(true)).toMatchObject({ default: true, type: 'flatRate', cost: '0,00' });
    expect(newMethod(false).default).toBe(false);
  });

  it('says where a price or a postcode cannot be read', () => {
    const form = toZoneForm(zone);
    form.regions.postcodeRanges = ['Tromsø'];
    form.methods[0] = { ...newMethod(true), name: 'X', cost: '12,345' };
    const result = schema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['regions.postcodeRanges.0', 'Postnummer'],
      ['methods.0.cost', 'Beløp'],
    ]);
  });

  it('a free method drops a price it hides, and keeps its threshold in øre', () => {
    const form = toZoneForm(zone);
    form.methods[0] = { ...newMethod(true), name: 'Gratis', type: 'free', cost: 'tull', minimumOrderTotal: '1 000' };
    expect(schema.parse(form).methods[0]).toMatchObject({ cost: 0, classes: [], minimumOrderTotal: 100_000 });
  });
});
