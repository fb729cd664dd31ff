/**
 * Discounts (spec 3 'Discount'): automatic ones, or ones a buyer unlocks with a code; a percentage,
 * an amount off or a new price, on all products, chosen products or categories, or on the shipping;
 * optionally only on a number of units per order. The pricing engine applies them
 * (pricing/discounts.ts); how they combine and how codes are counted is in docs/decisions/shop.md
 * 'Discounts'.
 */
import { z } from 'zod';
import { validationMessages } from '../core/validation';
import { formatMoney } from './money';

export const discountTypes = ['automatic', 'code'] as const;
export type DiscountType = (typeof discountTypes)[number];
export const discountTypeLabels: Record<DiscountType, string> = { automatic: 'Automatisk', code: 'Rabattkode' };

export const discountOfferTypes = ['percentage', 'fixed', 'newPrice'] as const;
export type DiscountOfferType = (typeof discountOfferTypes)[number];
export const discountOfferTypeLabels: Record<DiscountOfferType, string> = {
  percentage: 'Prosent',
  fixed: 'Fast beløp',
  newPrice: 'Ny pris',
};

export const discountAppliesTo = [
  'all',
  'products',
  'categories',
  'allShipping',
  'shippingClasses',
  'shippingClassesExcluded',
] as const;
export type DiscountAppliesTo = (typeof discountAppliesTo)[number];
export const discountAppliesToLabels: Record<DiscountAppliesTo, string> = {
  all: 'Alle produkter',
  products: 'Utvalgte produkter',
  categories: 'Utvalgte kategorier',
  allShipping: 'All frakt',
  shippingClasses: 'Frakt for utvalgte fraktklasser',
  shippingClassesExcluded: 'Frakt for alle fraktklasser unntatt de valgte',
};
/** appliesTo values that take no chosen values. */
export const discountAppliesToWithoutValues: readonly DiscountAppliesTo[] = ['all', 'allShipping'];
export const discountOnShipping = (appliesTo: DiscountAppliesTo) =>
  appliesTo === 'allShipping' || appliesTo === 'shippingClasses' || appliesTo === 'shippingClassesExcluded';

/**
 * The chosen values a discount keeps after a change (spec 3 §4: changing appliesTo clears them): the
 * values sent, else the ones it had while appliesTo stays; none for a kind that takes none.
 */
export function appliesToValuesAfter(
  current: { appliesTo: DiscountAppliesTo; appliesToValues: readonly string[] } | null,
  next: { appliesTo: DiscountAppliesTo; appliesToValues?: readonly string[] | undefined },
): string[] {
  if (discountAppliesToWithoutValues.includes(next.appliesTo)) return [];
  if (next.appliesToValues !== undefined) return [...next.appliesToValues];
  return current?.appliesTo === next.appliesTo ? [...current.appliesToValues] : [];
}

/** With a limit, which units of the order get the discount. */
export const discountLimitSelections = ['cheapest', 'mostExpensive'] as const;
export type DiscountLimitSelection = (typeof discountLimitSelections)[number];
export const discountLimitSelectionLabels: Record<DiscountLimitSelection, string> = {
  cheapest: 'De billigste varene',
  mostExpensive: 'De dyreste varene',
};

export const discountLimits = { codes: 500, values: 500, codeLength: 40 } as const;

export const discountMessages = {
  endDateRequired: 'Velg et sluttidspunkt.',
  endBeforeStart: 'Sluttidspunktet må være etter starttidspunktet.',
  percentage: 'Prosenten må være mellom 0 og 100.',
  valuesRequired: 'Velg minst én.',
  codeFormat: 'Koden kan bare ha bokstaver A–Z, tall, bindestrek og understrek.',
  codeTwice: 'Koden finnes allerede i dette tilbudet.',
  codeTaken: (code: string) => `Koden ${code} er allerede i bruk i et annet tilbud.`,
  someCodeTaken: 'En av kodene er allerede i bruk i et annet tilbud.',
} as const;

const moment = z.iso.datetime({ offset: true });

/** A code is stored and compared in upper case: 'sommer' and 'SOMMER' are the same code. */
export const discountCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(discountLimits.codeLength)
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9ÆØÅ_-]+$/, { error: discountMessages.codeFormat }));

export const discountCodeInputSchema = z
  .object({
    /** Given by the server to a new code; kept when the code is sent back, with its usage. */
    _id: z.string().min(1).max(40).optional(),
    code: discountCodeSchema,
    label: z.string().trim().max(200).default(''),
    active: z.boolean().default(true),
    /** How many orders may use the code; null for no limit. */
    maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
    /** How many of one customer's orders may use the code; null for no limit. */
    maxUsesPerCustomer: z.number().int().min(1).max(1_000_000).nullable().default(null),
  })
  .strict();
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;

export const discountCartRulesSchema = z
  .object({
    /** 'Antall per ordre': how many units of an order get the discount. */
    limit: z.number().int().min(1).max(100_000),
    limitSelection: z.enum(discountLimitSelections).default('cheapest'),
  })
  .strict();
export type DiscountCartRules = z.infer<typeof discountCartRulesSchema>;

const fields = {
  name: z.string().trim().min(1).max(200),
  __type: z.enum(discountTypes),
  active: z.boolean(),
  offerType: z.enum(discountOfferTypes),
  /** A percentage (up to two decimals) for 'percentage'; øre for 'fixed' and 'newPrice'. */
  offerValue: z.number().min(0).max(1_000_000_000),
  startDate: moment,
  endDate: moment.nullable(),
  appliesTo: z.enum(discountAppliesTo),
  /** Product ids, category (page) ids or shipping class ids, by appliesTo. */
  appliesToValues: z.array(z.string().min(1).max(40)).max(discountLimits.values),
  /** null: no limit. */
  cartRules: discountCartRulesSchema.nullable(),
  codes: z.array(discountCodeInputSchema).max(discountLimits.codes),
};

type DiscountFields = {
  __type?: DiscountType;
  offerType?: DiscountOfferType;
  offerValue?: number;
  startDate?: string;
  endDate?: string | null;
  appliesTo?: DiscountAppliesTo;
  appliesToValues?: string[];
  codes?: { code: string }[];
};

/** The rules across fields, on a whole discount (create) or on what a PATCH sends. */
function checkDiscount(discount: DiscountFields, context: z.core.$RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', message, path });
  if (discount.offerType === 'percentage' && discount.offerValue !== undefined) {
    if (discount.offerValue <= 0 || discount.offerValue > 100) issue(['offerValue'], discountMessages.percentage);
    else if (Math.round(discount.offerValue * 100) !== discount.offerValue * 100)
      issue(['offerValue'], validationMessages.invalid);
  } else if (discount.offerValue !== undefined && !Number.isInteger(discount.offerValue)) {
    issue(['offerValue'], validationMessages.invalid);
  }
  if (discount.startDate && discount.endDate && Date.parse(discount.endDate) <= Date.parse(discount.startDate)) {
    issue(['endDate'], discountMessages.endBeforeStart);
  }
  if (
    discount.appliesTo &&
    !discountAppliesToWithoutValues.includes(discount.appliesTo) &&
    discount.appliesToValues?.length === 0
  ) {
    issue(['appliesToValues'], discountMessages.valuesRequired);
  }
  const seen = new Set<string>();
  discount.codes?.forEach((entry, index) => {
    if (seen.has(entry.code)) issue(['codes', index, 'code'], discountMessages.codeTwice);
    seen.add(entry.code);
  });
}

/** A new discount: automatic, percentage, on all products, inactive, no limit (spec 3 §4 'Discounts'). */
export const discountCreateSchema = z
  .object({
    ...fields,
    __type: fields.__type.default('automatic'),
    active: fields.active.default(false),
    offerType: fields.offerType.default('percentage'),
    endDate: fields.endDate.default(null),
    appliesTo: fields.appliesTo.default('all'),
    appliesToValues: fields.appliesToValues.default([]),
    cartRules: fields.cartRules.default(null),
    codes: fields.codes.default([]),
  })
  .strict()
  .superRefine(checkDiscount);
export type DiscountCreate = z.input<typeof discountCreateSchema>;
export type DiscountValues = z.output<typeof discountCreateSchema>;

/** Without defaults: a field left out of a PATCH keeps its value (the server checks the result whole). */
export const discountUpdateSchema = z
  .object({
    name: fields.name.optional(),
    __type: fields.__type.optional(),
    active: fields.active.optional(),
    offerType: fields.offerType.optional(),
    offerValue: fields.offerValue.optional(),
    startDate: fields.startDate.optional(),
    endDate: fields.endDate.optional(),
    appliesTo: fields.appliesTo.optional(),
    appliesToValues: fields.appliesToValues.optional(),
    cartRules: fields.cartRules.optional(),
    codes: fields.codes.optional(),
  })
  .strict()
  .superRefine(checkDiscount);
export type DiscountUpdate = z.input<typeof discountUpdateSchema>;

export const discountCodeSchemaOut = z.object({
  _id: z.string(),
  code: z.string(),
  label: z.string(),
  active: z.boolean(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  /** Orders placed with the code. */
  used: z.number().int(),
});
export type DiscountCode = z.infer<typeof discountCodeSchemaOut>;

export const discountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  __type: z.enum(discountTypes),
  active: z.boolean(),
  offerType: z.enum(discountOfferTypes),
  offerValue: z.number(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  appliesTo: z.enum(discountAppliesTo),
  appliesToValues: z.array(z.string()),
  cartRules: z.object({ limit: z.number().int(), limitSelection: z.enum(discountLimitSelections) }).nullable(),
  codes: z.array(discountCodeSchemaOut),
  /** Orders placed with the discount. */
  used: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;

/** `GET discounts`: a page, or a search by name. */
export const discountListQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    text: z.string().trim().max(200).optional(),
  })
  .strict();
export type DiscountListQuery = z.output<typeof discountListQuerySchema>;

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new code from eight random bytes (`crypto.getRandomValues(new Uint8Array(8))`): eight
 * characters, upper case, without the look-alikes 0/O and 1/I.
 */
export function generateDiscountCode(randomBytes: Uint8Array): string {
  return [...randomBytes].map((byte) => codeAlphabet[byte % codeAlphabet.length]).join('');
}

/**
 * The dashboard's form: the discount with 'Sett sluttidspunkt', which makes endDate required
 * (spec 3 §5 'Discounts'); turning it off clears endDate before saving.
 */
export const discountFormSchema = z
  .object({
    ...fields,
    offerValue: fields.offerValue.nullable(),
    startDate: z.string().nullable(),
    setEndDate: z.boolean(),
    codes: z.array(discountCodeInputSchema.extend({ used: z.number().int().optional() })),
  })
  .superRefine((form, context) => {
    if (form.offerValue === null)
      context.addIssue({ code: 'custom', message: validationMessages.required, path: ['offerValue'] });
    if (!form.startDate)
      context.addIssue({ code: 'custom', message: validationMessages.required, path: ['startDate'] });
    if (form.setEndDate && !form.endDate) {
      context.addIssue({ code: 'custom', message: discountMessages.endDateRequired, path: ['endDate'] });
    }
    checkDiscount(
      { ...form, offerValue: form.offerValue ?? undefined, startDate: form.startDate ?? undefined },
      context,
    );
  });
export type DiscountForm = z.input<typeof discountFormSchema>;

const percentFormat = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 });

/** The offer as the list shows it: '20 %', '50,00 kr rabatt', 'Ny pris 99,00 kr'. */
export function discountOfferText(discount: Pick<Discount, 'offerType' | 'offerValue'>): string {
  if (discount.offerType === 'percentage') return `${percentFormat.format(discount.offerValue)} %`;
  if (discount.offerType === 'fixed') return `${formatMoney(discount.offerValue)} rabatt`;
  return `Ny pris ${formatMoney(discount.offerValue)}`;
}
