/**
 * An order's stock (ARCHITECTURE.md 'Commerce'): taken at checkout, given back when the order is
 * cancelled or abandoned (once: `orders.stock_returned_at`) and when a refund restocks a line. Every
 * change is a ledger row with the order as its reference, made with the product rows locked in id order.
 */
import { and, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteVersions } from '../../platform/cache/schema';
import { newId } from '../../platform/ids';
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

/** Moves stock counts and writes the ledger; the caller holds the products locked. */
export async function moveStock(
  db: Database,
  input: {
    siteId: string;
    reason: Exclude<StockMovementReason, 'adjustment'>;
    reference: string;
    userId: string | null;
    deltas: StockDelta[];
  },
): Promise<void> {
  // One after another: `db` is a transaction's single connection.
  for (const statement of stockStatements(db, input)) await statement;
}

/**
 * The writes of a stock move, not yet run: the cache versions (`stockVersionsBump`), the counts and
 * the ledger rows. Checkout runs them in one statement with its other writes, `moveStock` one after
 * another; either way the versions' statement reads the counts as they were before the move.
 */
export function stockStatements(
  db: Database,
  input: {
    siteId: string;
    reason: Exclude<StockMovementReason, 'adjustment'>;
    reference: string;
    userId: string | null;
    deltas: StockDelta[];
  },
): (SQLWrapper & PromiseLike<unknown>)[] {
  const deltas = input.deltas.filter((entry) => entry.delta !== 0);
  if (deltas.length === 0) return [];
  const statements: (SQLWrapper & PromiseLike<unknown>)[] = [stockVersionsBump(db, input.siteId, deltas)];
  for (const entry of deltas) {
    if (entry.variantId) {
      statements.push(
        db
          .update(productVariants)
          .set({ stockCount: sql`${productVariants.stockCount} + ${entry.delta}` })
          .where(
            and(
              eq(productVariants.siteId, input.siteId),
              eq(productVariants.productId, entry.productId),
              eq(productVariants.id, entry.variantId),
            ),
          ),
      );
    } else {
      statements.push(
        db
          .update(products)
          .set({ stockCount: sql`${products.stockCount} + ${entry.delta}` })
          .where(and(eq(products.siteId, input.siteId), eq(products.id, entry.productId))),
      );
    }
  }
  statements.push(
    db.insert(stockMovements).values(
      deltas.map((entry) => ({
        siteId: input.siteId,
        id: newId(),
        productId: entry.productId,
        variantId: entry.variantId,
        delta: entry.delta,
        reason: input.reason,
        reference: input.reference,
        userId: input.userId,
      })),
    ),
  );
  return statements;
}

/**
 * Bumps the site's `stock` version (the dashboard's counts) and, only when a count crosses zero, its
 * `shop` version (`crossesZero`, ../products/stock.ts): a storefront page shows stock as in stock,
 * sold out or on backorder, so its cached rendering stays valid through every other sale
 * (`renderedDomains`, storefront/site.ts). It reads the counts before the move: it runs before
 * their updates, or beside them in one statement.
 */
function stockVersionsBump(db: Database, siteId: string, deltas: readonly StockDelta[]) {
  const moved = new Map<string, StockDelta>();
  for (const entry of deltas) {
    const key = `${entry.productId}|${entry.variantId ?? ''}`;
    moved.set(key, { ...entry, delta: (moved.get(key)?.delta ?? 0) + entry.delta });
  }
  const crossed = [...moved.values()].map((entry) => {
    const count = entry.variantId
      ? sql`(SELECT ${productVariants.stockCount} FROM ${productVariants} WHERE ${productVariants.siteId} = ${siteId} AND ${productVariants.productId} = ${entry.productId} AND ${productVariants.id} = ${entry.variantId} LIMIT 1)`
      : sql`(SELECT ${products.stockCount} FROM ${products} WHERE ${products.siteId} = ${siteId} AND ${products.id} = ${entry.productId})`;
    return sql`(${count} > 0) <> (${count} + ${entry.delta} > 0)`;
  });
  // 'shop' before 'stock', the order `domainsChanged` locks them in.
  return db
    .insert(siteVersions)
    .select(
      sql`SELECT ${siteId}, bumped.domain, 1 FROM (VALUES ('shop', coalesce(${sql.join(crossed, sql` OR `)}, false)), ('stock', true)) AS bumped(domain, due) WHERE bumped.due`,
    )
    .onConflictDoUpdate({
      target: [siteVersions.siteId, siteVersions.domain],
      set: { version: sql`${siteVersions.version} + 1` },
    });
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
