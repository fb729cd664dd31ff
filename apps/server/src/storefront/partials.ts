/**
 * Sub-templates placed in a template (a section of type `template` with `template: { ref }`): their
 * sections show in the placing section's place and area, as the mode shows them (published publicly,
 * where a sub-template never published shows nothing; the draft in a preview).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type TemplateDocument, templates } from '../modules/templates/schema';
import type { ContentMode } from './content';

type SectionRecord = Record<string, unknown>;

const partialRefOf = (record: SectionRecord): string | null => {
  const ref = (record.template as { ref?: unknown } | null | undefined)?.ref;
  return typeof ref === 'string' && ref ? ref : null;
};

/** The placing section's area marks, put on each of the sub-template's sections. */
function inArea(record: SectionRecord, placing: SectionRecord): SectionRecord {
  const { inHeader: _header, inFooter: _footer, ...rest } = record;
  if (placing.inHeader === true) return { ...rest, inHeader: true };
  if (placing.inFooter === true) return { ...rest, inFooter: true };
  return rest;
}

/** The template with its placed sub-templates' sections in their places; unchanged (no query) without any. */
export async function withPlacedPartials(
  db: Database,
  siteIds: string[],
  document: TemplateDocument | null,
  mode: ContentMode,
): Promise<TemplateDocument | null> {
  if (!document) return null;
  const refs = [...new Set(document.components.map(partialRefOf).filter((ref) => ref !== null))];
  if (refs.length === 0) return document;
  const rows = await db
    .select({
      id: templates.id,
      published: templates.published,
      draft: templates.draft,
      publishedAt: templates.publishedAt,
    })
    .from(templates)
    .where(and(inArray(templates.siteId, siteIds), inArray(templates.id, refs), eq(templates.partial, true)));
  const shown = new Map<string, TemplateDocument>();
  for (const row of rows) {
    const partial = mode === 'draft' ? (row.draft ?? row.published) : row.publishedAt ? row.published : null;
    if (partial) shown.set(row.id, partial);
  }
  return {
    ...document,
    components: document.components.flatMap((record) => {
      const ref = partialRefOf(record);
      if (!ref) return [record];
      return (shown.get(ref)?.components ?? []).map((child) => inArea(child, record));
    }),
  };
}
