/**
 * Shipping (spec 2 §3 'Shipping class', 'Shipping zone', 'Shipping method'): classes group products
 * that cost alike to send; a zone says where it delivers (countries, optionally Norwegian postcode
 * ranges) and which methods the customer may choose there. Money is øre.
 */
import { z } from 'zod';
import { validationMessages } from '../core/validation';

export const shippingMethodTypes = ['flatRate', 'pickup', 'free'] as const;
export type ShippingMethodType = (typeof shippingMethodTypes)[number];
export const shippingTaxStatuses = ['taxable', 'nonTaxable'] as const;
export type ShippingTaxStatus = (typeof shippingTaxStatuses)[number];
export const shippingCostCalculations = ['class', 'order'] as const;
export type ShippingCostCalculation = (typeof shippingCostCalculations)[number];

export const shippingMethodTypeLabels: Record<ShippingMethodType, string> = {
  flatRate: 'Fast pris',
  pickup: 'Henting',
  free: 'Gratis',
};
export const shippingTaxStatusLabels: Record<ShippingTaxStatus, string> = {
  taxable: 'Avgiftspliktig',
  nonTaxable: 'Avgiftsfri',
};
export const shippingCostCalculationLabels: Record<ShippingCostCalculation, string> = {
  class: 'Per klasse',
  order: 'Per ordre',
};

export const shippingMessages = {
  oneDefault: 'Bare én fraktmetode i en sone kan være standard.',
  classTwice: 'Fraktklassen er allerede valgt for denne metoden.',
  unknownClass: 'Fraktklassen finnes ikke.',
  postcode: 'Skriv et postnummer med fire sifre, eller et område som 0001–1299.',
  postcodeOrder: 'Det første postnummeret må være lavere enn det siste.',
  country: 'Ugyldig landkode.',
  classInUse: (zones: string[]) =>
    `Fraktklassen brukes av ${zones.length === 1 ? 'fraktsonen' : 'fraktsonene'} ${zones.map((zone) => `«${zone}»`).join(', ')} og kan ikke slettes. Fjern den fra fraktmetodene først.`,
} as const;

/** Limits that keep a zone a document one reads and writes as a whole. */
export const shippingLimits = { methodsPerZone: 20, classesPerMethod: 50, postcodeRanges: 100, countries: 50 };
/** The most a shipping price can be: 1 000 000 kr. */
const maxCost = 100_000_000;
const cost = z.number().int().min(0).max(maxCost);
/** A choice the method must make: missing reads 'Feltet må fylles ut.', a wrong one 'Ugyldig valg.'. */
const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? validationMessages.required : validationMessages.choice),
  });

export const shippingClassSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShippingClass = z.infer<typeof shippingClassSchema>;

const className = z.string().trim().min(1).max(100);
const classDescription = z.string().trim().max(500);
export const shippingClassCreateSchema = z
  .object({ name: className, description: classDescription.default('') })
  .strict();
export type ShippingClassCreate = z.input<typeof shippingClassCreateSchema>;
/** Without defaults: a field left out of a PATCH keeps its value. */
export const shippingClassUpdateSchema = z
  .object({ name: className.optional(), description: classDescription.optional() })
  .strict();
export type ShippingClassUpdate = z.input<typeof shippingClassUpdateSchema>;

const postcode = z.string().regex(/^\d{4}$/, { error: shippingMessages.postcode });
export const postcodeRangeSchema = z
  .object({ from: postcode, to: postcode })
  .strict()
  .refine((range) => range.from <= range.to, { error: shippingMessages.postcodeOrder, path: ['to'] });
export type PostcodeRange = z.infer<typeof postcodeRangeSchema>;

/** '0001–1299' (en dash or hyphen) or a single '9000', as a range; null when it is neither. */
export function parsePostcodeRange(text: string): PostcodeRange | null {
  const match = /^\s*(\d{4})\s*(?:[-–]\s*(\d{4})\s*)?$/.exec(text);
  if (!match?.[1]) return null;
  const range = { from: match[1], to: match[2] ?? match[1] };
  return range.from <= range.to ? range : null;
}

export const formatPostcodeRange = (range: PostcodeRange): string =>
  range.from === range.to ? range.from : `${range.from}–${range.to}`;

/**
 * Where a zone delivers: ISO 3166-1 alpha-2 countries (Norway by default), and within them, when
 * any are given, only these Norwegian postcode ranges (both ends included).
 */
export const shippingRegionsSchema = z
  .object({
    countries: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, { error: shippingMessages.country }),
      )
      .min(1)
      .max(shippingLimits.countries)
      .transform((countries) => [...new Set(countries)]),
    postcodeRanges: z.array(postcodeRangeSchema).max(shippingLimits.postcodeRanges).default([]),
  })
  .strict();
export type ShippingRegions = z.infer<typeof shippingRegionsSchema>;
export const defaultShippingRegions: ShippingRegions = { countries: ['NO'], postcodeRanges: [] };

/** A region covers an address when the country is one of its own and the postcode in a range, if it has any. */
export function regionsCover(regions: ShippingRegions, address: { country: string; postcode: string }): boolean {
  if (!regions.countries.includes(address.country.toUpperCase())) return false;
  if (regions.postcodeRanges.length === 0) return true;
  const code = address.postcode.trim();
  return regions.postcodeRanges.some((range) => code >= range.from && code <= range.to);
}

/**
 * A shipping method. `cost` is the base price; `classes` add a price per shipping class in the cart
 * ('class': each class's cost is added; 'order': only the highest class cost is added, once). A
 * free method costs nothing and has no class costs; `minimumOrderTotal` (øre) is the order total
 * from which it is offered, read by the pricing engine at checkout.
 */
export const shippingMethodSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    type: choice(shippingMethodTypes),
    taxStatus: choice(shippingTaxStatuses).default('taxable'),
    cost: cost.default(0),
    costCalculation: choice(shippingCostCalculations),
    default: z.boolean(),
    classes: z
      .array(z.object({ class: z.string().min(1).max(40), cost }).strict())
      .max(shippingLimits.classesPerMethod)
      .default([]),
    minimumOrderTotal: cost.nullable().default(null),
  })
  .strict()
  .superRefine((method, context) => {
    const seen = new Set<string>();
    method.classes.forEach((entry, index) => {
      if (seen.has(entry.class)) {
        context.addIssue({ code: 'custom', message: shippingMessages.classTwice, path: ['classes', index, 'class'] });
      }
      seen.add(entry.class);
    });
  })
  .transform((method) =>
    method.type === 'free'
      ? { ...method, cost: 0, classes: [] }
      : { ...method, minimumOrderTotal: null as number | null },
  );
export type ShippingMethod = z.output<typeof shippingMethodSchema>;
export type ShippingMethodInput = z.input<typeof shippingMethodSchema>;

const zoneMethods = z
  .array(shippingMethodSchema)
  .max(shippingLimits.methodsPerZone)
  .superRefine((methods, context) => {
    methods.forEach((method, index) => {
      if (method.default && methods.findIndex((other) => other.default) !== index) {
        context.addIssue({ code: 'custom', message: shippingMessages.oneDefault, path: [index, 'default'] });
      }
    });
  });

const zoneName = z.string().trim().min(1).max(100);
export const shippingZoneCreateSchema = z
  .object({
    name: zoneName,
    regions: shippingRegionsSchema.default(defaultShippingRegions),
    methods: zoneMethods.default([]),
  })
  .strict();
export type ShippingZoneCreate = z.input<typeof shippingZoneCreateSchema>;
/** Without defaults: a field left out of a PATCH keeps its value; methods are sent as a whole list. */
export const shippingZoneUpdateSchema = z
  .object({ name: zoneName.optional(), regions: shippingRegionsSchema.optional(), methods: zoneMethods.optional() })
  .strict();
export type ShippingZoneUpdate = z.input<typeof shippingZoneUpdateSchema>;

export const shippingZoneSchema = z.object({
  _id: z.string(),
  name: z.string(),
  regions: z.object({
    countries: z.array(z.string()),
    postcodeRanges: z.array(z.object({ from: z.string(), to: z.string() })),
  }),
  methods: z.array(
    z.object({
      name: z.string(),
      type: z.enum(shippingMethodTypes),
      taxStatus: z.enum(shippingTaxStatuses),
      cost: z.number().int(),
      costCalculation: z.enum(shippingCostCalculations),
      default: z.boolean(),
      classes: z.array(z.object({ class: z.string(), cost: z.number().int() })),
      minimumOrderTotal: z.number().int().nullable(),
    }),
  ),
  /** Zones are tried in this order; the first that covers the address applies. */
  sort: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShippingZone = z.infer<typeof shippingZoneSchema>;

/** The classes a method's picker still offers: those it has no cost for yet. */
export const unusedShippingClasses = <Class extends { _id: string }>(
  classes: readonly Class[],
  used: readonly { class: string }[],
): Class[] => classes.filter((entry) => !used.some((cost) => cost.class === entry._id));

/** The zones (by name) whose methods price a class: such a class cannot be deleted. */
export const zonesUsingClass = (zones: readonly Pick<ShippingZone, 'name' | 'methods'>[], classId: string): string[] =>
  zones
    .filter((zone) => zone.methods.some((method) => method.classes.some((entry) => entry.class === classId)))
    .map((zone) => zone.name);
