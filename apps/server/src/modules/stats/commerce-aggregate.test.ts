/**
 * The shop report's daily aggregate (orders/order-days.ts) against the orders themselves: orders made,
 * confirmed, moved through their statuses, cancelled, charged and refunded through the real calls, and
 * then `GET stats/commerce` compared with the same figures counted directly from the orders (the
 * report's query before the aggregate), and the aggregate compared with its rebuild from the orders.
 */
import type { CommerceReport, Order, ReportRange } from '@vev/shared';
import { averageOrderValue, periodStarts, reportPeriodOf, topProductsLimit } from '@vev/shared';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { rebuildOrderDays } from '../orders/order-days';
import { fakeCardProvider, orderFor, providersWith, publishedProduct } from '../orders/order-fixtures';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const providers = providersWith(fakeCardProvider());
const db = server.database.db;
const zone = 'Europe/Oslo';

const call = async <T>(method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object): Promise<T> => {
  const response = await server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: method === 'GET' ? { cookie: admin.cookie } : admin.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
};
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The report counted straight from the orders: the report's own queries before the aggregate. */
async function directReport(range: ReportRange) {
  const period = reportPeriodOf(range);
  const sold = sql`o.site_id = ${shopId}
    AND o.created_at >= (${range.fromDate}::date)::timestamp AT TIME ZONE ${zone}
    AND o.created_at < (${range.toDate}::date + 1)::timestamp AT TIME ZONE ${zone}
    AND o.order_number IS NOT NULL AND o.status IN ('confirmed', 'processing', 'finished')`;
  const byPeriod = rowsOf<{ period: string; orders: number; revenue: number; refunded: number }>(
    await db.execute(sql`
      SELECT to_char(date_trunc(${period}, o.created_at AT TIME ZONE ${zone}), 'YYYY-MM-DD') AS period,
        count(*)::int AS orders, coalesce(sum(o.total), 0)::int AS revenue,
        coalesce(sum(CASE WHEN o.payment_status IN ('refunded', 'partiallyRefunded') THEN (
          SELECT sum(r.total) FROM refunds r WHERE r.site_id = o.site_id AND r.order_id = o.id
        ) END), 0)::int AS refunded
      FROM orders o WHERE ${sold} GROUP BY 1`),
  );
  const byProduct = rowsOf<{ sku: string; name: string; count: number }>(
    await db.execute(sql`
      SELECT line->>'sku' AS sku, line->>'name' AS name, sum((line->>'amount')::int)::int AS count
      FROM orders o, jsonb_array_elements(o.lines) AS line WHERE ${sold}
      GROUP BY 1, 2 ORDER BY 3 DESC, 2, 1 LIMIT ${topProductsLimit}`),
  );
  const found = new Map(byPeriod.map((row) => [row.period, row]));
  const ordersByPeriod = periodStarts(range, period).map((start) => ({
    period: start,
    orders: found.get(start)?.orders ?? 0,
    revenue: found.get(start)?.revenue ?? 0,
    refunded: found.get(start)?.refunded ?? 0,
  }));
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
    ordersByProduct: byProduct.map((row) => ({ _id: { sku: row.sku, name: row.name }, count: row.count })),
  };
}

/** The aggregate's rows that count something, in a fixed order. */
async function aggregateRows() {
  const days = rowsOf(
    await db.execute(sql`SELECT day::text, orders, revenue::int, refunded::int FROM order_days
      WHERE site_id = ${shopId} AND (orders <> 0 OR revenue <> 0 OR refunded <> 0) ORDER BY day`),
  );
  const products = rowsOf(
    await db.execute(sql`SELECT day::text, sku, name, lines, quantity, revenue::int FROM order_day_products
      WHERE site_id = ${shopId} AND (lines <> 0 OR quantity <> 0 OR revenue <> 0) ORDER BY day, sku, name`),
  );
  return { days, products };
}

const stamp = Date.now();
const lamp = await publishedProduct(server, admin, shopId, {
  name: `Aggregatlampe ${stamp}`,
  price: 50_000,
  stock: null,
});
const mug = await publishedProduct(server, admin, shopId, {
  name: `Aggregatkopp ${stamp}`,
  price: 12_300,
  stock: null,
});
const place = (productId: string, quantity: number, provider: 'faktura' | 'testkort' = 'faktura') =>
  orderFor(server, shopId, providers, { productId, quantity, provider });
const chargeAndRefund = async (order: Order, sums: number[]) => {
  const paymentId = order.payments[0]?._id;
  await call('POST', `/orders/${order._id}/payments/${paymentId}/charge`);
  for (const sum of sums) {
    await call('POST', `/orders/${order._id}/payments/${paymentId}/refunds`, { sum, note: '', items: [] });
  }
};

describe('the shop report from its daily aggregate', () => {
  it('answers as the orders counted directly, through checkout, statuses, cancelling and refunds', async () => {
    const finished = await place(lamp._id, 2);
    await call('PATCH', `/orders/${finished.order._id}`, { status: 'processing' });
    await call('PATCH', `/orders/${finished.order._id}`, { status: 'finished' });
    const cancelled = await place(mug._id, 4);
    await call('PATCH', `/orders/${cancelled.order._id}`, { status: 'canceled' });
    const partly = await place(mug._id, 3);
    await chargeAndRefund(partly.order, [1_000, 2_500]);
    const whole = await place(lamp._id, 1);
    await chargeAndRefund(whole.order, [whole.order.total]);
    const confirmed = await place(mug._id, 1);
    // Card orders wait for their payment: pending, not sold.
    const waiting = await place(lamp._id, 5, 'testkort');
    expect(waiting.order.status).toBe('pending');

    const month = await call<CommerceReport>('GET', '/stats/commerce');
    expect(month).toEqual(await directReport({ fromDate: month.fromDate, toDate: month.toDate }));
    const sold = [finished, partly, whole, confirmed].map((placed) => placed.order.total);
    expect(month.totals.orders).toBeGreaterThanOrEqual(4);
    expect(month.ordersByPeriod.at(-1)?.revenue).toBeGreaterThanOrEqual(sold.reduce((a, b) => a + b, 0));
    expect(month.ordersByPeriod.at(-1)?.refunded).toBeGreaterThanOrEqual(1_000 + 2_500 + whole.order.total);
    expect(month.ordersByProduct).toEqual(
      expect.arrayContaining([
        { _id: { sku: expect.any(String), name: lamp.name }, count: 3 },
        { _id: { sku: expect.any(String), name: mug.name }, count: 4 },
      ]),
    );

    const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const year = await call<CommerceReport>('GET', `/stats/commerce?fromDate=${from}&toDate=${month.toDate}`);
    expect(year.period).toBe('month');
    expect(year).toEqual(await directReport({ fromDate: year.fromDate, toDate: year.toDate }));

    // Kept step by step, the aggregate is what the migration's backfill computes from the orders.
    const kept = await aggregateRows();
    await rebuildOrderDays(db, shopId);
    expect(await aggregateRows()).toEqual(kept);
  });
});
