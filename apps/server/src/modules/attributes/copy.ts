/**
 * Site duplication's copy of the attributes (the choice 'attributes'): in batches, with the media
 * their options show rewritten to the copies (or left out when the media stays behind), and their
 * search entries.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CopyScope } from '../../platform/modules';
import { referencedIds, replaceReferencesOfMany } from '../../platform/references/references';
import { copiedId } from '../site-duplication/copied-ids';
import { copySearchEntries } from '../site-duplication/copy-search';
import { rewriteReferences } from '../site-duplication/rewrite';
import { rewriteForBatch } from '../site-duplication/scope';
import { attributes } from './schema';
import { attributeSourceType } from './service';

const batchSize = 100;

export async function copyAttributes(db: Database, scope: CopyScope, signal: AbortSignal): Promise<void> {
  let after = '';
  for (;;) {
    signal.throwIfAborted();
    const rows = await db
      .select()
      .from(attributes)
      .where(and(eq(attributes.siteId, scope.sourceSiteId), gt(attributes.id, after)))
      .orderBy(asc(attributes.id))
      .limit(batchSize);
    if (!rows.length) return;
    const rewrite = await rewriteForBatch(db, scope, {
      documents: rows.map((row) => row.options.map((option) => option.meta)),
      sources: { type: attributeSourceType, ids: rows.map((row) => row.id) },
    });
    const copies = rows.map((row) => ({
      ...row,
      siteId: scope.newSiteId,
      id: copiedId(scope.jobId, row.id),
      // Each meta on its own: an option whose image stays behind keeps its value, without the image.
      options: row.options.map((option) => ({ ...option, meta: rewriteReferences(option.meta, rewrite) })),
    }));
    await db.transaction(async (tx) => {
      await tx
        .insert(attributes)
        .values(copies)
        .onConflictDoNothing({ target: [attributes.siteId, attributes.id] });
      await replaceReferencesOfMany(
        tx,
        scope.newSiteId,
        attributeSourceType,
        new Map(copies.map((copy) => [copy.id, referencedIds(copy.options)])),
      );
      await copySearchEntries(tx, scope, {
        types: [attributeSourceType],
        ids: rows.map((row) => row.id),
        rewrite,
      });
    });
    after = rows[rows.length - 1]?.id ?? after;
  }
}
