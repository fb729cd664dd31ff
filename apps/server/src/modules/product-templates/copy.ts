/**
 * Site duplication's copy of the product templates (the choice 'productTemplates'): in batches,
 * with the attributes, cross-sell products and media they name rewritten to the copies, or left
 * out when those stay behind, and their search entries.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CopyScope } from '../../platform/modules';
import { referencedIds, replaceReferencesOfMany } from '../../platform/references/references';
import { copiedId } from '../site-duplication/copied-ids';
import { copySearchEntries } from '../site-duplication/copy-search';
import { rewriteReferences } from '../site-duplication/rewrite';
import { rewriteForBatch } from '../site-duplication/scope';
import { productTemplates } from './schema';
import { productTemplateSourceType } from './service';

const batchSize = 100;

export async function copyProductTemplates(db: Database, scope: CopyScope, signal: AbortSignal): Promise<void> {
  let after = '';
  for (;;) {
    signal.throwIfAborted();
    const rows = await db
      .select()
      .from(productTemplates)
      .where(and(eq(productTemplates.siteId, scope.sourceSiteId), gt(productTemplates.id, after)))
      .orderBy(asc(productTemplates.id))
      .limit(batchSize);
    if (!rows.length) return;
    const rewrite = await rewriteForBatch(db, scope, {
      documents: rows.map((row) => [row.attributes, row.customizeOptions, row.crossSell]),
      sources: { type: productTemplateSourceType, ids: rows.map((row) => row.id) },
    });
    const copies = rows.map((row) => ({
      ...row,
      siteId: scope.newSiteId,
      id: copiedId(scope.jobId, row.id),
      // An attribute left behind goes from the list; a field's image left behind is left out.
      attributes: rewriteReferences(row.attributes, rewrite),
      customizeOptions: rewriteReferences(row.customizeOptions, rewrite),
      // A cross-sell product names its product by id alone: one left behind goes from the list.
      crossSell: rewriteReferences(row.crossSell, rewrite).filter((entry) => entry.product),
    }));
    await db.transaction(async (tx) => {
      await tx
        .insert(productTemplates)
        .values(copies)
        .onConflictDoNothing({ target: [productTemplates.siteId, productTemplates.id] });
      await replaceReferencesOfMany(
        tx,
        scope.newSiteId,
        productTemplateSourceType,
        new Map(
          copies.map((copy) => [
            copy.id,
            referencedIds(
              { attributes: copy.attributes, customizeOptions: copy.customizeOptions },
              copy.crossSell.map((entry) => entry.product),
            ),
          ]),
        ),
      );
      await copySearchEntries(tx, scope, {
        types: [productTemplateSourceType],
        ids: rows.map((row) => row.id),
        rewrite,
      });
    });
    after = rows[rows.length - 1]?.id ?? after;
  }
}
