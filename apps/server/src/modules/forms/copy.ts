/**
 * Site duplication's copy of the forms (with the choice 'pages', whose form sections show them):
 * the forms with their fields, in batches with their search entries; never their entries, which
 * are visitors' personal data sent to the original site.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CopyScope } from '../../platform/modules';
import { copiedId } from '../site-duplication/copied-ids';
import { copySearchEntries } from '../site-duplication/copy-search';
import { rewriteForBatch } from '../site-duplication/scope';
import { forms } from './schema';
import { formSourceType } from './service';

const batchSize = 100;

export async function copyForms(db: Database, scope: CopyScope, signal: AbortSignal): Promise<void> {
  let after = '';
  for (;;) {
    signal.throwIfAborted();
    const rows = await db
      .select()
      .from(forms)
      .where(and(eq(forms.siteId, scope.sourceSiteId), gt(forms.id, after)))
      .orderBy(asc(forms.id))
      .limit(batchSize);
    if (!rows.length) return;
    const ids = rows.map((row) => row.id);
    const rewrite = await rewriteForBatch(db, scope, { documents: [], sources: { type: formSourceType, ids } });
    const copies = rows.map((row) => ({ ...row, siteId: scope.newSiteId, id: copiedId(scope.jobId, row.id) }));
    await db.transaction(async (tx) => {
      await tx
        .insert(forms)
        .values(copies)
        .onConflictDoNothing({ target: [forms.siteId, forms.id] });
      await copySearchEntries(tx, scope, { types: [formSourceType], ids, rewrite });
    });
    after = rows[rows.length - 1]?.id ?? after;
  }
}
