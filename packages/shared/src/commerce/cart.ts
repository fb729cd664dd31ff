/**
 * The storefront cart's rules: what a line holds, which customization values a buyer may send and
 * what they add to a unit's price (as entered, before the pricing engine taxes and sums the lines),
 * the amount a product allows (its limitation and its stock), and what a shipping method costs for
 * the classes in a cart. The cart page and checkout on the server and the order checkout writes
 * share them, so a cart never shows another price than the order charges.
 */
import { z } from 'zod';
import { type CustomizeOption, type CustomizeValues, conditionsHold } from './customize';
import type { ShippingMethod } from './shipping';

export const cartLimits = { lines: 50, amount: 999, value: 500 } as const;

/** How long a cart is kept after its last change. */
export const cartLifetimeDays = 30;

export const cartMessages = {
  empty: 'Handlekurven er tom',
  productGone: 'Produktet finnes ikke lenger.',
  notForSale: 'Produktet kan ikke kjøpes nå.',
  chooseVariant: 'Velg en variant.',
  variantGone: 'Varianten finnes ikke lenger.',
  soldOut: 'Produktet er utsolgt.',
  onlyLeft: (count: number) => `Det er bare ${count} igjen på lager.`,
  atLeast: (count: number) => `Du må kjøpe minst ${count}.`,
  atMost: (count: number) => `Du kan kjøpe høyst ${count}.`,
  amount: `Antall må være et helt tall fra 1 til ${cartLimits.amount}.`,
  tooManyLines: `Handlekurven kan ha høyst ${cartLimits.lines} varer.`,
  lineGone: 'Varen finnes ikke i handlekurven.',
  fieldRequired: (label: string) => `Fyll ut «${label}».`,
  fieldChoice: (label: string) => `Velg et av alternativene for «${label}».`,
  fieldNumber: (label: string) => `«${label}» må være et tall.`,
  fieldAtLeast: (label: string, min: number) => `«${label}» må være minst ${min}.`,
  fieldAtMost: (label: string, max: number) => `«${label}» kan være høyst ${max}.`,
  fieldShort: (label: string, min: number) => `«${label}» må ha minst ${min} tegn.`,
  fieldLong: (label: string, max: number) => `«${label}» kan ha høyst ${max} tegn.`,
  discountUnknown: 'Rabattkoden finnes ikke',
  added: 'Varen er lagt i handlekurven.',
  updated: 'Handlekurven er oppdatert.',
  removed: 'Varen er fjernet fra handlekurven.',
  oneTime: 'En booket tid gjelder én plass. Velg en tid til for å booke flere.',
} as const;

/** A customization as a line keeps it: the field's key and what the buyer entered. */
export const cartCustomizationSchema = z.object({
  key: z.string().min(1).max(60),
  value: z.string().max(cartLimits.value),
});
export type CartCustomization = z.infer<typeof cartCustomizationSchema>;

/**
 * The time a product that sells a booking service's time was added with (`/booking/{id}?produkt=`):
 * the slot is checked when it is added and taken, held while the payment runs, at checkout.
 */
export const cartBookingSchema = z
  .object({
    service: z.string().min(1).max(40),
    start: z.iso.datetime({ offset: true }),
    event: z.string().min(1).max(40).nullable(),
  })
  .strict();
export type CartBooking = z.infer<typeof cartBookingSchema>;

/** A line as the cart stores it: what was chosen, never a price (the engine prices it on every read). */
export const storedCartLineSchema = z.object({
  id: z.string().min(1).max(40),
  product: z.string().min(1).max(40),
  variant: z.string().min(1).max(40).nullable(),
  amount: z.number().int().min(1).max(cartLimits.amount),
  customizations: z.array(cartCustomizationSchema).max(50),
  /** A booked time (one place, amount 1); null for every other line. */
  booking: cartBookingSchema.nullable().default(null),
});
export type StoredCartLine = z.infer<typeof storedCartLineSchema>;

/** The stored lines, leaving out any that no longer fit (the cart is read on every page, never refused). */
export function readStoredCartLines(value: unknown): StoredCartLine[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((line) => {
    const parsed = storedCartLineSchema.safeParse(line);
    return parsed.success ? [parsed.data] : [];
  });
}

/** An amount as a form sends it ('2'); null unless a whole number from 1 to the limit. */
export function parseCartAmount(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!/^\d{1,4}$/.test(text)) return null;
  const amount = Number(text);
  return amount >= 1 && amount <= cartLimits.amount ? amount : null;
}

/**
 * The same choice of product, variant and customizations: a second add raises the amount of the
 * first line. A booked time is a line of its own, always.
 */
export function sameCartChoice(a: Omit<StoredCartLine, 'id' | 'amount'>, b: Omit<StoredCartLine, 'id' | 'amount'>) {
  if (a.booking || b.booking) return false;
  const entries = (line: Omit<StoredCartLine, 'id' | 'amount'>) =>
    JSON.stringify([...line.customizations].sort((x, y) => x.key.localeCompare(y.key)));
  return a.product === b.product && a.variant === b.variant && entries(a) === entries(b);
}

const numberIn = (value: string): number | null => {
  const text = value.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
};

type Field = Pick<
  CustomizeOption,
  'key' | 'label' | 'type' | 'required' | 'min' | 'max' | 'price' | 'options' | 'conditions'
>;

export interface CheckedCustomizations {
  /** The fields that show and are filled in, in the product's order. */
  values: CartCustomization[];
  /** By field key: why a value is refused. */
  problems: Record<string, string>;
}

/** One value against its field; null when it fits. */
function valueProblem(field: Field, value: string): string | null {
  const { label } = field;
  if (field.type === 'Radio' || field.type === 'Color') {
    return field.options.some((option) => option.label === value) ? null : cartMessages.fieldChoice(label);
  }
  if (field.type === 'Checkbox') return value === 'true' ? null : cartMessages.fieldChoice(label);
  if (field.type === 'Number' || field.type === 'NumberMultiplier' || field.type === 'Stepper') {
    const number = numberIn(value);
    if (number === null) return cartMessages.fieldNumber(label);
    if (field.type !== 'Number' && (!Number.isInteger(number) || number < 0)) return cartMessages.fieldNumber(label);
    if (field.min !== null && number < field.min) return cartMessages.fieldAtLeast(label, field.min);
    if (field.max !== null && number > field.max) return cartMessages.fieldAtMost(label, field.max);
    return null;
  }
  const length = [...value].length;
  if (field.min !== null && length < field.min) return cartMessages.fieldShort(label, field.min);
  if (field.max !== null && length > field.max) return cartMessages.fieldLong(label, field.max);
  return null;
}

/**
 * The buyer's values checked against the product's fields (spec 3 'Customize option'): a field whose
 * conditions do not hold is left out, as the product page hides it; a required field that shows must
 * be filled in; values of fields the product does not have are dropped.
 */
export function checkCustomizations(fields: readonly Field[], given: CustomizeValues): CheckedCustomizations {
  const values: CartCustomization[] = [];
  const problems: Record<string, string> = {};
  for (const field of fields) {
    if (!conditionsHold(field, given)) continue;
    const value = (given[field.key] ?? '').trim();
    if (value === '' || (field.type === 'Checkbox' && value !== 'true')) {
      if (field.required) problems[field.key] = cartMessages.fieldRequired(field.label);
      continue;
    }
    if (value.length > cartLimits.value) {
      problems[field.key] = cartMessages.fieldLong(field.label, cartLimits.value);
      continue;
    }
    const problem = valueProblem(field, value);
    if (problem) problems[field.key] = problem;
    else values.push({ key: field.key, value });
  }
  return { values, problems };
}

/**
 * What a filled-in field adds to one unit's price, in øre as entered: its price, times the number for
 * 'Tall som ganger prisen' and 'Antall'; with the chosen option's price for a choice; for 'Tekst med
 * pris etter lengde' the price of the longest option whose minimum length (its meta) the text reaches.
 */
export function customizationUnitPrice(field: Field, value: string): number {
  switch (field.type) {
    case 'NumberMultiplier':
    case 'Stepper':
      return field.price * Math.max(0, Math.trunc(numberIn(value) ?? 0));
    case 'Radio':
    case 'Color':
      return field.price + (field.options.find((option) => option.label === value)?.price ?? 0);
    case 'StringStepper': {
      const length = [...value.trim()].length;
      const reached = field.options
        .map((option) => ({ min: Number.parseInt(option.meta, 10) || 0, price: option.price }))
        .filter((option) => option.min <= length)
        .sort((a, b) => b.min - a.min)[0];
      return field.price + (reached?.price ?? 0);
    }
    default:
      return field.price;
  }
}

export interface PricedCustomization {
  key: string;
  label: string;
  value: string;
  /** øre per unit, as entered. */
  unitPrice: number;
}

/** A line's customizations with their labels and prices; values of fields the product no longer has are left out. */
export function pricedCustomizations(
  fields: readonly Field[],
  chosen: readonly CartCustomization[],
): PricedCustomization[] {
  return chosen.flatMap((entry) => {
    const field = fields.find((candidate) => candidate.key === entry.key);
    if (!field) return [];
    return [
      { key: entry.key, label: field.label, value: entry.value, unitPrice: customizationUnitPrice(field, entry.value) },
    ];
  });
}

/**
 * The unit price the pricing engine gets for a line: the product's (or variant's) price as entered
 * plus what its customizations add per unit. The engine taxes and sums it; nothing else does.
 */
export const cartLineUnitPrice = (basePrice: number, customizations: readonly PricedCustomization[]): number =>
  customizations.reduce((sum, entry) => sum + entry.unitPrice, basePrice);

/** What the shop allows of a product or variant. */
export interface AmountRule {
  /** Lagerstyring: the live count decides. */
  manageStock: boolean;
  backorders: string;
  stockCount: number;
  /** The status chosen without stock management. */
  stockStatus: string;
  limitation: { enabled: boolean; min: number | null; max: number | null };
}

/**
 * The least stock count with which `amountProblem` lets `amount` through, where the count matters
 * (stock managed without backorders); null where it does not. Checkout checks it against the locked
 * count in SQL (orders/write-at-once.ts).
 */
export function stockNeeded(rule: Pick<AmountRule, 'manageStock' | 'backorders'>, amount: number): number | null {
  return rule.manageStock && rule.backorders === 'no' ? Math.max(1, amount) : null;
}

/**
 * Why `amount` of it cannot be bought, or null: sold out, more than the stock without backorders
 * ('Det er bare 3 igjen på lager.'), or outside the product's limitation per order.
 */
export function amountProblem(rule: AmountRule, amount: number): string | null {
  const needed = stockNeeded(rule, amount);
  if ((needed !== null && rule.stockCount <= 0) || (!rule.manageStock && rule.stockStatus === 'outOfStock')) {
    return cartMessages.soldOut;
  }
  if (needed !== null && rule.stockCount < needed) return cartMessages.onlyLeft(rule.stockCount);
  const { limitation } = rule;
  if (limitation.enabled && limitation.min !== null && amount < limitation.min) {
    return cartMessages.atLeast(limitation.min);
  }
  if (limitation.enabled && limitation.max !== null && limitation.max > 0 && amount > limitation.max) {
    return cartMessages.atMost(limitation.max);
  }
  return null;
}

/**
 * What a method costs for the shipping classes of the cart's products, in øre as entered: 'Per
 * klasse' adds the price of each class present once, 'Per ordre' only the highest; a free method
 * costs nothing and is offered only from its minimum order total (null when not offered).
 */
export function shippingMethodPrice(
  method: Pick<ShippingMethod, 'type' | 'cost' | 'costCalculation' | 'classes' | 'minimumOrderTotal'>,
  cart: { classes: readonly string[]; total: number },
): number | null {
  if (method.type === 'free') {
    return method.minimumOrderTotal === null || cart.total >= method.minimumOrderTotal ? 0 : null;
  }
  const present = new Set(cart.classes);
  const classCosts = method.classes.filter((entry) => present.has(entry.class)).map((entry) => entry.cost);
  if (method.costCalculation === 'order') return method.cost + Math.max(0, ...classCosts);
  return classCosts.reduce((sum, cost) => sum + cost, method.cost);
}
