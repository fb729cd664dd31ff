/** What one duplication copies, and the reference rewrite for each batch of documents it copies. */

import type { DuplicationResource } from '@vev/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type CopiedRows, type CopyScope, copiedTable } from '../../platform/modules';
import { resourceReferences } from '../../platform/references/schema';
import { copiedIds } from './copied-ids';
import { idTokensIn, type ReferenceRewrite } from './rewrite';

export type DuplicationScope = CopyScope;

/** What the admin's choices copy, of what the modules declare (in their order). */
export const copiedFor = (declared: readonly CopiedRows[], resources: readonly DuplicationResource[]) =>
  declared.filter((copied) => copied.copiedWith.some((choice) => resources.includes(choice)));

/** Whether this duplication copies rows of the reference type ('template' …). */
export const copies = (scope: DuplicationScope, type: string) => scope.copied.some((copied) => copied.type === type);

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
  for (const copiedRows of scope.copied) {
    const table = copiedTable(copiedRows);
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.siteId, scope.sourceSiteId), inArray(table.id, [...candidates])));
    for (const row of rows) copied.add(String(row.id));
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
