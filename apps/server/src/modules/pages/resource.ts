/** Pages declare themselves to the shared draft mechanism: columns, rules, references, search. */
import { describeFieldErrors, type PageDocument, pageDocumentProblems, slugPath } from '@vev/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest } from '../../platform/errors';
import type { DraftableResource } from '../../platform/resources/drafts';
import { ownOrInheritedRows, siteScopeOf } from '../../platform/site-scope';
import { assertSectionsComplete } from '../sections/check';
import { sectionReferenceIds } from '../sections/references';
import { templates } from '../templates/schema';
import { ancestorIds, ancestorSlugs, refreshDescendantPaths } from './queries';
import { type PageKind, pages } from './schema';
import { removePageVariants } from './variants';

export type PageRow = typeof pages.$inferSelect;

export const pageKindOf = (flags: { isCategory?: boolean; isProductPage?: boolean }): PageKind =>
  flags.isCategory ? 'category' : flags.isProductPage ? 'productPage' : 'page';

/** The dashboard's editor for each kind (spec 1 §2 'Content routes'). */
export const editPathFor = (kind: PageKind, id: string) =>
  `/innhold/${{ page: 'sider', category: 'kategorier', productPage: 'produktsider' }[kind]}/${id}`;

export const messages = {
  slugTaken: 'Det finnes allerede en side med denne adressen på samme nivå.',
  parentMissing: 'Forelderen finnes ikke.',
  parentKind: 'Forelderen må være av samme slag.',
  parentLoop: 'En side kan ikke ligge under seg selv.',
  templateMissing: 'Malen finnes ikke.',
};

async function validatePage(document: PageDocument, row: PageRow, db: Database): Promise<void> {
  const fields: Record<string, string> = pageDocumentProblems(document);
  if (document.parent) {
    if (document.parent === row.id) fields.parent = messages.parentLoop;
    else {
      const [parent] = await db
        .select({ kind: pages.kind })
        .from(pages)
        .where(and(eq(pages.siteId, row.siteId), eq(pages.id, document.parent)))
        .limit(1);
      if (!parent) fields.parent = messages.parentMissing;
      else if (parent.kind !== row.kind) fields.parent = messages.parentKind;
      else if ((await ancestorIds(db, row.siteId, document.parent)).includes(row.id))
        fields.parent = messages.parentLoop;
    }
  }
  if (document.parent !== row.parentId || document.slug !== row.slug) {
    const [taken] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.siteId, row.siteId), eq(pages.slug, document.slug), parentIs(document.parent)))
      .limit(2);
    if (taken && taken.id !== row.id) fields.slug = messages.slugTaken;
  }
  if (document.template) {
    // A department may use the templates of the site it belongs to.
    const site = await siteScopeOf(db, row.siteId);
    const [template] = await db
      .select({ id: templates.id })
      .from(templates)
      .where(and(ownOrInheritedRows(templates.siteId, site), eq(templates.id, document.template.ref)))
      .limit(1);
    if (!template) fields.template = messages.templateMissing;
  }
  if (Object.keys(fields).length) throw badRequest(describeFieldErrors(fields), fields);
}

export const parentIs = (parent: string | null) =>
  parent === null ? isNull(pages.parentId) : eq(pages.parentId, parent);

export const pageResource: DraftableResource<PageDocument, PageRow> = {
  type: 'page',
  cacheDomain: 'content',
  table: pages,
  currentColumns: (document) => ({ title: document.title, slug: document.slug, parentId: document.parent }),
  publishedColumns: () => ({}),
  namedReferences: (document) => [document.parent, document.template?.ref, ...sectionReferenceIds(document.components)],
  searchEntry: async (document, row, db) => {
    const ancestors = document.parent ? await ancestorSlugs(db, row.siteId, document.parent) : [];
    const path = slugPath([...ancestors, document.slug]);
    return {
      type: row.kind,
      id: row.id,
      title: document.title,
      subtitle: path,
      description: document.preamble,
      image: document.featuredImage?.url ?? null,
      path,
      editPath: editPathFor(row.kind, row.id),
      keywords: `${document.tags.join(' ')} ${document.slug.replace(/-/g, ' ')}`,
    };
  },
  reindexDependents: (db, row, entry) => refreshDescendantPaths(db, row.siteId, row.id, entry.path ?? '/'),
  validate: validatePage,
  validatePublish: (document) => assertSectionsComplete(document.components),
  title: (document) => document.title,
  activityTarget: (row) => row.kind,
  published: { activity: 'publishedPage' },
  removeOwned: (db, row) => removePageVariants(db, row.siteId, row.id),
  liveFields: { status: 'versioned' },
};
