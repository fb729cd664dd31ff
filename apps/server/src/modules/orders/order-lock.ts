/**
 * The order's lock (ARCHITECTURE.md 'Commerce'): the products' rows locked in id order and checked
 * again against what was priced, with the site's gapless order number taken in the same round trip.
 */
import { amountProblem } from '@vev/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conflict } from '../../platform/errors';
import { fixedStatement } from '../../platform/prepared';
import { products } from '../products/schema';
import { checkoutMessages } from './order-input';
import { type PricedProduct, variantStockOf, type WantedStock } from './price-order-lines';
import { orderCounters } from './schema';

/** A product changed between its pricing and its lock: the order is priced again. */
export class ProductsChanged extends Error {}

/**
 * The products' rows locked in id order, then the site's next order number (gapless: its row stays
 * locked until the commit), in one round trip. The counter's insert reads the count of the locked
 * rows, so PostgreSQL takes the counter only once every product is locked, the order every checkout
 * takes them in. Without products it is the number alone (one row of nulls beside it).
 */
const lockProductsAndNumber = fixedStatement<{
  last_number: number;
  id: string | null;
  version: number | null;
  status: string | null;
  published_at: string | Date | null;
  stock_count: number | null;
}>('checkout_lock_and_number', () => {
  const siteId = sql.placeholder('siteId');
  return sql`WITH locked AS (
      SELECT ${products.id}, ${products.version}, ${products.status}, ${products.publishedAt}, ${products.stockCount}
      FROM ${products}
      WHERE ${products.siteId} = ${siteId} AND ${products.id} = ANY(string_to_array(${sql.placeholder('ids')}, ','))
      ORDER BY ${products.id} FOR UPDATE
    ), counted AS (
      INSERT INTO ${orderCounters} (site_id, last_number)
      SELECT ${siteId}, 1 FROM (SELECT count(*) FROM locked) AS every_product_locked
      ON CONFLICT (site_id) DO UPDATE SET last_number = ${orderCounters}.last_number + 1
      RETURNING last_number
    )
    SELECT counted.last_number, locked.* FROM counted LEFT JOIN locked ON true`;
});

/** A time as the driver answers it (a Date or PostgreSQL's text), in milliseconds as Drizzle reads it. */
const timeOf = (value: string | Date | null) => (value === null ? undefined : new Date(value).getTime());

/**
 * Under the products' lock (in id order): they are still the documents that were priced, and their
 * stock counts as locked (never a read from before the lock) allow what the order takes. Answers the
 * order's number, taken with the lock.
 */
export async function lockAndRecheck(
  tx: Database,
  siteId: string,
  priced: PricedProduct[],
  wanted: WantedStock[],
): Promise<number> {
  const ids = [...new Set(priced.map((entry) => entry.id))].sort();
  const rows = await lockProductsAndNumber(tx, { siteId, ids: ids.join(',') });
  const orderNumber = rows[0]?.last_number;
  if (orderNumber === undefined) throw new Error('the order counter answers its number');
  const locked = new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row]])));
  for (const entry of priced) {
    const row = locked.get(entry.id);
    if (
      !row ||
      row.version !== entry.version ||
      row.status !== entry.status ||
      timeOf(row.published_at) !== entry.publishedAt?.getTime()
    ) {
      throw new ProductsChanged();
    }
  }
  const variantIds = wanted.flatMap((entry) => (entry.delta?.variantId ? [entry.delta.productId] : []));
  const variantRows = variantIds.length === 0 ? [] : await variantStockOf(tx, siteId, variantIds);
  const variantStock = new Map(variantRows.map((row) => [`${row.productId}\u0000${row.id}`, row.stockCount]));
  for (const entry of wanted) {
    if (!entry.delta) continue;
    const { productId, variantId } = entry.delta;
    const stockCount = variantId
      ? (variantStock.get(`${productId}\u0000${variantId}`) ?? 0)
      : (locked.get(productId)?.stock_count ?? 0);
    const problem = amountProblem({ ...entry.rule, stockCount }, entry.quantity);
    if (problem) throw conflict(checkoutMessages.amount(entry.name, problem));
  }
  return orderNumber;
}
