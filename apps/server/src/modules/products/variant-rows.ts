/**
 * A product's simple variants as rows, one set per stage (docs/decisions/content.md 'Child rows and
 * live fields'): the framework calls `writeVariantRows` in every write's transaction.
 */
import type { ProductDocument } from '@vev/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ChildStage } from '../../platform/resources/child-rows';
import { productVariants } from './schema';

const otherStage = (stage: ChildStage): ChildStage => (stage === 'draft' ? 'published' : 'draft');

/**
 * Makes the stage's rows match the document: the gone are deleted, the staying are updated in place
 * (their stock stays), and a new one takes the stock of the same variant in the other stage, so a
 * variant made in the draft keeps its stock when it is published.
 */
export async function writeVariantRows(
  db: Database,
  input: { row: { siteId: string; id: string }; stage: ChildStage; document: ProductDocument | null },
): Promise<void> {
  const { siteId, id: productId } = input.row;
  const ofStage = (stage: ChildStage) =>
    and(eq(productVariants.siteId, siteId), eq(productVariants.productId, productId), eq(productVariants.stage, stage));
  const variants = input.document?.simpleVariants ?? [];
  const ids = variants.map((variant) => variant._id);
  await db
    .delete(productVariants)
    .where(ids.length ? and(ofStage(input.stage), notInArray(productVariants.id, ids)) : ofStage(input.stage));
  if (!ids.length) return;
  const existing = await db
    .select({ id: productVariants.id, stage: productVariants.stage, stockCount: productVariants.stockCount })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.siteId, siteId),
        eq(productVariants.productId, productId),
        inArray(productVariants.id, ids),
      ),
    );
  const staying = new Set(existing.filter((row) => row.stage === input.stage).map((row) => row.id));
  const otherStock = new Map(
    existing.filter((row) => row.stage === otherStage(input.stage)).map((row) => [row.id, row.stockCount]),
  );
  // Staying rows first give up their SKUs, so that two variants may swap theirs.
  if (staying.size) {
    await db
      .update(productVariants)
      .set({ sku: '' })
      .where(and(ofStage(input.stage), inArray(productVariants.id, [...staying])));
  }
  await db
    .insert(productVariants)
    .values(
      variants.map((variant, position) => ({
        siteId,
        productId,
        stage: input.stage,
        id: variant._id,
        sku: variant.sku,
        price: variant.price.value,
        position,
        stockCount: otherStock.get(variant._id) ?? 0,
      })),
    )
    .onConflictDoUpdate({
      target: [productVariants.siteId, productVariants.productId, productVariants.stage, productVariants.id],
      set: { sku: sql`excluded.sku`, price: sql`excluded.price`, position: sql`excluded.position` },
    });
}
