/** Pages: create, read (also an old revision, a variant, or a department's inherited page), edit, clone. */
import {
  newPageDocument,
  type Page,
  type PageCreate,
  type PageDocument,
  type PageUpdate,
  type PageVariant,
  pageVariantMessages,
  slugify,
  uniqueSlug,
} from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../platform/accounts/schema';
import { badRequest, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { createDraftable, saveDraft } from '../../platform/resources/drafts';
import { findRevision } from '../../platform/revisions/revisions';
import type { SessionUser } from '../../platform/sessions/sessions';
import { ownFirst, ownOrInheritedRows, ownSite, type SiteScope } from '../../platform/site-scope';
import { assertSectionsFit } from '../sections/check';
import { getSite } from '../sites/service';
import { toPage } from './dto';
import { ancestors } from './queries';
import { messages, type PageRow, pageKindOf, pageResource, parentIs } from './resource';
import { pages } from './schema';
import { findPageVariant, saveVariantSections, showVariant } from './variants';

export async function findRow(db: Database, siteId: string, id: string): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, id)))
    .limit(1);
  return row ?? null;
}

async function authorName(db: Database, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.name ?? null;
}

async function siblingSlugs(db: Database, siteId: string, parent: string | null): Promise<string[]> {
  const rows = await db
    .select({ slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), parentIs(parent)));
  return rows.map((row) => row.slug);
}

async function present(
  db: Database,
  row: PageRow,
  inherited: boolean,
  shown?: { document: PageDocument; revision: string },
) {
  const document = shown?.document ?? row.draft ?? row.published;
  return toPage(
    row,
    {
      authorName: await authorName(db, row.authorId),
      ancestors: document.parent ? await ancestors(db, row.siteId, document.parent) : [],
      inherited,
    },
    shown,
  );
}

export async function createPage(
  db: Database,
  input: { siteId: string; user: SessionUser; page: PageCreate },
): Promise<Page> {
  const kind = pageKindOf(input.page);
  const parent = kind === 'productPage' ? null : (input.page.parent ?? null);
  const slug = uniqueSlug(slugify(input.page.title), await siblingSlugs(db, input.siteId, parent));
  const document = newPageDocument({ title: input.page.title, slug, parent, template: input.page.template });
  const now = new Date();
  const row = await createDraftable(db, pageResource, {
    siteId: input.siteId,
    id: newId(),
    kind,
    status: 'inactive',
    title: document.title,
    slug,
    parentId: parent,
    published: document,
    draft: null,
    version: 1,
    modifiedAt: null,
    publishedAt: null,
    authorId: input.user.id,
    editorId: input.user.id,
    createdAt: now,
    updatedAt: now,
  });
  return present(db, row, false);
}

export interface PageView {
  /** An old published version instead of the current state. */
  revision?: string | undefined;
  /** An experiment variant's sections instead of the page's own. */
  variant?: PageVariant | null;
}

/** A page of this site, or of the site it is a department of (read-only, `inherited`). */
export async function getPage(db: Database, site: SiteScope, id: string, view: PageView = {}): Promise<Page> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(ownOrInheritedRows(pages.siteId, site), eq(pages.id, id)))
    .limit(2);
  const row = ownFirst(rows, site);
  if (!row) throw notFound();
  const inherited = row.siteId !== site.siteId;
  const { revision: revisionId, variant } = view;
  if (!revisionId) {
    const page = await present(db, row, inherited);
    return variant ? showVariant(page, await findPageVariant(db, row.siteId, row.id, variant), variant) : page;
  }
  const revision = await findRevision(db, row.siteId, revisionId);
  if (revision.type !== pageResource.type || revision.reference !== row.id) throw notFound('Fant ikke versjonen.');
  return present(db, row, inherited, { document: revision.snapshot as PageDocument, revision: revision.id });
}

/** In a variant only the sections change; they go to the variant's row, never to the page. */
async function updateVariant(
  db: Database,
  input: { siteId: string; id: string; user: SessionUser; update: PageUpdate; variant: PageVariant },
): Promise<Page> {
  const { version, components, ...others } = input.update;
  const refused = Object.keys(others).filter((key) => others[key as keyof typeof others] !== undefined);
  if (refused.length > 0) {
    throw badRequest(
      pageVariantMessages.onlySections,
      Object.fromEntries(refused.map((key) => [key, pageVariantMessages.onlySections])),
    );
  }
  await saveVariantSections(db, {
    siteId: input.siteId,
    pageId: input.id,
    variant: input.variant,
    user: input.user,
    version,
    change: async (current, tx) => (components ? assertSectionsFit(tx, { siteId: input.siteId }, components) : current),
  });
  return getPage(db, ownSite(input.siteId), input.id, { variant: input.variant });
}

export async function updatePage(
  db: Database,
  input: { siteId: string; id: string; user: SessionUser; update: PageUpdate; variant?: PageVariant | null },
): Promise<Page> {
  if (input.variant) return updateVariant(db, { ...input, variant: input.variant });
  const { version, status, ...changes } = input.update;
  const defined: Partial<PageDocument> = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  if (defined.components) {
    // A page of another site (or none) is not found before its sections are judged.
    if (!(await findRow(db, input.siteId, input.id))) throw notFound();
    defined.components = await assertSectionsFit(db, { siteId: input.siteId }, defined.components);
  }
  const row = await saveDraft(db, pageResource, {
    siteId: input.siteId,
    id: input.id,
    user: input.user,
    version,
    changes: defined,
    live: status ? { status } : {},
  });
  return present(db, row, false);
}

/** A local copy of a page the department inherits, to edit freely. */
export async function clonePage(
  db: Database,
  input: { site: SiteScope; user: SessionUser; id: string },
): Promise<Page> {
  const { parentSiteId } = input.site;
  const source = parentSiteId ? await findRow(db, parentSiteId, input.id) : null;
  if (!source) throw notFound();
  const site = await getSite(db, input.site.siteId);
  const templateType = source.kind === 'productPage' ? 'productPage' : source.kind === 'category' ? 'category' : 'page';
  const template = site.templateDistribution[templateType];
  if (!template) throw badRequest(messages.templateMissing, { template: messages.templateMissing });
  const created = await createPage(db, {
    siteId: input.site.siteId,
    user: input.user,
    page: {
      title: source.published.title,
      template: { ref: template.ref },
      isCategory: source.kind === 'category',
      isProductPage: source.kind === 'productPage',
    },
  });
  const { title: _title, slug: _slug, parent: _parent, template: _template, ...content } = source.published;
  return updatePage(db, {
    siteId: input.site.siteId,
    id: created._id,
    user: input.user,
    update: { ...content, version: created.version },
  });
}
