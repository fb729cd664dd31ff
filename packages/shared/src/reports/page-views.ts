/** `GET stats/pageViews` (spec 3 §3 'Statistics'): page views and visitors by period, and the most visited pages. */
import { z } from 'zod';
import { reportPeriods } from './range';

/** How many of the most visited pages the report lists. */
export const topPagesLimit = 20;

export const pageViewsPeriodRow = z.object({
  /** The period's first day, 'YYYY-MM-DD'. */
  period: z.string(),
  pageViews: z.number().int(),
  visitors: z.number().int(),
});
export type PageViewsPeriodRow = z.infer<typeof pageViewsPeriodRow>;

export const pageViewsPageRow = z.object({
  /** The page's path on the site ('/', '/om-oss'). */
  _id: z.string(),
  count: z.number().int(),
});
export type PageViewsPageRow = z.infer<typeof pageViewsPageRow>;

export const pageViewsReport = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  period: z.enum(reportPeriods),
  totals: z.object({ pageViews: z.number().int(), visitors: z.number().int() }),
  pageViewsByPeriod: z.array(pageViewsPeriodRow),
  pageViewsByPage: z.array(pageViewsPageRow),
});
export type PageViewsReport = z.infer<typeof pageViewsReport>;

/** Spec 3 §9: a chart needs at least 2 periods of data; with fewer it says 'Mangler data'. */
export function hasChartData<T>(rows: readonly T[], value: (row: T) => number): boolean {
  return rows.filter((row) => value(row) > 0).length >= 2;
}
