/**
 * Discounts in the pricing engine: which discounts are in effect for a cart (active, in their
 * period, automatic or unlocked by the cart's code) and what each takes off the lines and the
 * shipping. They never stack: each line gets the one discount that takes the most off it, codes and
 * automatic ones alike, and the shipping gets its best one (docs/decisions/shop.md 'Discounts').
 * Amounts are øre as prices are entered; a percentage is rounded half up once per line.
 */
import type { DiscountAppliesTo, DiscountCartRules, DiscountOfferType, DiscountType } from '../commerce/discount';
import { basisPointsPerWhole, divideRoundingHalfUp } from './rounding';

export interface PricingDiscount {
  id: string;
  name: string;
  __type: DiscountType;
  offerType: DiscountOfferType;
  /** A percentage for 'percentage', øre otherwise. */
  offerValue: number;
  appliesTo: DiscountAppliesTo;
  appliesToValues: readonly string[];
  cartRules: DiscountCartRules | null;
}

/** What the engine knows of a line to decide whether a discount reaches it. */
export interface DiscountableLine {
  key: string;
  unitPrice: number;
  quantity: number;
  product?: string | null;
  categories?: readonly string[];
  shippingClass?: string | null;
}

export interface DiscountReduction {
  /** øre taken off, the sum of `discounts`. */
  discount: number;
  /** Discount name → øre. */
  discounts: Record<string, number>;
  /** The discount's id, or null. */
  discountId: string | null;
}

export const noReduction = (): DiscountReduction => ({ discount: 0, discounts: {}, discountId: null });

/** A discount as stored, enough to decide whether it is in effect. */
export interface StoredDiscountForPricing extends PricingDiscount {
  active: boolean;
  startDate: string;
  endDate: string | null;
  codes: readonly { _id: string; code: string; active: boolean; maxUses: number | null; used: number }[];
}

/** The code entry a cart's code unlocks now, with its discount; null when unknown, used up or out of period. */
export function discountForCode(discounts: readonly StoredDiscountForPricing[], code: string, now: Date) {
  const wanted = code.trim().toUpperCase();
  for (const discount of discounts) {
    if (discount.__type !== 'code' || !inEffect(discount, now)) continue;
    const entry = discount.codes.find((candidate) => candidate.code === wanted);
    if (entry?.active && (entry.maxUses === null || entry.used < entry.maxUses)) return { discount, code: entry };
  }
  return null;
}

function inEffect(discount: StoredDiscountForPricing, now: Date): boolean {
  const time = now.getTime();
  return (
    discount.active &&
    Date.parse(discount.startDate) <= time &&
    (discount.endDate === null || time < Date.parse(discount.endDate))
  );
}

/** The discounts a cart gets now: every automatic one in effect, and the one its code unlocks. */
export function discountsInEffect(
  discounts: readonly StoredDiscountForPricing[],
  now: Date,
  code: string | null,
): PricingDiscount[] {
  const automatic = discounts.filter((discount) => discount.__type === 'automatic' && inEffect(discount, now));
  const unlocked = code ? discountForCode(discounts, code, now)?.discount : undefined;
  return unlocked ? [...automatic, unlocked] : automatic;
}

/** What a discount takes off `units` units of `unitPrice` øre: never more than they cost. */
function reductionOf(discount: PricingDiscount, unitPrice: number, units: number): number {
  if (units <= 0) return 0;
  const value = discount.offerValue;
  if (discount.offerType === 'percentage') {
    const basisPoints = BigInt(Math.round(value * 100));
    const reduction = divideRoundingHalfUp(BigInt(unitPrice * units) * basisPoints, BigInt(basisPointsPerWhole));
    return Math.min(Number(reduction), unitPrice * units);
  }
  if (discount.offerType === 'fixed') return Math.min(value, unitPrice) * units;
  // A new price only ever lowers a price.
  return Math.max(0, unitPrice - value) * units;
}

function reachesLine(discount: PricingDiscount, line: DiscountableLine): boolean {
  if (discount.appliesTo === 'all') return true;
  if (discount.appliesTo === 'products') return !!line.product && discount.appliesToValues.includes(line.product);
  if (discount.appliesTo === 'categories') {
    return (line.categories ?? []).some((category) => discount.appliesToValues.includes(category));
  }
  return false;
}

/** The units of each line a discount reaches: all of them, or with a limit the cheapest or dearest first. */
function unitsPerLine(discount: PricingDiscount, lines: readonly DiscountableLine[]): number[] {
  const units = lines.map((line) => (reachesLine(discount, line) ? line.quantity : 0));
  const rules = discount.cartRules;
  if (!rules) return units;
  const order = lines
    .map((line, index) => ({ index, unitPrice: line.unitPrice }))
    .filter(({ index }) => (units[index] ?? 0) > 0)
    .sort((a, b) =>
      rules.limitSelection === 'cheapest'
        ? a.unitPrice - b.unitPrice || a.index - b.index
        : b.unitPrice - a.unitPrice || a.index - b.index,
    );
  const limited = lines.map(() => 0);
  let left = rules.limit;
  for (const { index } of order) {
    const taken = Math.min(left, units[index] ?? 0);
    limited[index] = taken;
    left -= taken;
  }
  return limited;
}

/** Ties go to a code (the buyer typed it and sees it used), then to the discount first in the list. */
const better = (
  candidate: { amount: number; discount: PricingDiscount },
  best: { amount: number; discount: PricingDiscount } | null,
) =>
  !best ||
  candidate.amount > best.amount ||
  (candidate.amount === best.amount && candidate.discount.__type === 'code' && best.discount.__type !== 'code');

function reductionFrom(best: { amount: number; discount: PricingDiscount } | null): DiscountReduction {
  if (!best || best.amount === 0) return noReduction();
  return { discount: best.amount, discounts: { [best.discount.name]: best.amount }, discountId: best.discount.id };
}

/** Each line's reduction: the best discount that reaches it. */
export function lineReductions(
  discounts: readonly PricingDiscount[],
  lines: readonly DiscountableLine[],
): DiscountReduction[] {
  const onLines = discounts.filter((discount) => !isShippingDiscount(discount));
  const allocations = onLines.map((discount) => ({ discount, units: unitsPerLine(discount, lines) }));
  return lines.map((line, index) => {
    let best: { amount: number; discount: PricingDiscount } | null = null;
    for (const { discount, units } of allocations) {
      const candidate = { amount: reductionOf(discount, line.unitPrice, units[index] ?? 0), discount };
      if (better(candidate, best)) best = candidate;
    }
    return reductionFrom(best);
  });
}

const isShippingDiscount = (discount: PricingDiscount) =>
  discount.appliesTo === 'allShipping' ||
  discount.appliesTo === 'shippingClasses' ||
  discount.appliesTo === 'shippingClassesExcluded';

/**
 * The shipping's reduction. 'shippingClasses' reaches it when the cart holds a product of a chosen
 * class; 'shippingClassesExcluded' when it holds none.
 */
export function shippingReduction(
  discounts: readonly PricingDiscount[],
  lines: readonly DiscountableLine[],
  price: number,
): DiscountReduction {
  const classes = new Set(lines.flatMap((line) => (line.shippingClass ? [line.shippingClass] : [])));
  let best: { amount: number; discount: PricingDiscount } | null = null;
  for (const discount of discounts) {
    const chosen = discount.appliesToValues.some((value) => classes.has(value));
    const reaches =
      discount.appliesTo === 'allShipping' ||
      (discount.appliesTo === 'shippingClasses' && chosen) ||
      (discount.appliesTo === 'shippingClassesExcluded' && !chosen);
    if (!reaches) continue;
    const candidate = { amount: reductionOf(discount, price, 1), discount };
    if (better(candidate, best)) best = candidate;
  }
  return reductionFrom(best);
}
