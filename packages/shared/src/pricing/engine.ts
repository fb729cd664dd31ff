/**
 * The pricing engine (ARCHITECTURE.md 'Commerce'): the one pure function that adds up money. From
 * cart lines, the site's tax classes and its tax settings to priced lines, shipping, tax per rate
 * and totals, in whole øre. The storefront's cart and checkout, the orders checkout writes and every
 * price preview call it. Discounts come off the amounts as entered, before tax (discounts.ts).
 *
 * Invariants (tested with generated carts in engine.test.ts): the total is the sum of the lines and
 * the shipping; net plus tax is the total; the tax per rate adds up to the tax; nothing is negative;
 * with prices entered including tax a line costs exactly its unit price times its quantity less its
 * discount; no discount takes a line or the shipping below zero.
 */
import { defaultTaxClassId, ratePercentToBasisPoints, type TaxClass } from '../commerce/tax';
import {
  type DiscountReduction,
  lineReductions,
  noReduction,
  type PricingDiscount,
  shippingReduction,
} from './discounts';
import { assertOre } from './rounding';
import { type PricingTaxRate, type TaxAmount, type TaxedAmount, taxAmount } from './tax';

export interface PricingTaxClass {
  id: string;
  rates: PricingTaxRate[];
}

export interface CartLineInput {
  /** The caller's id of the line (a cart line's id, a product and variant), returned as given. */
  key: string;
  /** øre, as the price is entered: with tax unless the site enters prices without it. */
  unitPrice: number;
  quantity: number;
  /** A tax class id; unknown or empty means the default class. */
  taxClass?: string | null;
  /** What discounts look at: the product's id, its categories and its shipping class. */
  product?: string | null;
  categories?: readonly string[];
  shippingClass?: string | null;
}

export interface ShippingInput {
  /** øre, entered as the prices are. */
  price: number;
  taxable: boolean;
}

export interface PricingInput {
  lines: readonly CartLineInput[];
  /** The site's classes (`pricingTaxClasses`); shipping is taxed by the shipping rates of the default one. */
  taxClasses: readonly PricingTaxClass[];
  /** True unless the site enters prices without MVA (publishProductPriceExcludingTax). */
  pricesIncludeTax: boolean;
  shipping?: ShippingInput | null;
  /** The discounts in effect for this cart (`discountsInEffect`); none when left out. */
  discounts?: readonly PricingDiscount[];
}

export interface PricedLine extends TaxedAmount, Omit<DiscountReduction, 'discountId'> {
  key: string;
  quantity: number;
  unitPrice: number;
}

export type PricedShipping = TaxedAmount & Omit<DiscountReduction, 'discountId'>;

/** A discount the cart got, with what it took off in all. */
export interface AppliedDiscount {
  id: string;
  name: string;
  amount: number;
}

export interface PricedCart {
  lines: PricedLine[];
  shipping: PricedShipping | null;
  /** The discounts that took something off, in the order of the discounts given. */
  discounts: AppliedDiscount[];
  /** øre taken off the lines and the shipping in all. */
  discount: number;
  /** The tax per rate over the lines and the shipping, in the order the rates first appear. */
  taxes: TaxAmount[];
  net: number;
  tax: number;
  total: number;
}

function ratesOf(taxClasses: readonly PricingTaxClass[], id: string | null | undefined): PricingTaxRate[] {
  const found = taxClasses.find((taxClass) => taxClass.id === (id || defaultTaxClassId));
  return found?.rates ?? taxClasses.find((taxClass) => taxClass.id === defaultTaxClassId)?.rates ?? [];
}

function sumByRate(amounts: readonly TaxedAmount[]): TaxAmount[] {
  const sums = new Map<string, TaxAmount>();
  for (const { taxes } of amounts) {
    for (const entry of taxes) {
      const key = `${entry.name}\u0000${entry.basisPoints}`;
      const sum = sums.get(key);
      if (sum) sum.amount += entry.amount;
      else sums.set(key, { ...entry });
    }
  }
  return [...sums.values()];
}

const withoutId = ({ discount, discounts }: DiscountReduction) => ({ discount, discounts });

function appliedDiscounts(discounts: readonly PricingDiscount[], reductions: readonly DiscountReduction[]) {
  return discounts.flatMap((discount): AppliedDiscount[] => {
    const amount = reductions.reduce((sum, entry) => sum + (entry.discountId === discount.id ? entry.discount : 0), 0);
    return amount > 0 ? [{ id: discount.id, name: discount.name, amount }] : [];
  });
}

export function priceCart(input: PricingInput): PricedCart {
  for (const line of input.lines) {
    assertOre(line.unitPrice, 'a unit price');
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`a quantity is a whole number ≥ 1, not ${line.quantity}`);
    }
    assertOre(line.unitPrice * line.quantity, 'a line');
  }
  const discounts = input.discounts ?? [];
  const reductions = discounts.length > 0 ? lineReductions(discounts, input.lines) : input.lines.map(noReduction);
  const lines = input.lines.map((line, index): PricedLine => {
    const reduction = withoutId(reductions[index] ?? noReduction());
    const amount = line.unitPrice * line.quantity - reduction.discount;
    const taxed = taxAmount(amount, ratesOf(input.taxClasses, line.taxClass), input.pricesIncludeTax);
    return { key: line.key, quantity: line.quantity, unitPrice: line.unitPrice, ...reduction, ...taxed };
  });

  let shipping: PricedShipping | null = null;
  let shippingCut = noReduction();
  if (input.shipping) {
    assertOre(input.shipping.price, 'a shipping price');
    const rates = input.shipping.taxable
      ? ratesOf(input.taxClasses, defaultTaxClassId).filter((rate) => rate.shipping)
      : [];
    if (discounts.length > 0) shippingCut = shippingReduction(discounts, input.lines, input.shipping.price);
    const reduction = withoutId(shippingCut);
    shipping = { ...reduction, ...taxAmount(input.shipping.price - reduction.discount, rates, input.pricesIncludeTax) };
  }

  const amounts: TaxedAmount[] = shipping ? [...lines, shipping] : lines;
  const net = amounts.reduce((sum, amount) => sum + amount.net, 0);
  const tax = amounts.reduce((sum, amount) => sum + amount.tax, 0);
  const applied = appliedDiscounts(discounts, [...reductions, shippingCut]);
  const discount = applied.reduce((sum, entry) => sum + entry.amount, 0);
  return { lines, shipping, discounts: applied, discount, taxes: sumByRate(amounts), net, tax, total: net + tax };
}

/** The site's tax classes as the engine reads them: each rate's percent in basis points. */
export function pricingTaxClasses(classes: readonly TaxClass[]): PricingTaxClass[] {
  return classes.map((taxClass) => ({
    id: taxClass.id,
    rates: taxClass.rates.map((rate) => ({
      name: rate.name,
      basisPoints: ratePercentToBasisPoints(rate.value),
      priority: rate.priority,
      compound: rate.compound,
      shipping: rate.shipping,
    })),
  }));
}
