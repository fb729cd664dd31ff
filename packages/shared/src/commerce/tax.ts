/**
 * Tax classes and the site's price settings (spec 2 §3 'Tax class', §5, §9): kept in the site's
 * settings document, saved with `PATCH site`, read by the pricing engine.
 */
import { z } from 'zod';

/** The default class: its id and its name are both '_default'; people see it as 'Standard'. */
export const defaultTaxClassId = '_default';
export const defaultTaxClassLabel = 'Standard';

export const taxLimits = { classes: 50, ratesPerClass: 20, name: 60, description: 500, priority: 999 } as const;

export const taxMessages = {
  className: 'Avgiftsklassen må ha et navn.',
  duplicateClassName: 'Det finnes allerede en avgiftsklasse med dette navnet.',
  defaultRenamed: 'Standardklassen kan ikke få nytt navn.',
  defaultDeleted: 'Standardklassen kan ikke slettes.',
  rateName: 'Satsen må ha et navn.',
  rateValue: 'Skriv inn satsen i prosent.',
  rateRange: 'Satsen må være mellom 0 og 100 %.',
  rateDecimals: 'Satsen kan ha høyst to desimaler.',
  ratePriority: 'Skriv inn prioriteten.',
  ratePriorityWhole: `Prioriteten må være et helt tall fra 1 til ${taxLimits.priority}.`,
} as const;

/** Prices shown with or without MVA: all off for a Norwegian consumer shop, whose prices include MVA. */
export const priceTaxSettings = [
  'publishProductPriceExcludingTax',
  'displayProductPriceExcludingTax',
  'displayCartPriceExcludingTax',
] as const;
export type PriceTaxSetting = (typeof priceTaxSettings)[number];

/** A message for a missing value; other problems keep the general Norwegian messages. */
const whenMissing = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? message : undefined),
});

const requiredName = (message: string) =>
  z.string(whenMissing(message)).trim().min(1, { error: message }).max(taxLimits.name);

const hasAtMostTwoDecimals = (percent: number) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6;

/** One rate of a class: 'MVA 25 %'. Rates apply in priority order; a compound rate is also charged on the taxes before it. */
export const taxRateSchema = z
  .object({
    name: requiredName(taxMessages.rateName),
    /** A percent, 0–100, with at most two decimals (12.5 is 12,5 %). */
    value: z
      .number(whenMissing(taxMessages.rateValue))
      .min(0, { error: taxMessages.rateRange })
      .max(100, { error: taxMessages.rateRange })
      .refine(hasAtMostTwoDecimals, { error: taxMessages.rateDecimals }),
    priority: z
      .number(whenMissing(taxMessages.ratePriority))
      .int({ error: taxMessages.ratePriorityWhole })
      .min(1, { error: taxMessages.ratePriorityWhole })
      .max(taxLimits.priority, { error: taxMessages.ratePriorityWhole }),
    compound: z.boolean().default(false),
    /** Whether the rate is charged on shipping too. */
    shipping: z.boolean().default(false),
  })
  .strict();
export type TaxRate = z.infer<typeof taxRateSchema>;

/** A tax class as stored and answered; products and catalogs refer to it by its id. */
export const taxClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  rates: z.array(taxRateSchema),
});
export type TaxClass = z.infer<typeof taxClassSchema>;

/** A class in `PATCH site`: a new one comes without an id, and the server gives it one. */
export const taxClassUpdateSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/)
      .optional(),
    name: requiredName(taxMessages.className),
    description: z.string().trim().max(taxLimits.description).default(''),
    rates: z.array(taxRateSchema).max(taxLimits.ratesPerClass),
  })
  .strict();
export type TaxClassUpdate = z.infer<typeof taxClassUpdateSchema>;

/**
 * What a product's reference to a tax class is recorded as (where-used): class ids are the site's
 * own names ('naeringsmidler'), so they are kept apart from the resources' ids.
 */
export const taxClassReference = (id: string): string => `taxClass:${id}`;

export const taxClassLabel = (taxClass: { id?: string; name: string }): string =>
  taxClass.id === defaultTaxClassId ? defaultTaxClassLabel : taxClass.name;

/** A problem with the list as a whole, at the path of the field to fix. */
export interface TaxClassListIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The rules across the list (spec 2 §5): the default class stays, under its own name, and no two
 * classes share a name as people see it ('Standard' is the default's).
 */
export function taxClassListIssues(classes: readonly { id?: string; name: string }[]): TaxClassListIssue[] {
  const issues: TaxClassListIssue[] = [];
  const defaultIndex = classes.findIndex((taxClass) => taxClass.id === defaultTaxClassId);
  if (defaultIndex < 0) issues.push({ path: [], message: taxMessages.defaultDeleted });
  else if (classes[defaultIndex]?.name !== defaultTaxClassId) {
    issues.push({ path: [defaultIndex, 'name'], message: taxMessages.defaultRenamed });
  }
  const seen = new Set<string>();
  classes.forEach((taxClass, index) => {
    const key = taxClassLabel(taxClass).trim().toLocaleLowerCase('nb');
    const takesDefaultName = taxClass.id !== defaultTaxClassId && taxClass.name.trim() === defaultTaxClassId;
    if (index !== defaultIndex && (seen.has(key) || takesDefaultName)) {
      issues.push({ path: [index, 'name'], message: taxMessages.duplicateClassName });
    }
    seen.add(key);
  });
  return issues;
}

const hasNames = (classes: unknown): boolean =>
  Array.isArray(classes) &&
  classes.every((taxClass) => typeof taxClass === 'object' && taxClass !== null && typeof taxClass.name === 'string');

/**
 * Checks the list rules on a list, also when some of its fields are wrong too, so that every
 * problem shows at once (as long as every class has a name to compare).
 */
export function refineTaxClassList<T extends z.ZodType<{ id?: string; name: string }[]>>(list: T) {
  return list.superRefine(
    (classes, context) => {
      for (const issue of taxClassListIssues(classes)) context.addIssue({ code: 'custom', ...issue });
    },
    { when: (payload) => hasNames(payload.value) },
  );
}

/** The whole list as `PATCH site` takes it. */
export const taxClassesUpdateSchema = refineTaxClassList(z.array(taxClassUpdateSchema).max(taxLimits.classes));

/** A site that never saved its taxes has Norway's general rate. */
export const defaultTaxClasses: TaxClass[] = [
  {
    id: defaultTaxClassId,
    name: defaultTaxClassId,
    description: '',
    rates: [{ name: 'MVA', value: 25, priority: 1, compound: false, shipping: true }],
  },
];

/** The stored list, with the default class first, also if it were ever missing. */
export function withDefaultTaxClass(classes: readonly TaxClass[]): TaxClass[] {
  const stored = classes.find((taxClass) => taxClass.id === defaultTaxClassId);
  const others = classes.filter((taxClass) => taxClass.id !== defaultTaxClassId);
  return [stored ?? (defaultTaxClasses[0] as TaxClass), ...others];
}

/**
 * The saved list: classes keep the ids they had; a new class, or one with an id the site does
 * not have, gets a fresh id from `newId` (ids are the platform's to give).
 */
export function assignTaxClassIds(
  current: readonly TaxClass[],
  next: readonly TaxClassUpdate[],
  newId: () => string,
): TaxClass[] {
  const known = new Set(current.map((taxClass) => taxClass.id));
  return next.map(({ id, ...taxClass }) => ({ ...taxClass, id: id && known.has(id) ? id : newId() }));
}

/**
 * A rate's percent in basis points (25 → 2500, 12.5 → 1250) for the pricing engine, which
 * computes in integers only. Rates have at most two decimals, so this is exact.
 */
export function ratePercentToBasisPoints(percent: number): number {
  const basisPoints = Math.round(percent * 100);
  if (!hasAtMostTwoDecimals(percent) || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError(`Ugyldig avgiftssats: ${percent}`);
  }
  return basisPoints;
}
