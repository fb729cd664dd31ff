/**
 * The shop report's figures (`GET stats/commerce`). Orders count from the moment they were placed, by
 * Norwegian calendar day; drafts, orders still waiting for their payment, cancelled and failed ones
 * do not. Every query reads the site's orders of the range through `orders_site_created_idx` and
 * nothing else (docs/decisions/reports.md 'The shop report reads orders by their index').
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

const zone = 'Europe/Oslo';

/** The site's placed, sold orders created within the range's Norwegian days. */
function soldOrders(siteId: string, range: ReportRange): SQL {
  return sql`o.site_id = ${siteId}
    AND o.created_at >= (${range.fromDate}::date)::timestamp AT TIME ZONE ${zone}
    AND o.created_at < (${range.toDate}::date + 1)::timestamp AT TIME ZONE ${zone}
    AND o.order_number IS NOT NULL
    AND o.status IN ('confirmed', 'processing', 'finished')`;
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
    SELECT to_char(date_trunc(${period}, o.created_at AT TIME ZONE ${zone}), 'YYYY-MM-DD') AS period,
      count(*)::int AS orders,
      coalesce(sum(o.total), 0)::int AS revenue,
      coalesce(sum(CASE WHEN o.payment_status IN ('refunded', 'partiallyRefunded') THEN (
        SELECT sum(r.total) FROM refunds r WHERE r.site_id = o.site_id AND r.order_id = o.id
      ) END), 0)::int AS refunded
    FROM orders o WHERE ${soldOrders(siteId, range)}
    GROUP BY 1`),
    db.execute(sql`
    SELECT line->>'sku' AS sku, line->>'name' AS name, sum((line->>'amount')::int)::int AS count
    FROM orders o, jsonb_array_elements(o.lines) AS line
    WHERE ${soldOrders(siteId, range)}
    GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT ${topProductsLimit}`),
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
