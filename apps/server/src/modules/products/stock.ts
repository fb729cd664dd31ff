/**
 * Stock (ARCHITECTURE.md 'Commerce'): a count changes only with the product's row locked, and every
 * change is a row in the ledger. Stock is live: it never goes through the draft and never bumps the
 * product's version, so an editor's open form does not turn stale over it.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainsChanged } from '../../platform/cache/site-versions';
import { notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { products, productVariants, stockMovements } from './schema';

export interface StockChange {
  siteId: string;
  productId: string;
  /** A simple variant's stock; null for the product's own. */
  variantId: string | null;
  /** The count as it should read afterwards. */
  stockCount: number;
  userId: string | null;
}

/**
 * Whether a count moving from `before` to `after` changes what a storefront page shows of it: in
 * stock above zero, else sold out or on backorder. Only such a move bumps the site's `shop` version.
 */
export const crossesZero = (before: number, after: number) => before > 0 !== after > 0;

/** The product's row, locked until the transaction ends: stock changes of one product queue behind it. */
async function lockProduct(db: Database, siteId: string, productId: string) {
  const [row] = await db
    .select({ stockCount: products.stockCount })
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.id, productId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Sets a stock count as an adjustment: the ledger gets the difference from the count read under
 * the lock. A variant's rows of both stages hold its stock and change together.
 */
export async function setStockCount(db: Database, change: StockChange): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await lockProduct(tx, change.siteId, change.productId);
    let current = product.stockCount;
    if (change.variantId) {
      const ofVariant = and(
        eq(productVariants.siteId, change.siteId),
        eq(productVariants.productId, change.productId),
        eq(productVariants.id, change.variantId),
      );
      const [variant] = await tx
        .select({ stockCount: productVariants.stockCount })
        .from(productVariants)
        .where(ofVariant)
        .orderBy(productVariants.stage)
        .limit(1);
      if (!variant) throw notFound();
      current = variant.stockCount;
      if (current === change.stockCount) return;
      await tx.update(productVariants).set({ stockCount: change.stockCount }).where(ofVariant);
    } else {
      if (current === change.stockCount) return;
      await tx
        .update(products)
        .set({ stockCount: change.stockCount })
        .where(and(eq(products.siteId, change.siteId), eq(products.id, change.productId)));
    }
    await tx.insert(stockMovements).values({
      siteId: change.siteId,
      id: newId(),
      productId: change.productId,
      variantId: change.variantId,
      delta: change.stockCount - current,
      reason: 'adjustment',
      reference: null,
      userId: change.userId,
    });
    await domainsChanged(tx, change.siteId, crossesZero(current, change.stockCount) ? ['shop', 'stock'] : ['stock']);
  });
}
