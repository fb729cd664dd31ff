/**
 * The one rounding rule for money (ARCHITECTURE.md 'Commerce'): half up, to whole øre, once per
 * line. Shares of an amount (tax in a price, a percentage) are computed exactly as fractions of
 * integers, so no floating point ever decides an øre.
 */

/** A rate in basis points: 25 % is 2 500. */
export type BasisPoints = number;

export const basisPointsPerWhole = 10_000;

/** n / d rounded half up (away from zero for halves), d > 0, in exact integer arithmetic. */
export function divideRoundingHalfUp(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('the divisor must be positive');
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  const rounded = (2n * magnitude + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** An integer amount of øre, or a RangeError: the engine never takes fractions of øre or unsafe sums. */
export function assertOre(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${what} must be a whole number of øre, not ${amount}`);
}
