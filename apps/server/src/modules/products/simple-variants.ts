/**
 * `products/{id}/simple-variants` (spec 3 §7): each write changes the product's draft document's
 * `simpleVariants` (no version asked, like the spec's editor, which posts a variant at once) and the
 * variant's live stock through the ledger.
 */
import type { SimpleVariant, SimpleVariantDocument, SimpleVariantUpdate, simpleVariantCreateSchema } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { currentDocument } from '../../platform/resources/draftable-state';
import { saveDraft } from '../../platform/resources/drafts';
import type { SessionUser } from '../../platform/sessions/sessions';
import { ownSite } from '../../platform/site-scope';
import { productResource } from './resource';
import { products } from './schema';
import { getProduct } from './service';
import { setStockCount } from './stock';

export const variantNotFound = 'Varianten finnes ikke.';

interface VariantTarget {
  siteId: string;
  productId: string;
  user: SessionUser;
}

export async function listSimpleVariants(db: Database, target: Omit<VariantTarget, 'user'>): Promise<SimpleVariant[]> {
  return (await getProduct(db, ownSite(target.siteId), target.productId)).simpleVariants;
}

async function variantOf(db: Database, target: VariantTarget, variantId: string): Promise<SimpleVariant> {
  const variant = (await listSimpleVariants(db, target)).find((each) => each._id === variantId);
  if (!variant) throw notFound(variantNotFound);
  return variant;
}

/** Saves the product's variants as `change` makes them from the current ones, then sets the stock. */
async function writeVariants(
  db: Database,
  target: VariantTarget,
  change: (variants: SimpleVariantDocument[]) => SimpleVariantDocument[],
  stock?: { variantId: string; stockCount: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(products)
      .where(and(eq(products.siteId, target.siteId), eq(products.id, target.productId)))
      .limit(1)
      .for('update');
    if (!row) throw notFound();
    await saveDraft(tx, productResource, {
      siteId: target.siteId,
      id: target.productId,
      user: target.user,
      changes: { simpleVariants: change(currentDocument(row).simpleVariants) },
    });
    if (stock) {
      await setStockCount(tx, {
        siteId: target.siteId,
        productId: target.productId,
        variantId: stock.variantId,
        stockCount: stock.stockCount,
        userId: target.user.id,
      });
    }
  });
}

export async function createSimpleVariant(
  db: Database,
  target: VariantTarget,
  body: z.output<typeof simpleVariantCreateSchema>,
): Promise<SimpleVariant> {
  const { stockCount, ...fields } = body;
  const variant: SimpleVariantDocument = { _id: newId(), ...fields };
  await writeVariants(db, target, (variants) => [...variants, variant], { variantId: variant._id, stockCount });
  return variantOf(db, target, variant._id);
}

export async function updateSimpleVariant(
  db: Database,
  target: VariantTarget,
  variantId: string,
  body: SimpleVariantUpdate,
): Promise<SimpleVariant> {
  await variantOf(db, target, variantId);
  const { stockCount, _id, ...fields } = body;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  await writeVariants(
    db,
    target,
    (variants) => variants.map((variant) => (variant._id === variantId ? { ...variant, ...changes } : variant)),
    stockCount === undefined ? undefined : { variantId, stockCount },
  );
  return variantOf(db, target, variantId);
}

export async function deleteSimpleVariant(db: Database, target: VariantTarget, variantId: string): Promise<void> {
  await variantOf(db, target, variantId);
  await writeVariants(db, target, (variants) => variants.filter((variant) => variant._id !== variantId));
}
