/**
 * An order's stock (ARCHITECTURE.md 'Commerce'): taken at checkout, given back when the order is
 * cancelled or abandoned (once: `orders.stock_returned_at`) and when a refund restocks a line. Every
 * change is a ledger row with the order as its reference, made with the product rows locked in id order.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteVersions } from '../../platform/cache/schema';
import { newId } from '../../platform/ids';
import { fixedStatement } from '../../platform/prepared';
import { products, productVariants, type StockMovementReason, stockMovements } from '../products/schema';

export interface StockDelta {
  productId: string;
  variantId: string | null;
  delta: number;
}

/**
 * Locks the products' rows in id order, so two checkouts of the same products queue instead of
 * deadlocking; answers only what is checked under the lock (never the documents: they are large).
 */
export async function lockProducts(db: Database, siteId: string, productIds: readonly string[]) {
  const ids = [...new Set(productIds)].sort();
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      version: products.version,
      status: products.status,
      publishedAt: products.publishedAt,
      stockCount: products.stockCount,
      /** The published document's setting (the column follows the draft). */
      managesStock: sql<boolean>`coalesce((${products.published} ->> 'manageStock')::boolean, false)`,
    })
    .from(products)
    .where(and(eq(products.siteId, siteId), inArray(products.id, ids)))
    .orderBy(products.id)
    .for('update');
}

export interface StockMoveInput {
  siteId: string;
  reason: Exclude<StockMovementReason, 'adjustment'>;
  reference: string;
  userId: string | null;
  deltas: StockDelta[];
}

/**
 * A stock move's writes as WITH clauses of one statement, whatever the number of lines: the cache
 * versions, the products' and variants' counts and the ledger rows, from the moves given as one JSON
 * parameter (`stockMoveValues` fills its placeholders `stock.*`). A product or variant moved by
 * several lines is moved once by their sum. The versions' clause bumps the site's `stock` version
 * (the dashboard's counts) and, only when a count crosses zero, its `shop` version (`crossesZero`,
 * ../products/stock.ts): a storefront page shows stock as in stock, sold out or on backorder, so its
 * cached rendering stays valid through every other sale (`renderedDomains`, storefront/site.ts).
 * 'shop' before 'stock', the order `domainsChanged` locks them in. It judges the crossing by the
 * counts before the move: by default as the statement's snapshot reads them (right when the products
 * were locked before the statement began); `before` gives them otherwise (`product_id, variant_id,
 * stock_count`), for a statement that locks them itself and so sees newer counts than its snapshot.
 * `when`: the condition the move waits for (nothing moves without it).
 */
export function stockMoveClauses(options: { before?: SQL; when?: SQL } = {}): SQL {
  const site = sql.placeholder('stock.site');
  const fromSnapshot = sql`SELECT moved.product_id, moved.variant_id,
      coalesce(variant.stock_count, product.stock_count) AS stock_count
    FROM stock_moved moved
    LEFT JOIN ${products} product
      ON moved.variant_id IS NULL AND product.site_id = ${site} AND product.id = moved.product_id
    LEFT JOIN ${productVariants} variant
      ON variant.site_id = ${site} AND variant.product_id = moved.product_id AND variant.id = moved.variant_id`;
  return sql`stock_moves AS (
      SELECT * FROM jsonb_to_recordset(${sql.placeholder('stock.moves')}::jsonb)
        AS moves(id text, product_id text, variant_id text, delta integer)
      WHERE ${options.when ?? sql`true`}
    ),
    stock_moved AS (
      SELECT product_id, variant_id, sum(delta)::integer AS delta FROM stock_moves GROUP BY product_id, variant_id
    ),
    stock_before AS (${options.before ?? fromSnapshot}),
    stock_versions AS (
      INSERT INTO ${siteVersions} (site_id, domain, version)
      SELECT ${site}, bumped.domain, 1
      FROM (VALUES ('shop', EXISTS (
        SELECT 1 FROM stock_moved moved
        JOIN stock_before counted
          ON counted.product_id = moved.product_id AND counted.variant_id IS NOT DISTINCT FROM moved.variant_id
        WHERE (counted.stock_count > 0) <> (counted.stock_count + moved.delta > 0)
      )), ('stock', true)) AS bumped(domain, due)
      WHERE bumped.due AND EXISTS (SELECT 1 FROM stock_moved)
      ON CONFLICT (site_id, domain) DO UPDATE SET version = ${siteVersions}.version + 1
    ),
    stock_products AS (
      UPDATE ${products} product SET stock_count = product.stock_count + moved.delta
      FROM stock_moved moved
      WHERE moved.variant_id IS NULL AND product.site_id = ${site} AND product.id = moved.product_id
    ),
    stock_variants AS (
      UPDATE ${productVariants} variant SET stock_count = variant.stock_count + moved.delta
      FROM stock_moved moved
      WHERE variant.site_id = ${site} AND variant.product_id = moved.product_id AND variant.id = moved.variant_id
    ),
    stock_ledger AS (
      INSERT INTO ${stockMovements} (site_id, id, product_id, variant_id, delta, reason, reference, user_id)
      SELECT ${site}, id, product_id, variant_id, delta, ${sql.placeholder('stock.reason')},
        ${sql.placeholder('stock.reference')}, ${sql.placeholder('stock.user')}
      FROM stock_moves
    )`;
}

/** The values of `stockMoveClauses`' placeholders: a ledger row per delta that moves anything. */
export function stockMoveValues(input: StockMoveInput): Record<string, unknown> {
  const moves = input.deltas
    .filter((entry) => entry.delta !== 0)
    .map((entry) => ({ id: newId(), product_id: entry.productId, variant_id: entry.variantId, delta: entry.delta }));
  return {
    'stock.site': input.siteId,
    'stock.moves': JSON.stringify(moves),
    'stock.reason': input.reason,
    'stock.reference': input.reference,
    'stock.user': input.userId,
  };
}

const stockMove = fixedStatement('stock_move', () => sql`WITH ${stockMoveClauses()} SELECT 1`);

/** Moves stock counts and writes the ledger, in one statement; the caller holds the products locked. */
export async function moveStock(db: Database, input: StockMoveInput): Promise<void> {
  if (input.deltas.every((entry) => entry.delta === 0)) return;
  await stockMove(db, stockMoveValues(input));
}

/** What the order took from stock, per product and variant (its 'order' ledger rows). */
export async function stockTakenBy(db: Database, siteId: string, orderId: string): Promise<StockDelta[]> {
  const rows = await db
    .select({ productId: stockMovements.productId, variantId: stockMovements.variantId, delta: stockMovements.delta })
    .from(stockMovements)
    .where(
      and(eq(stockMovements.siteId, siteId), eq(stockMovements.reference, orderId), eq(stockMovements.reason, 'order')),
    );
  return rows;
}

/** Gives back everything the order took (cancelled or abandoned), less what refunds already restocked. */
export async function returnOrderStock(
  db: Database,
  input: { siteId: string; orderId: string; userId: string | null },
): Promise<void> {
  const taken = await stockTakenBy(db, input.siteId, input.orderId);
  const restocked = await db
    .select({ productId: stockMovements.productId, variantId: stockMovements.variantId, delta: stockMovements.delta })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.siteId, input.siteId),
        eq(stockMovements.reason, 'refund'),
        sql`${stockMovements.reference} LIKE ${`${input.orderId}:%`}`,
      ),
    );
  const key = (entry: { productId: string; variantId: string | null }) =>
    `${entry.productId}\u0000${entry.variantId ?? ''}`;
  const sums = new Map<string, StockDelta>();
  for (const entry of taken) {
    const found = sums.get(key(entry)) ?? { productId: entry.productId, variantId: entry.variantId, delta: 0 };
    found.delta -= entry.delta;
    sums.set(key(entry), found);
  }
  for (const entry of restocked) {
    const found = sums.get(key(entry));
    if (found) found.delta -= entry.delta;
  }
  const deltas = [...sums.values()].filter((entry) => entry.delta > 0);
  await lockProducts(
    db,
    input.siteId,
    deltas.map((entry) => entry.productId),
  );
  await moveStock(db, {
    siteId: input.siteId,
    reason: 'cancel',
    reference: input.orderId,
    userId: input.userId,
    deltas,
  });
}
