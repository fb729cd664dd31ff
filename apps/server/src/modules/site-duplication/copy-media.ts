/**
 * Copies the media library: each file's bytes to a new key in storage first, then its row and
 * search entry (so a row never points at bytes that are not there). Image variants are not
 * copied; the copies make their own on first delivery.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { MediaStorage } from '../../platform/storage/storage';
import { mediaFiles } from '../media/schema';
import { copiedIds } from './copied-ids';
import { copySearchEntries } from './copy-search';
import type { DuplicationScope } from './scope';

const batchSize = 50;

export async function copyMedia(
  db: Database,
  storage: MediaStorage,
  scope: DuplicationScope,
  signal: AbortSignal,
): Promise<void> {
  let after = '';
  for (;;) {
    signal.throwIfAborted();
    const rows = await db
      .select()
      .from(mediaFiles)
      .where(and(eq(mediaFiles.siteId, scope.sourceSiteId), gt(mediaFiles.id, after), isNull(mediaFiles.formId)))
      .orderBy(asc(mediaFiles.id))
      .limit(batchSize);
    if (!rows.length) return;
    // The whole library is copied, so a preview image (another file of the site) is copied too.
    const copied = copiedIds(
      scope.jobId,
      rows.flatMap((row) => (row.previewImage ? [row.id, row.previewImage] : [row.id])),
    );
    const copyOf = (id: string) => copied.get(id) ?? id;
    const copies: (typeof mediaFiles.$inferInsert)[] = [];
    for (const row of rows) {
      signal.throwIfAborted();
      const storageKey = `${scope.newSiteId}/${copyOf(row.id)}`;
      await storage.copy(row.storageKey, storageKey);
      copies.push({
        ...row,
        siteId: scope.newSiteId,
        id: copyOf(row.id),
        previewImage: row.previewImage && copyOf(row.previewImage),
        storageKey,
      });
    }
    await db.transaction(async (tx) => {
      await tx
        .insert(mediaFiles)
        .values(copies)
        .onConflictDoNothing({ target: [mediaFiles.siteId, mediaFiles.id] });
      await copySearchEntries(tx, scope, {
        types: ['media'],
        ids: rows.map((row) => row.id),
        rewrite: { copied, leftBehind: new Set() },
      });
    });
    after = rows[rows.length - 1]?.id ?? after;
  }
}
