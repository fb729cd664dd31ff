/**
 * Site duplication's copy of the A/B experiments (with the choice 'pages', whose variants they
 * are): each experiment under a new id with its page, variants' pages and templates and goal
 * rewritten, and the variants' own sections; never the counters or the visitors, which are the
 * original site's results. A copy starts inactive: the new site's owner decides when it runs.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CopyScope } from '../../platform/modules';
import { replaceReferencesOfMany } from '../../platform/references/references';
import { variantReferences, variantSourceId, variantSourceType } from '../pages/variants';
import { copiedId } from '../site-duplication/copied-ids';
import { rewriteReferences } from '../site-duplication/rewrite';
import { rewriteForBatch } from '../site-duplication/scope';
import { experiments, pageVariants } from './schema';
import { experimentReferences, experimentSourceType } from './service';

const batchSize = 100;

export async function copyExperiments(db: Database, scope: CopyScope, signal: AbortSignal): Promise<void> {
  let after = '';
  for (;;) {
    signal.throwIfAborted();
    const rows = await db
      .select()
      .from(experiments)
      .where(and(eq(experiments.siteId, scope.sourceSiteId), gt(experiments.id, after)))
      .orderBy(asc(experiments.id))
      .limit(batchSize);
    if (!rows.length) return;
    const ids = rows.map((row) => row.id);
    const variants = await db
      .select()
      .from(pageVariants)
      .where(and(eq(pageVariants.siteId, scope.sourceSiteId), inArray(pageVariants.experimentId, ids)));
    const rewrite = await rewriteForBatch(db, scope, {
      documents: [...rows.map((row) => [row.reference, row.variants, row.goal]), ...variants.map((v) => v.components)],
      sources: { type: experimentSourceType, ids },
    });
    const copies = rows.map((row) => ({
      ...row,
      siteId: scope.newSiteId,
      id: copiedId(scope.jobId, row.id),
      active: false,
      reference: rewriteReferences(row.reference, rewrite),
      variants: rewriteReferences(row.variants, rewrite),
      goal: rewriteReferences(row.goal, rewrite),
    }));
    // A variant of a page that stays behind goes with it.
    const variantCopies = variants.flatMap((variant) => {
      const pageId = rewrite.copied.get(variant.pageId);
      if (!pageId) return [];
      return [
        {
          ...variant,
          siteId: scope.newSiteId,
          pageId,
          experimentId: copiedId(scope.jobId, variant.experimentId),
          components: rewriteReferences(variant.components, rewrite),
        },
      ];
    });
    await db.transaction(async (tx) => {
      await tx
        .insert(experiments)
        .values(copies)
        .onConflictDoNothing({ target: [experiments.siteId, experiments.id] });
      if (variantCopies.length) await tx.insert(pageVariants).values(variantCopies).onConflictDoNothing();
      await replaceReferencesOfMany(
        tx,
        scope.newSiteId,
        experimentSourceType,
        new Map(copies.map((copy) => [copy.id, experimentReferences(copy)])),
      );
      await replaceReferencesOfMany(
        tx,
        scope.newSiteId,
        variantSourceType,
        new Map(
          variantCopies.map((copy) => [
            variantSourceId(copy.pageId, { experiment: copy.experimentId, variant: copy.variantId }),
            variantReferences(copy.pageId, copy.components),
          ]),
        ),
      );
    });
    after = rows[rows.length - 1]?.id ?? after;
  }
}
