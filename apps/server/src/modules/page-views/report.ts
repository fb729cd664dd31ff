/**
 * `GET stats/pageViews` from the daily aggregates only: views and visitors by day, week or month
 * (every period of the range, empty ones as 0) and the most visited pages. A period's visitors are
 * the sum of its days' unique visitors: the salt changes every day, so no one can be followed across days.
 */
import {
  type PageViewsReport,
  periodStart,
  periodStarts,
  type ReportRange,
  reportPeriodOf,
  topPagesLimit,
} from '@vev/shared';
import { and, between, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageViewDays, pageViewPageDays } from './schema';

export async function pageViewsReportFor(db: Database, siteId: string, range: ReportRange): Promise<PageViewsReport> {
  const period = reportPeriodOf(range);
  const [days, pages] = await Promise.all([
    db
      .select({ day: pageViewDays.day, views: pageViewDays.views, visitors: pageViewDays.visitors })
      .from(pageViewDays)
      .where(and(eq(pageViewDays.siteId, siteId), between(pageViewDays.day, range.fromDate, range.toDate))),
    db
      .select({ path: pageViewPageDays.path, count: sql<number>`sum(${pageViewPageDays.views})::int` })
      .from(pageViewPageDays)
      .where(and(eq(pageViewPageDays.siteId, siteId), between(pageViewPageDays.day, range.fromDate, range.toDate)))
      .groupBy(pageViewPageDays.path)
      .orderBy(desc(sql`sum(${pageViewPageDays.views})`), pageViewPageDays.path)
      .limit(topPagesLimit),
  ]);
  // At most 1 100 days: adding them up here is cheaper than asking PostgreSQL to bucket them.
  const periods = new Map(periodStarts(range, period).map((start) => [start, { pageViews: 0, visitors: 0 }]));
  const totals = { pageViews: 0, visitors: 0 };
  for (const day of days) {
    const bucket = periods.get(periodStart(day.day, period));
    if (!bucket) continue;
    bucket.pageViews += day.views;
    bucket.visitors += day.visitors;
    totals.pageViews += day.views;
    totals.visitors += day.visitors;
  }
  return {
    ...range,
    period,
    totals,
    pageViewsByPeriod: [...periods].map(([start, figures]) => ({ period: start, ...figures })),
    pageViewsByPage: pages.map((page) => ({ _id: page.path, count: page.count })),
  };
}
