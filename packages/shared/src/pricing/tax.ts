/**
 * The tax in one amount (a cart line, a shipping line) by the rates of its tax class, exactly as
 * fractions of integers and rounded once per rate, half up. Regular rates apply to the net amount;
 * compound rates apply afterwards, in priority order, to the net amount with every tax before them
 * (WooCommerce's rule, which the spec's rate fields come from).
 */
import { type BasisPoints, basisPointsPerWhole, divideRoundingHalfUp } from './rounding';

export interface PricingTaxRate {
  name: string;
  basisPoints: BasisPoints;
  /** Lower first. */
  priority: number;
  compound: boolean;
  /** Whether the rate applies to shipping too. */
  shipping: boolean;
}

export interface TaxAmount {
  name: string;
  basisPoints: BasisPoints;
  /** øre */
  amount: number;
}

export interface TaxedAmount {
  /** øre without tax */
  net: number;
  /** øre of tax, the sum of `taxes` */
  tax: number;
  /** øre with tax: net + tax */
  gross: number;
  taxes: TaxAmount[];
}

const whole = BigInt(basisPointsPerWhole);

/** Regular rates first, then compound ones; each group by priority, keeping the class's order for ties. */
export function applicationOrder(rates: readonly PricingTaxRate[]): PricingTaxRate[] {
  const byPriority = (a: PricingTaxRate, b: PricingTaxRate) => a.priority - b.priority;
  return [
    ...rates.filter((rate) => !rate.compound).sort(byPriority),
    ...rates.filter((rate) => rate.compound).sort(byPriority),
  ];
}

/**
 * The taxes in `amount` øre. `included`: the amount is what the customer pays (prices entered
 * with MVA), so it stays the gross and the net is what is left after the rounded taxes; otherwise
 * the amount is the net and the taxes come on top.
 */
export function taxAmount(amount: number, rates: readonly PricingTaxRate[], included: boolean): TaxedAmount {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`an amount is whole øre ≥ 0, not ${amount}`);
  const ordered = applicationOrder(rates);
  const regularSum = ordered.filter((rate) => !rate.compound).reduce((sum, rate) => sum + BigInt(rate.basisPoints), 0n);
  const compoundFactors = ordered.filter((rate) => rate.compound).map((rate) => whole + BigInt(rate.basisPoints));

  // The net amount as an exact fraction. With tax included: gross = net × (1 + Σ regular) × Π (1 + compound).
  let netNumerator = BigInt(amount);
  let netDenominator = 1n;
  if (included) {
    netNumerator *= whole ** BigInt(1 + compoundFactors.length);
    netDenominator = compoundFactors.reduce((product, factor) => product * factor, whole + regularSum);
  }

  // Each compound rate's base: the net, the regular taxes and the compound taxes before it.
  let baseNumerator = netNumerator * (whole + regularSum);
  let baseDenominator = netDenominator * whole;
  const taxes: TaxAmount[] = ordered.map((rate) => {
    const basisPoints = BigInt(rate.basisPoints);
    if (!rate.compound) {
      const exact = divideRoundingHalfUp(netNumerator * basisPoints, netDenominator * whole);
      return { name: rate.name, basisPoints: rate.basisPoints, amount: Number(exact) };
    }
    const exact = divideRoundingHalfUp(baseNumerator * basisPoints, baseDenominator * whole);
    baseNumerator *= whole + basisPoints;
    baseDenominator *= whole;
    return { name: rate.name, basisPoints: rate.basisPoints, amount: Number(exact) };
  });

  if (included) keepWithin(taxes, amount);
  const tax = taxes.reduce((sum, entry) => sum + entry.amount, 0);
  return included ? { net: amount - tax, tax, gross: amount, taxes } : { net: amount, tax, gross: amount + tax, taxes };
}

/**
 * With tax included, rounding each of several rates up could take more than the amount when the
 * net is a fraction of an øre (an amount of 1 øre under three rates): the last rates give back the
 * excess, so the net is never below zero.
 */
function keepWithin(taxes: TaxAmount[], amount: number): void {
  let excess = taxes.reduce((sum, entry) => sum + entry.amount, 0) - amount;
  for (let index = taxes.length - 1; excess > 0 && index >= 0; index -= 1) {
    const entry = taxes[index];
    if (!entry) continue;
    const given = Math.min(entry.amount, excess);
    entry.amount -= given;
    excess -= given;
  }
}
