/**
 * Deleting media: nothing that is referenced disappears (spec 3 §5). One file answers 409
 * with its dependency report; a bulk delete removes the free files and reports the others.
 */
import type { MediaBulkDeleteResult } from '@vev/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainsChanged } from '../../platform/cache/site-versions';
import { notFound } from '../../platform/errors';
import { assertNotReferenced, dependencyReports } from '../../platform/references/references';
import { searchIndex } from '../../platform/search/schema';
import { mediaFiles } from './schema';
import { inLibrary, type MediaContext, removeStoredFiles } from './service';

/** Rows, search entries and preview links of files known to be free (inside the transaction). */
async function deleteRows(db: Database, siteId: string, ids: string[]) {
  if (!ids.length) return [];
  const deleted = await db
    .delete(mediaFiles)
    .where(and(eq(mediaFiles.siteId, siteId), inArray(mediaFiles.id, ids)))
    .returning({ id: mediaFiles.id, storageKey: mediaFiles.storageKey });
  await db
    .delete(searchIndex)
    .where(and(eq(searchIndex.siteId, siteId), eq(searchIndex.type, 'media'), inArray(searchIndex.id, ids)));
  // A file that stood for another (a video's poster) leaves that one without a preview.
  await db
    .update(mediaFiles)
    .set({ previewImage: null })
    .where(and(eq(mediaFiles.siteId, siteId), inArray(mediaFiles.previewImage, ids)));
  await domainsChanged(db, siteId, ['media']);
  return deleted;
}

export async function deleteMedia(context: MediaContext, siteId: string, id: string): Promise<void> {
  const deleted = await context.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: mediaFiles.id }).from(mediaFiles).where(inLibrary(siteId, id)).for('update');
    if (!row) throw notFound();
    await assertNotReferenced(tx, siteId, id);
    return deleteRows(tx, siteId, [id]);
  });
  await removeStoredFiles(context, deleted);
}

export async function bulkDeleteMedia(
  context: MediaContext,
  siteId: string,
  requested: string[],
): Promise<MediaBulkDeleteResult> {
  const ids = [...new Set(requested)];
  const { deleted, referenced } = await context.db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.siteId, siteId), inArray(mediaFiles.id, ids), isNull(mediaFiles.formId)))
      .for('update');
    const reports = await dependencyReports(
      tx,
      siteId,
      existing.map((row) => row.id),
    );
    const blocked = reports.filter((report) => report.hasDependents);
    const free = reports.filter((report) => !report.hasDependents).map((report) => report._id);
    return { deleted: await deleteRows(tx, siteId, free), referenced: blocked };
  });
  await removeStoredFiles(context, deleted);
  return { deleted: deleted.map((row) => row.id), referenced };
}
