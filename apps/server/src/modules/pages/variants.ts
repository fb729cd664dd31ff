/**
 * A page's sections in an experiment variant (table `page_variants`). The variant starts as the
 * page's current sections and gets a row of its own on its first write; its version is the row's
 * (0 before that), so stale edits are refused as on the page itself.
 */
import { type Page, type PageVariant, sameJson } from '@vev/shared';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainsChanged } from '../../platform/cache/site-versions';
import { notFound } from '../../platform/errors';
import { referencedIds, replaceReferences } from '../../platform/references/references';
import { currentDocument } from '../../platform/resources/draftable-state';
import { assertVersion } from '../../platform/resources/drafts';
import type { SessionUser } from '../../platform/sessions/sessions';
import { assertVariantContentEditable } from '../experiments/editable';
import { pageVariants } from '../experiments/schema';
import { sectionReferenceIds } from '../sections/references';
import { pages } from './schema';

type Sections = Record<string, unknown>[];
export type PageVariantRow = typeof pageVariants.$inferSelect;

/** What a variant's sections refer to is recorded under this source type (the report's 'experiments'). */
export const variantSourceType = 'pageVariant';
export const variantSourceId = (pageId: string, variant: PageVariant) =>
  `${pageId}:${variant.experiment}:${variant.variant}`;

const variantIs = (siteId: string, pageId: string, variant: PageVariant) =>
  and(
    eq(pageVariants.siteId, siteId),
    eq(pageVariants.pageId, pageId),
    eq(pageVariants.experimentId, variant.experiment),
    eq(pageVariants.variantId, variant.variant),
  );

/** What a variant's sections refer to; a link to its own page does not keep the page from being deleted. */
export const variantReferences = (pageId: string, sections: Sections) =>
  referencedIds(sections, sectionReferenceIds(sections)).filter((id) => id !== pageId);

export async function findPageVariant(
  db: Database,
  siteId: string,
  pageId: string,
  variant: PageVariant,
): Promise<PageVariantRow | null> {
  const [row] = await db
    .select()
    .from(pageVariants)
    .where(variantIs(siteId, pageId, variant))
    .limit(1);
  return row ?? null;
}

/** The page as the variant shows it: its sections (the page's own until the variant has a row) and version. */
export function showVariant(page: Page, row: PageVariantRow | null, variant: PageVariant): Page {
  return { ...page, components: row?.components ?? page.components, version: row?.version ?? 0, variant };
}

/**
 * Writes a variant's sections: `change` gets the sections as they stand and answers the ones to
 * store (it checks them). The page's row is locked, so writes to one page's variants take turns.
 */
export async function saveVariantSections(
  db: Database,
  input: {
    siteId: string;
    pageId: string;
    variant: PageVariant;
    user: SessionUser;
    version: number;
    change: (current: Sections, db: Database) => Promise<Sections>;
  },
): Promise<void> {
  const { siteId, pageId, variant } = input;
  await db.transaction(async (tx) => {
    const [page] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
      .limit(1)
      .for('update');
    if (!page) throw notFound();
    await assertVariantContentEditable(tx, siteId, variant.experiment);
    const row = await findPageVariant(tx, siteId, pageId, variant);
    assertVersion({ version: row?.version ?? 0 }, input.version);
    const current = row?.components ?? currentDocument(page).components;
    const next = await input.change(current, tx);
    if (sameJson(next, current)) return;
    const now = new Date();
    if (row) {
      await tx
        .update(pageVariants)
        .set({ components: next, version: row.version + 1, authorId: input.user.id, updatedAt: now })
        .where(variantIs(siteId, pageId, variant));
    } else {
      await tx.insert(pageVariants).values({
        siteId,
        pageId,
        experimentId: variant.experiment,
        variantId: variant.variant,
        components: next,
        version: 1,
        authorId: input.user.id,
        updatedAt: now,
      });
    }
    await replaceReferences(
      tx,
      siteId,
      { type: variantSourceType, id: variantSourceId(pageId, variant) },
      variantReferences(pageId, next),
    );
    await domainsChanged(tx, siteId, ['content']);
  });
}

/** A deleted page's variants go with it, and with them what they referred to. */
export async function removePageVariants(db: Database, siteId: string, pageId: string): Promise<void> {
  const rows = await db
    .delete(pageVariants)
    .where(and(eq(pageVariants.siteId, siteId), eq(pageVariants.pageId, pageId)))
    .returning({ experiment: pageVariants.experimentId, variant: pageVariants.variantId });
  for (const row of rows) {
    await replaceReferences(db, siteId, { type: variantSourceType, id: variantSourceId(pageId, row) }, []);
  }
}

/** An experiment's variants' sections on every page, except the variants it keeps, go with what they referred to. */
export async function removeExperimentPageVariants(
  db: Database,
  siteId: string,
  experimentId: string,
  keep: readonly string[],
): Promise<void> {
  const rows = await db
    .delete(pageVariants)
    .where(
      and(
        eq(pageVariants.siteId, siteId),
        eq(pageVariants.experimentId, experimentId),
        ...(keep.length > 0 ? [notInArray(pageVariants.variantId, [...keep])] : []),
      ),
    )
    .returning({ page: pageVariants.pageId, experiment: pageVariants.experimentId, variant: pageVariants.variantId });
  for (const row of rows) {
    await replaceReferences(db, siteId, { type: variantSourceType, id: variantSourceId(row.page, row) }, []);
  }
}

/** A variant in a dependency report: its page's title and the variant's id. */
export async function describeVariants(db: Database, siteId: string, ids: string[]) {
  const pageIds = [...new Set(ids.map((id) => id.split(':')[0] ?? id))];
  const rows = await db
    .select({ id: pages.id, title: pages.title })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), inArray(pages.id, pageIds)));
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  return new Map(
    ids.map((id) => {
      const [pageId = id, , variant = ''] = id.split(':');
      return [id, { title: `${titles.get(pageId) ?? pageId} (variant ${variant})`, draft: false }];
    }),
  );
}
