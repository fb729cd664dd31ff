/**
 * What only a preview shows: an experiment variant's sections instead of the page's own, and a
 * template on its own (the designer's template preview), in its draft or an old revision.
 */
import { pageVariantOf, pageVariantQuerySchema } from '@vev/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { findPageVariant } from '../modules/pages/variants';
import { type TemplateDocument, templates } from '../modules/templates/schema';
import { findRevision } from '../platform/revisions/revisions';
import type { StorefrontPage } from './content';

const isId = (value: string) => /^[A-Za-z0-9_-]{1,40}$/.test(value);

/** With `experiment` and `experimentVariant`, the variant's sections, once the variant has any of its own. */
export async function withVariantSections(
  db: Database,
  siteId: string,
  page: StorefrontPage,
  query: URLSearchParams,
): Promise<StorefrontPage> {
  const parsed = pageVariantQuerySchema.safeParse({
    experiment: query.get('experiment') ?? undefined,
    experimentVariant: query.get('experimentVariant') ?? undefined,
  });
  const variant = parsed.success ? pageVariantOf(parsed.data) : null;
  if (!variant) return page;
  const row = await findPageVariant(db, siteId, page.id, variant);
  return row ? { ...page, document: { ...page.document, components: row.components } } : page;
}

/** A template of these sites as the editor sees it, or one of its revisions; null when there is none. */
export async function templateForPreview(
  db: Database,
  siteIds: string[],
  id: string,
  revisionId: string | null,
): Promise<{ id: string; document: TemplateDocument } | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .select({ siteId: templates.siteId, published: templates.published, draft: templates.draft })
    .from(templates)
    .where(and(inArray(templates.siteId, siteIds), eq(templates.id, id)))
    .limit(1);
  if (!row) return null;
  const current = { id, document: row.draft ?? row.published };
  if (!revisionId || !isId(revisionId)) return current;
  try {
    const revision = await findRevision(db, row.siteId, revisionId);
    if (revision.type === 'template' && revision.reference === id) {
      return { id, document: revision.snapshot as TemplateDocument };
    }
  } catch {
    // An unknown revision shows the draft, as a page's preview does.
  }
  return current;
}
