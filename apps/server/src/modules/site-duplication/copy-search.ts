/**
 * Search entries of copied resources: the originals' entries under the copies' ids. Titles, paths
 * and words are the same (the copy has the same tree and slugs), so nothing is computed again;
 * the ids inside the edit path and the image's URL are rewritten.
 */
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchIndex } from '../../platform/search/schema';
import { idTokensIn, type ReferenceRewrite, rewriteReferences } from './rewrite';
import type { DuplicationScope } from './scope';

const { document: _document, ...entryColumns } = getTableColumns(searchIndex);

export async function copySearchEntries(
  db: Database,
  scope: DuplicationScope,
  input: { types: readonly string[]; ids: string[]; rewrite: ReferenceRewrite },
): Promise<void> {
  const { rewrite } = input;
  const entries = await db
    .select({ ...entryColumns, document: sql<string>`${searchIndex.document}::text` })
    .from(searchIndex)
    .where(
      and(
        eq(searchIndex.siteId, scope.sourceSiteId),
        inArray(searchIndex.type, [...input.types]),
        inArray(searchIndex.id, input.ids),
      ),
    );
  const copies = entries.flatMap((entry) => {
    const id = rewrite.copied.get(entry.id);
    if (!id) return [];
    // An image whose file stays behind is not shown as the copy's.
    const image = [...idTokensIn(entry.image)].some((token) => rewrite.leftBehind.has(token)) ? null : entry.image;
    return [
      {
        ...entry,
        siteId: scope.newSiteId,
        id,
        editPath: rewriteReferences(entry.editPath, rewrite),
        image: image && rewriteReferences(image, rewrite),
        document: sql`${entry.document}::tsvector`,
      },
    ];
  });
  if (!copies.length) return;
  await db
    .insert(searchIndex)
    .values(copies)
    .onConflictDoNothing({ target: [searchIndex.siteId, searchIndex.type, searchIndex.id] });
}
