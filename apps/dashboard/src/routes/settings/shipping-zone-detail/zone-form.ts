/**
 * The zone form's values and how they become a zone: prices are typed as kroner ('149,00') and
 * sent as øre, postcode ranges are typed as '0001–1299'; then the shared rules apply, so the form
 * says what the server would.
 */
import {
  formatPostcodeRange,
  moneyInputText,
  parseMoney,
  parsePostcodeRange,
  type ShippingCostCalculation,
  type ShippingMethodType,
  type ShippingTaxStatus,
  type ShippingZone,
  shippingCostCalculations,
  shippingMethodTypes,
  shippingTaxStatuses,
  shippingZoneCreateSchema,
} from '@vev/shared';
import { z } from 'zod';

export interface MethodFormValues {
  name: string;
  type: ShippingMethodType;
  taxStatus: ShippingTaxStatus;
  cost: string;
  costCalculation: ShippingCostCalculation;
  default: boolean;
  classes: { class: string; cost: string }[];
  /** Only for a free method: from which order total it is offered; empty for always. */
  minimumOrderTotal: string;
}

export interface ZoneFormValues {
  name: string;
  regions: { countries: string[]; postcodeRanges: string[] };
  methods: MethodFormValues[];
}

/** A new method: flat rate, taxable, the zone's default when it is the first. */
export const newMethod = (isFirst: boolean): MethodFormValues => ({
  name: '',
  type: 'flatRate',
  taxStatus: 'taxable',
  cost: moneyInputText(0),
  costCalculation: 'class',
  default: isFirst,
  classes: [],
  minimumOrderTotal: '',
});

export function toZoneForm(zone: ShippingZone | null): ZoneFormValues {
  if (!zone) return { name: '', regions: { countries: ['NO'], postcodeRanges: [] }, methods: [] };
  return {
    name: zone.name,
    regions: {
      countries: zone.regions.countries,
      postcodeRanges: zone.regions.postcodeRanges.map(formatPostcodeRange),
    },
    methods: zone.methods.map((method) => ({
      name: method.name,
      type: method.type,
      taxStatus: method.taxStatus,
      cost: moneyInputText(method.cost),
      costCalculation: method.costCalculation,
      default: method.default,
      classes: method.classes.map((entry) => ({ class: entry.class, cost: moneyInputText(entry.cost) })),
      minimumOrderTotal: method.minimumOrderTotal === null ? '' : moneyInputText(method.minimumOrderTotal),
    })),
  };
}

export interface ZoneFormMessages {
  badMoney: string;
  badPostcode: string;
}

export function zoneFormSchema(messages: ZoneFormMessages) {
  const postcodeRange = z.string().transform((text, context) => {
    const range = parsePostcodeRange(text);
    if (range) return range;
    context.addIssue({ code: 'custom', message: messages.badPostcode });
    return z.NEVER;
  });
  const method = z
    .object({
      name: z.string(),
      type: z.enum(shippingMethodTypes),
      taxStatus: z.enum(shippingTaxStatuses),
      cost: z.string(),
      costCalculation: z.enum(shippingCostCalculations),
      default: z.boolean(),
      classes: z.array(z.object({ class: z.string(), cost: z.string() })),
      minimumOrderTotal: z.string(),
    })
    .transform((values, context) => {
      const money = (text: string, path: (string | number)[]) => {
        const ore = parseMoney(text);
        if (ore === null) context.addIssue({ code: 'custom', message: messages.badMoney, path });
        return ore ?? 0;
      };
      // Fields a method's type hides are not read: a free method has no price, the others no threshold.
      if (values.type === 'free') {
        const minimum =
          values.minimumOrderTotal.trim() === '' ? null : money(values.minimumOrderTotal, ['minimumOrderTotal']);
        return { ...values, cost: 0, classes: [], minimumOrderTotal: minimum };
      }
      return {
        ...values,
        cost: money(values.cost, ['cost']),
        classes: values.classes.map((entry, index) => ({
          class: entry.class,
          cost: money(entry.cost, ['classes', index, 'cost']),
        })),
        minimumOrderTotal: null,
      };
    });
  return z
    .object({
      name: z.string(),
      regions: z.object({ countries: z.array(z.string()), postcodeRanges: z.array(postcodeRange) }),
      methods: z.array(method),
    })
    .transform((values, context) => {
      // Then the shared rules, with their messages on the same paths.
      const zone = shippingZoneCreateSchema.safeParse(values);
      if (zone.success) return zone.data;
      for (const issue of zone.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    });
}
