/**
 * Site duplication's copy of the data sets (with the choice 'pages', whose sections list them):
 * the sets under new ids and the same names, then their records in batches, each with its
 * references rewritten (an image that stays behind is left out), its where-used rows and its
 * search entry.
 */
import { propsReferences } from '@vev/sections';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CopyScope } from '../../platform/modules';
import { replaceReferencesOfMany } from '../../platform/references/references';
import { copiedId } from '../site-duplication/copied-ids';
import { copySearchEntries } from '../site-duplication/copy-search';
import { rewriteReferences } from '../site-duplication/rewrite';
import { rewriteForBatch } from '../site-duplication/scope';
import { dataSetRecordSourceType } from './records';
import { dataSetRecords, dataSets } from './schema';

const batchSize = 100;

export async function copyDataSets(db: Database, scope: CopyScope, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  // A site has a handful of sets; their records are the many.
  const sets = await db.select().from(dataSets).where(eq(dataSets.siteId, scope.sourceSiteId));
  if (!sets.length) return;
  await db
    .insert(dataSets)
    .values(sets.map((set) => ({ ...set, siteId: scope.newSiteId, id: copiedId(scope.jobId, set.id) })))
    .onConflictDoNothing({ target: [dataSets.siteId, dataSets.id] });
}

export async function copyDataSetRecords(db: Database, scope: CopyScope, signal: AbortSignal): Promise<void> {
  const sets = await db
    .select({ id: dataSets.id, props: dataSets.props })
    .from(dataSets)
    .where(eq(dataSets.siteId, scope.sourceSiteId));
  // By the copies' set ids.
  const propsOf = new Map(sets.map((set) => [copiedId(scope.jobId, set.id), set.props]));
  let after = '';
  for (;;) {
    signal.throwIfAborted();
    const rows = await db
      .select()
      .from(dataSetRecords)
      .where(and(eq(dataSetRecords.siteId, scope.sourceSiteId), gt(dataSetRecords.id, after)))
      .orderBy(asc(dataSetRecords.id))
      .limit(batchSize);
    if (!rows.length) return;
    const ids = rows.map((row) => row.id);
    const rewrite = await rewriteForBatch(db, scope, {
      documents: rows.map((row) => row.values),
      sources: { type: dataSetRecordSourceType, ids },
    });
    const copies = rows.map((row) => ({
      ...row,
      siteId: scope.newSiteId,
      id: copiedId(scope.jobId, row.id),
      dataSetId: copiedId(scope.jobId, row.dataSetId),
      values: rewriteReferences(row.values, rewrite),
    }));
    await db.transaction(async (tx) => {
      await tx
        .insert(dataSetRecords)
        .values(copies)
        .onConflictDoNothing({ target: [dataSetRecords.siteId, dataSetRecords.id] });
      await replaceReferencesOfMany(
        tx,
        scope.newSiteId,
        dataSetRecordSourceType,
        new Map(
          copies.map((copy) => [
            copy.id,
            propsReferences(propsOf.get(copy.dataSetId) ?? [], copy.values).map((reference) => reference.id),
          ]),
        ),
      );
      await copySearchEntries(tx, scope, { types: [dataSetRecordSourceType], ids, rewrite });
    });
    after = rows[rows.length - 1]?.id ?? after;
  }
}
