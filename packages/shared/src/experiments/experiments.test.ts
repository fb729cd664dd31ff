import { describe, expect, it } from 'vitest';
import {
  assignVariant,
  chanceToBeat,
  experimentCreateSchema,
  experimentMessages,
  experimentRuns,
  minimumEntries,
  nextVariantName,
  normalCdf,
  orderLineReachesGoal,
  pageViewReachesGoal,
  successRate,
  variantLabel,
  variantStats,
} from './index';

const variants = [
  { _id: '_baseline', weight: 50 },
  { _id: 'a', weight: 30 },
  { _id: 'b', weight: 20 },
];

describe('variant assignment', () => {
  it('gives each variant its share of many visitors, within tolerance', () => {
    const counts = new Map<string, number>();
    const visitors = 20_000;
    for (let n = 0; n < visitors; n += 1) {
      const variant = assignVariant(variants, `besøkende-${n}`, 'exp1');
      counts.set(variant?._id ?? 'none', (counts.get(variant?._id ?? 'none') ?? 0) + 1);
    }
    expect((counts.get('_baseline') ?? 0) / visitors).toBeCloseTo(0.5, 1);
    expect(Math.abs((counts.get('a') ?? 0) / visitors - 0.3)).toBeLessThan(0.02);
    expect(Math.abs((counts.get('b') ?? 0) / visitors - 0.2)).toBeLessThan(0.02);
    expect(counts.get('none')).toBeUndefined();
  });

  it('keeps a visitor in the same variant on every visit', () => {
    for (let n = 0; n < 100; n += 1) {
      const first = assignVariant(variants, `v${n}`, 'exp1');
      expect(assignVariant(variants, `v${n}`, 'exp1')).toBe(first);
    }
  });

  it('never picks a variant of weight 0, and nobody when all are 0', () => {
    const zero = [
      { _id: '_baseline', weight: 1 },
      { _id: 'a', weight: 0 },
    ];
    for (let n = 0; n < 500; n += 1) expect(assignVariant(zero, `v${n}`, 'e')?._id).toBe('_baseline');
    expect(assignVariant([{ _id: '_baseline', weight: 0 }], 'v', 'e')).toBeNull();
  });
});

describe('experiment rules', () => {
  it('names new variants Variant N by count', () => {
    expect(nextVariantName([{}])).toBe('Variant 1');
    expect(nextVariantName([{}, {}, {}])).toBe('Variant 3');
  });

  it('shows the baseline as Standard', () => {
    expect(variantLabel({ _id: '_baseline', name: '_baseline' })).toBe('Standard');
    expect(variantLabel({ _id: 'x', name: 'Grønn knapp' })).toBe('Grønn knapp');
  });

  it('creates with the defaults: type page, inactive, goal page view, only Standard', () => {
    const parsed = experimentCreateSchema.parse({ name: 'Forside' });
    expect(parsed).toMatchObject({ type: 'page', active: false, goal: { type: 'pageView' } });
    expect(parsed.variants).toEqual([
      { _id: '_baseline', name: '_baseline', weight: 50, data: { pages: [], templates: [] } },
    ]);
  });

  it('requires a page-view goal URL and an order-line product', () => {
    const goal = (type: string) =>
      experimentCreateSchema.safeParse({ name: 'x', goal: { type, meta1: { value: '' } } }).error?.issues[0]?.message;
    expect(goal('pageView')).toBe(experimentMessages.goalUrlRequired);
    expect(goal('orderLine')).toBe(experimentMessages.goalProductRequired);
  });

  it('requires a page to activate, Standard among the variants, and the end after the start', () => {
    const messages = (input: object) =>
      experimentCreateSchema.safeParse({ name: 'x', ...input }).error?.issues.map((issue) => issue.message);
    expect(messages({ active: true })).toEqual([experimentMessages.pageRequired]);
    expect(messages({ variants: [{ name: 'A', weight: 1 }] })).toEqual([experimentMessages.baselineRequired]);
    expect(messages({ fromDate: '2026-03-03T10:00:00Z', toDate: '2026-03-02T10:00:00Z' })).toEqual([
      experimentMessages.toBeforeFrom,
    ]);
  });

  it('runs only while active and inside its dates', () => {
    const now = new Date('2026-03-03T12:00:00Z');
    expect(experimentRuns({ active: true, fromDate: null, toDate: null }, now)).toBe(true);
    expect(experimentRuns({ active: false, fromDate: null, toDate: null }, now)).toBe(false);
    expect(experimentRuns({ active: true, fromDate: '2026-03-04T00:00:00Z', toDate: null }, now)).toBe(false);
    expect(experimentRuns({ active: true, fromDate: null, toDate: '2026-03-03T12:00:00Z' }, now)).toBe(false);
  });

  it('reaches a page-view goal by equals or contains, on the path of a full URL too', () => {
    const goal = (value: string, operation: 'equals' | 'contains') => ({
      type: 'pageView' as const,
      meta1: { value, operation },
      meta2: null,
    });
    expect(pageViewReachesGoal(goal('/takk', 'equals'), '/takk')).toBe(true);
    expect(pageViewReachesGoal(goal('https://demo.no/takk?x=1', 'equals'), '/takk')).toBe(true);
    expect(pageViewReachesGoal(goal('/takk', 'equals'), '/takk/mer')).toBe(false);
    expect(pageViewReachesGoal(goal('takk', 'contains'), '/tusen-takk')).toBe(true);
  });

  it('reaches an order-line goal with the product, and meta2 on the line name', () => {
    const goal = {
      type: 'orderLine' as const,
      meta1: { value: 'p1', operation: 'equals' as const },
      meta2: { value: 'Stor', operation: 'contains' as const },
    };
    expect(orderLineReachesGoal(goal, { productId: 'p1', name: 'Genser Stor' })).toBe(true);
    expect(orderLineReachesGoal(goal, { productId: 'p1', name: 'Genser Liten' })).toBe(false);
    expect(orderLineReachesGoal(goal, { productId: 'p2', name: 'Genser Stor' })).toBe(false);
  });
});

describe('experiment statistics', () => {
  const counts = (entries: number, goals: number) => ({ entries, goals, goalValue: 0 });

  it('success rate is goals over entries, 0 without entries', () => {
    expect(successRate(counts(200, 50))).toBe(0.25);
    expect(successRate(counts(0, 0))).toBe(0);
  });

  it('gives no chance below the minimum sample: Ikke nok data ennå', () => {
    expect(chanceToBeat(counts(minimumEntries - 1, 10), counts(1000, 10))).toBeNull();
    expect(chanceToBeat(counts(1000, 10), counts(minimumEntries - 1, 10))).toBeNull();
  });

  it('is one half for equal results and near certain for a clear winner', () => {
    expect(chanceToBeat(counts(1000, 100), counts(1000, 100))).toBeCloseTo(0.5, 5);
    expect(chanceToBeat(counts(1000, 200), counts(1000, 100))).toBeGreaterThan(0.999);
    expect(chanceToBeat(counts(1000, 100), counts(1000, 200))).toBeLessThan(0.001);
  });

  it('matches the normal distribution where its values are known', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
  });

  it('gives Standard no chance against itself', () => {
    const stats = variantStats(counts(500, 50), counts(500, 50), true);
    expect(stats).toEqual({ entries: 500, goals: 50, successRate: 0.1, goalValue: 0, chanceToBeatBaseline: null });
  });
});
