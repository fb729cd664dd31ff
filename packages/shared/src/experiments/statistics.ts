/**
 * An experiment's statistics per variant. The chance that a variant beats Standard is Bayesian:
 * each conversion rate has the posterior Beta(1 + goals, 1 + entries − goals) (a uniform prior), and
 * P(variant > Standard) is read from the normal approximation of the difference of the two
 * posteriors. Below `minimumEntries` entries in either, the answer is null: 'Ikke nok data ennå'.
 */
import type { VariantStats } from './experiment';

/** Below this many entries in the variant or in Standard, the chance is not given. */
export const minimumEntries = 100;

export const notEnoughData = 'Ikke nok data ennå';

export interface VariantCounts {
  entries: number;
  goals: number;
  goalValue: number;
}

/** Φ(x) from erf by Abramowitz and Stegun 7.1.26 (error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function betaPosterior(counts: VariantCounts) {
  const a = 1 + counts.goals;
  const b = 1 + Math.max(0, counts.entries - counts.goals);
  return { mean: a / (a + b), variance: (a * b) / ((a + b) ** 2 * (a + b + 1)) };
}

/** P(rate of the variant > rate of Standard); null below the minimum sample. */
export function chanceToBeat(variant: VariantCounts, baseline: VariantCounts): number | null {
  if (variant.entries < minimumEntries || baseline.entries < minimumEntries) return null;
  const v = betaPosterior(variant);
  const b = betaPosterior(baseline);
  return normalCdf((v.mean - b.mean) / Math.sqrt(v.variance + b.variance));
}

export const successRate = (counts: VariantCounts) => (counts.entries > 0 ? counts.goals / counts.entries : 0);

/** One variant's figures; Standard itself gets no chance against itself (null). */
export function variantStats(counts: VariantCounts, baseline: VariantCounts | null, isBaseline: boolean): VariantStats {
  return {
    entries: counts.entries,
    goals: counts.goals,
    successRate: successRate(counts),
    goalValue: counts.goalValue,
    chanceToBeatBaseline: isBaseline || !baseline ? null : chanceToBeat(counts, baseline),
  };
}
