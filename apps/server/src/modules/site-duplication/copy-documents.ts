/**
 * Copies a draftable resource's rows (pages, templates, reusable components …) to the new site in
 * batches, each in its own transaction with its references and search entries. A batch written by
 * an earlier attempt is recognised by its copies' ids and not written twice.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CopiedRows } from '../../platform/modules';
import { referencedIds, replaceReferencesOfMany } from '../../platform/references/references';
import { writeChildRows } from '../../platform/resources/child-rows';
import type { DraftRow } from '../../platform/resources/draftable-state';
import { copySearchEntries } from './copy-search';
import { rewriteReferences } from './rewrite';
import { type DuplicationScope, rewriteForBatch } from './scope';

const batchSize = 100;

/** Documents a module declares for copying (`copiedDocuments` in its manifest). */
type CopiedDocuments = Extract<CopiedRows, { resource: unknown }>;

export async function copyDocuments(
  db: Database,
  scope: DuplicationScope,
  copied: CopiedDocuments,
  signal: AbortSignal,
): Promise<void> {
  const { table } = copied.resource;
  let after = '';
  for (;;) {
    signal.throwIfAborted();
    const rows = (await db
      .select()
      .from(table)
      .where(and(eq(table.siteId, scope.sourceSiteId), gt(table.id, after)))
      .orderBy(asc(table.id))
      .limit(batchSize)) as unknown as DraftRow<unknown>[];
    if (!rows.length) return;
    await db.transaction((tx) => copyBatch(tx, scope, copied, rows));
    after = rows[rows.length - 1]?.id ?? after;
  }
}

async function copyBatch(db: Database, scope: DuplicationScope, copied: CopiedDocuments, rows: DraftRow<unknown>[]) {
  const { resource } = copied;
  const ids = rows.map((row) => row.id);
  const rewrite = await rewriteForBatch(db, scope, {
    documents: rows.flatMap((row) => [row.published, row.draft]),
    sources: { type: resource.type, ids },
  });
  const copies = rows.map((row) => {
    const published = rewriteReferences(row.published, rewrite);
    const draft = row.draft === null ? null : rewriteReferences(row.draft, rewrite);
    const copy = { ...row, siteId: scope.newSiteId, id: rewrite.copied.get(row.id) ?? row.id, published, draft };
    // A new resource on the new site: its history starts here (revisions stay with the original).
    return {
      ...copy,
      version: 1,
      ...resource.currentColumns(draft ?? published, copy),
      ...resource.copiedColumns?.(copy),
    };
  });
  await db
    .insert(resource.table)
    .values(copies as never)
    .onConflictDoNothing({ target: [resource.table.siteId, resource.table.id] });
  // Children follow the copied documents; writing them makes them match, so a batch again is harmless.
  for (const copy of copies) {
    await writeChildRows(db, resource.childRows, { row: copy, stage: 'published', document: copy.published });
    if (copy.draft !== null) {
      await writeChildRows(db, resource.childRows, { row: copy, stage: 'draft', document: copy.draft });
    }
  }
  const referencesOf = (document: unknown) => referencedIds(document, resource.namedReferences(document));
  await replaceReferencesOfMany(
    db,
    scope.newSiteId,
    resource.type,
    new Map(
      copies.map((copy) => [
        copy.id,
        [...referencesOf(copy.published), ...(copy.draft === null ? [] : referencesOf(copy.draft))],
      ]),
    ),
  );
  await copySearchEntries(db, scope, { types: copied.searchTypes, ids, rewrite });
}
