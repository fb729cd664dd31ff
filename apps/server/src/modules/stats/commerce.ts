/**
 * The shop report's figures (`GET stats/commerce`). Orders count from the moment they were placed, by
 * Norwegian calendar day; drafts, orders still waiting for their payment, cancelled and failed ones
 * do not. Both queries read the daily aggregate the order transactions keep (orders/order-days.ts, which
 * holds the rule), never the orders (docs/decisions/reports.md 'The shop report reads a daily aggregate').
 */
import {
  averageOrderValue,
  type CommercePeriodRow,
  type CommerceReport,
  periodStarts,
  type ReportRange,
  reportPeriodOf,
  topProductsLimit,
} from '@vev/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The site's rows of the range's Norwegian days. */
function daysOf(table: SQL, siteId: string, range: ReportRange): SQL {
  return sql`SELECT * FROM ${table} WHERE site_id = ${siteId} AND day BETWEEN ${range.fromDate}::date AND ${range.toDate}::date`;
}

/** Both drivers (pg and PGlite) answer a raw statement with its rows in `rows`. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

interface PeriodSums {
  period: string;
  orders: number;
  revenue: number;
  refunded: number;
}
interface ProductSums {
  sku: string;
  name: string;
  count: number;
}

export async function commerceReportFor(db: Database, siteId: string, range: ReportRange): Promise<CommerceReport> {
  const period = reportPeriodOf(range);
  // The two reads are independent: side by side on PostgreSQL's pool (PGlite takes them in turn).
  const [periodResult, productResult] = await Promise.all([
    db.execute(sql`
    SELECT to_char(date_trunc(${period}, d.day::timestamp), 'YYYY-MM-DD') AS period,
      sum(d.orders)::int AS orders, sum(d.revenue)::int AS revenue, sum(d.refunded)::int AS refunded
    FROM (${daysOf(sql`order_days`, siteId, range)}) d
    GROUP BY 1`),
    db.execute(sql`
    SELECT p.sku, p.name, sum(p.quantity)::int AS count
    FROM (${daysOf(sql`order_day_products`, siteId, range)}) p
    GROUP BY 1, 2 HAVING sum(p.lines) > 0 ORDER BY 3 DESC, 2, 1 LIMIT ${topProductsLimit}`),
  ]);
  const byPeriod = rowsOf<PeriodSums>(periodResult);
  const byProduct = rowsOf<ProductSums>(productResult);

  const found = new Map(byPeriod.map((row) => [row.period, row]));
  const ordersByPeriod: CommercePeriodRow[] = periodStarts(range, period).map((start) => {
    const row = found.get(start);
    return { period: start, orders: row?.orders ?? 0, revenue: row?.revenue ?? 0, refunded: row?.refunded ?? 0 };
  });
  const sum = (key: 'orders' | 'revenue' | 'refunded') => ordersByPeriod.reduce((total, row) => total + row[key], 0);
  return {
    ...range,
    period,
    totals: {
      orders: sum('orders'),
      revenue: sum('revenue'),
      averageOrderValue: averageOrderValue(sum('revenue'), sum('orders')),
      refunded: sum('refunded'),
    },
    ordersByPeriod,
    ordersByProduct: byProduct.map((row) => ({ _id: { sku: row.sku ?? '', name: row.name ?? '' }, count: row.count })),
  };
}
