/**
 * The shop report's daily aggregate (`order_days`, `order_day_products`; docs/decisions/reports.md
 * 'The shop report reads a daily aggregate'). What counts: an order with a number whose status is
 * confirmed, processing or finished, on the Norwegian day it was placed; its total as revenue; its
 * refunds, when its payment status says refunded, on the order's day. Every transaction that can change
 * that (checkout, confirmation, status, payment changes, refunds) calls `recountOrder` around its
 * writes, under the order's row lock: the order's share is taken out as it was and put back as it is.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const zone = 'Europe/Oslo';

/** The sold orders among those `where` picks, with their day and refunded sum (one row each). */
function soldOrders(where: SQL): SQL {
  return sql`SELECT o.site_id, (o.created_at AT TIME ZONE ${zone})::date AS day, o.total, o.lines,
      CASE WHEN o.payment_status IN ('refunded', 'partiallyRefunded') THEN coalesce((
        SELECT sum(r.total) FROM refunds r WHERE r.site_id = o.site_id AND r.order_id = o.id
      ), 0) ELSE 0 END AS refunded
    FROM orders o
    WHERE ${where} AND o.order_number IS NOT NULL AND o.status IN ('confirmed', 'processing', 'finished')`;
}

/** Adds (`sign` 1) or takes out (-1) the order's share as the order now stands; nothing for an unsold order. */
export async function countOrderDays(tx: Database, siteId: string, orderId: string, sign: 1 | -1): Promise<void> {
  // The day row first, then the products in SKU order: the same lock order in every transaction of
  // the day, so two never deadlock.
  const sold = soldOrders(sql`o.site_id = ${siteId} AND o.id = ${orderId}`);
  await tx.execute(dayUpsert(sold, sign));
  await tx.execute(dayProductsUpsert(sold, sign));
}

/**
 * The share of an order confirmed just now in the same statement, whose WITH clause `source` answers
 * its row (`site_id`, `created_at`, `total`, `lines`; nothing refunded yet), as two more WITH clauses.
 * The products' clause reads the day's, so the day row is locked first, as in `countOrderDays`.
 */
export function confirmedOrderDayClauses(source: string): SQL {
  const sold = sql`SELECT site_id, (created_at AT TIME ZONE ${zone})::date AS day, total, lines, 0 AS refunded
    FROM ${sql.identifier(source)}`;
  const dayFirst = sql`(SELECT count(*) FROM counted_day) AS day_first`;
  return sql`counted_day AS (${dayUpsert(sold, 1)} RETURNING 1),
    counted_day_products AS (${dayProductsUpsert(sold, 1, dayFirst)})`;
}

/** The day rows of the shares `sold` answers (site_id, day, total, lines, refunded), times `sign`. */
function dayUpsert(sold: SQL, sign: 1 | -1): SQL {
  return sql`
    INSERT INTO order_days AS d (site_id, day, orders, revenue, refunded)
    SELECT site_id, day, ${sign}::int, ${sign}::int * total, ${sign}::int * refunded FROM (${sold}) o
    ON CONFLICT (site_id, day) DO UPDATE SET orders = d.orders + excluded.orders,
      revenue = d.revenue + excluded.revenue, refunded = d.refunded + excluded.refunded`;
}

/** Their products' rows, in SKU order; `after`, a FROM item, makes them wait for what it reads. */
function dayProductsUpsert(sold: SQL, sign: 1 | -1, after?: SQL): SQL {
  return sql`
    INSERT INTO order_day_products AS p (site_id, day, sku, name, lines, quantity, revenue)
    SELECT o.site_id, o.day, coalesce(line->>'sku', ''), coalesce(line->>'name', ''), ${sign}::int * count(*),
      ${sign}::int * sum((line->>'amount')::int), ${sign}::int * sum((line->>'total')::bigint)
    FROM (${sold}) o, jsonb_array_elements(o.lines) AS line${after ? sql`, ${after}` : sql``}
    GROUP BY 1, 2, 3, 4 ORDER BY 3, 4
    ON CONFLICT (site_id, day, sku, name) DO UPDATE SET lines = p.lines + excluded.lines,
      quantity = p.quantity + excluded.quantity, revenue = p.revenue + excluded.revenue`;
}

/**
 * Runs `change` (writes to the order, its payments or refunds) with the order's share of the aggregate
 * taken out before and put back after. The caller holds the order's row lock.
 */
export async function recountOrder<T>(
  tx: Database,
  siteId: string,
  orderId: string,
  change: () => Promise<T>,
): Promise<T> {
  await countOrderDays(tx, siteId, orderId, -1);
  const result = await change();
  await countOrderDays(tx, siteId, orderId, 1);
  return result;
}

/**
 * The site's aggregate computed again from its orders: for data written around the order calls (the
 * bench's generator, the demo seed's clock that moves orders back in time). The migration's backfill
 * is this statement for every site.
 */
export async function rebuildOrderDays(db: Database, siteId: string): Promise<void> {
  await db.execute(sql`DELETE FROM order_day_products WHERE site_id = ${siteId}`);
  await db.execute(sql`DELETE FROM order_days WHERE site_id = ${siteId}`);
  await db.execute(sql`
    INSERT INTO order_days (site_id, day, orders, revenue, refunded)
    SELECT site_id, day, count(*), sum(total), sum(refunded)
    FROM (${soldOrders(sql`o.site_id = ${siteId}`)}) o GROUP BY 1, 2`);
  await db.execute(sql`
    INSERT INTO order_day_products (site_id, day, sku, name, lines, quantity, revenue)
    SELECT o.site_id, o.day, coalesce(line->>'sku', ''), coalesce(line->>'name', ''), count(*),
      sum((line->>'amount')::int), sum((line->>'total')::bigint)
    FROM (${soldOrders(sql`o.site_id = ${siteId}`)}) o, jsonb_array_elements(o.lines) AS line
    GROUP BY 1, 2, 3, 4`);
}
