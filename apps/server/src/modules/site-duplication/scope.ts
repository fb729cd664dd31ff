/** What one duplication copies, and the reference rewrite for each batch of documents it copies. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resourceReferences } from '../../platform/references/schema';
import { components } from '../components/schema';
import { mediaFiles } from '../media/schema';
import { pages } from '../pages/schema';
import { templates } from '../templates/schema';
import { copiedIds } from './copied-ids';
import { idTokensIn, type ReferenceRewrite } from './rewrite';

/** The tables a duplication copies rows of, by their resources' reference type. */
export const copyableTables = { media: mediaFiles, template: templates, component: components, page: pages };
export type CopyableType = keyof typeof copyableTables;

export interface DuplicationScope {
  jobId: string;
  sourceSiteId: string;
  newSiteId: string;
  copiedTypes: ReadonlySet<CopyableType>;
}

/**
 * The rewrite for documents copied together: which ids they mention are copied resources of the
 * source site (looked up in each copied table), and which of what their sources refer to (the
 * references table) stays behind. `sources.type` null means any type (the site's own documents).
 */
export async function rewriteForBatch(
  db: Database,
  scope: DuplicationScope,
  input: { documents: unknown[]; sources: { type: string | null; ids: string[] } },
): Promise<ReferenceRewrite> {
  const candidates = new Set(input.sources.ids);
  for (const document of input.documents) for (const token of idTokensIn(document)) candidates.add(token);
  const copied = new Set<string>();
  for (const type of scope.copiedTypes) {
    const table = copyableTables[type];
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.siteId, scope.sourceSiteId), inArray(table.id, [...candidates])));
    for (const row of rows) copied.add(row.id);
  }
  const referenced = await db
    .selectDistinct({ targetId: resourceReferences.targetId })
    .from(resourceReferences)
    .where(
      and(
        eq(resourceReferences.siteId, scope.sourceSiteId),
        input.sources.type === null ? undefined : eq(resourceReferences.sourceType, input.sources.type),
        inArray(resourceReferences.sourceId, input.sources.ids),
      ),
    );
  return {
    copied: copiedIds(scope.jobId, copied),
    leftBehind: new Set(referenced.map((row) => row.targetId).filter((id) => !copied.has(id))),
  };
}
