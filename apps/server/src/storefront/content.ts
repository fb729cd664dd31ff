/**
 * What the storefront shows, read in one of two modes: `published` (the public site: published
 * documents of active pages) or `draft` (a preview: the editor's draft overlay, any status).
 * Paths follow the published slugs and parents in the first mode, the current ones in the second.
 * A department reads its parent's pages too (`contentSites`): its own first, so one of its own at
 * an address shadows the parent's there.
 */
import { isEmptyPathSlug, type PageDocument, slugPath } from '@vev/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { PageKind } from '../modules/pages/schema';
import { pages } from '../modules/pages/schema';
import type { TemplateDocument } from '../modules/templates/schema';
import { templates } from '../modules/templates/schema';

export type ContentMode = 'published' | 'draft';

export interface StorefrontPage {
  id: string;
  /** The site the page belongs to: the visited one, or for a department its parent. */
  siteId: string;
  kind: PageKind;
  status: 'active' | 'inactive';
  document: PageDocument;
  path: string;
}

const pageColumns = {
  siteId: pages.siteId,
  id: pages.id,
  kind: pages.kind,
  status: pages.status,
  published: pages.published,
  draft: pages.draft,
};
type PageRowView = {
  siteId: string;
  id: string;
  kind: PageKind;
  status: 'active' | 'inactive';
  published: PageDocument;
  draft: PageDocument | null;
};

const documentOf = (row: PageRowView, mode: ContentMode) =>
  mode === 'draft' ? (row.draft ?? row.published) : row.published;

/** The parent and slug columns a mode walks the tree by (the published ones have an index of their own). */
function treeColumns(mode: ContentMode, alias: string): { parent: SQL; slug: SQL } {
  const table = sql.raw(alias);
  return mode === 'published'
    ? { parent: sql`(${table}.published->>'parent')`, slug: sql`(${table}.published->>'slug')` }
    : { parent: sql`${table}.parent_id`, slug: sql`${table}.slug` };
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The page at a path (`['om-oss', 'ansatte']`) on the first of the sites that has one: each segment
 * is a slug under the page before it. Pages whose slug maps to no path ('index', 'draft-…') are
 * passed through, as their URLs skip them.
 */
export async function findPageIdByPath(
  db: Database,
  siteIds: readonly string[],
  segments: string[],
  mode: ContentMode,
): Promise<string | null> {
  if (segments.length === 0 || segments.length > 30) return null;
  if (segments.some((segment) => !slugPattern.test(segment) || isEmptyPathSlug(segment))) return null;
  for (const siteId of siteIds) {
    const id = await findPageIdOnSite(db, siteId, segments, mode);
    if (id) return id;
  }
  return null;
}

async function findPageIdOnSite(
  db: Database,
  siteId: string,
  segments: string[],
  mode: ContentMode,
): Promise<string | null> {
  const root = treeColumns(mode, 'root');
  const child = treeColumns(mode, 'child');
  const wanted = sql`ARRAY[${sql.join(
    segments.map((segment) => sql`${segment}`),
    sql`, `,
  )}]::text[]`;
  const passThrough = (slug: SQL) => sql`(${slug} = 'index' OR ${slug} LIKE 'draft-%')`;
  const [found] = await queryRows<{ id: string }>(
    db,
    sql`
    WITH RECURSIVE walk(id, consumed, matched, depth) AS (
      SELECT root.id, CASE WHEN ${root.slug} = (${wanted})[1] THEN 1 ELSE 0 END, ${root.slug} = (${wanted})[1], 0
      FROM pages root
      WHERE root.site_id = ${siteId} AND ${root.parent} IS NULL
        AND (${root.slug} = (${wanted})[1] OR ${passThrough(root.slug)})
      UNION ALL
      SELECT child.id,
        CASE WHEN ${child.slug} = (${wanted})[walk.consumed + 1] THEN walk.consumed + 1 ELSE walk.consumed END,
        ${child.slug} = (${wanted})[walk.consumed + 1],
        walk.depth + 1
      FROM walk JOIN pages child ON child.site_id = ${siteId} AND ${child.parent} = walk.id
      WHERE walk.depth < 40 AND walk.consumed < ${segments.length}
        AND (${child.slug} = (${wanted})[walk.consumed + 1] OR ${passThrough(child.slug)})
    )
    SELECT id FROM walk WHERE consumed = ${segments.length} AND matched ORDER BY depth, id LIMIT 1`,
  );
  return found?.id ?? null;
}

/**
 * The front page: staticPages.frontPage, else the first root page whose slug maps to '/' ('index')
 * on the first of the sites that has one.
 */
export async function findFrontPageId(
  db: Database,
  siteIds: readonly string[],
  frontPage: string | null,
  mode: ContentMode,
): Promise<string | null> {
  if (frontPage) return frontPage;
  for (const siteId of siteIds) {
    const id = await indexPageOf(db, siteId, mode);
    if (id) return id;
  }
  return null;
}

async function indexPageOf(db: Database, siteId: string, mode: ContentMode): Promise<string | null> {
  const root = treeColumns(mode, 'root');
  const [found] = await queryRows<{ id: string }>(
    db,
    sql`
    SELECT root.id FROM pages root
    WHERE root.site_id = ${siteId} AND ${root.parent} IS NULL AND (${root.slug} = 'index' OR ${root.slug} LIKE 'draft-%')
    ORDER BY (root.kind = 'page') DESC, (${root.slug} = 'index') DESC, root.id
    LIMIT 1`,
  );
  return found?.id ?? null;
}

/** Each page's public path from its ancestors' slugs (on its own site), in the mode's tree. */
async function pathsOf(
  db: Database,
  siteIds: readonly string[],
  ids: string[],
  mode: ContentMode,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const start = treeColumns(mode, 'start');
  const up = treeColumns(mode, 'p');
  const links = await queryRows<{ origin: string; slug: string }>(
    db,
    sql`
    WITH RECURSIVE chain(origin, site, parent, slug, depth) AS (
      SELECT start.id, start.site_id, ${start.parent}, ${start.slug}, 0 FROM pages start
      WHERE start.site_id IN (${inList(siteIds)}) AND start.id IN (${inList(ids)})
      UNION ALL
      SELECT chain.origin, chain.site, ${up.parent}, ${up.slug}, chain.depth + 1
      FROM chain JOIN pages p ON p.site_id = chain.site AND p.id = chain.parent
      WHERE chain.depth < 50
    )
    SELECT origin, slug, depth FROM chain ORDER BY origin, depth DESC`,
  );
  const slugs = new Map<string, string[]>();
  for (const row of links) slugs.set(row.origin, [...(slugs.get(row.origin) ?? []), row.slug]);
  return new Map([...slugs].map(([id, chain]) => [id, slugPath(chain)]));
}

/** Pages of the sites by id as the mode shows them (the public site: active ones only), with their paths. */
export async function loadPages(
  db: Database,
  siteIds: readonly string[],
  ids: string[],
  mode: ContentMode,
): Promise<Map<string, StorefrontPage>> {
  const unique = [...new Set(ids)].slice(0, 500);
  if (unique.length === 0) return new Map();
  const rows = (await db
    .select(pageColumns)
    .from(pages)
    .where(and(inArray(pages.siteId, [...siteIds]), inArray(pages.id, unique)))) as PageRowView[];
  const shown = rows.filter((row) => mode === 'draft' || row.status === 'active');
  const paths = await pathsOf(
    db,
    siteIds,
    shown.map((row) => row.id),
    mode,
  );
  return new Map(
    shown.map((row) => [
      row.id,
      {
        id: row.id,
        siteId: row.siteId,
        kind: row.kind,
        status: row.status,
        document: documentOf(row, mode),
        path: paths.get(row.id) ?? '/',
      },
    ]),
  );
}

/** The ids of a category's child categories (on its own site), in title order, as the mode shows them. */
export async function childCategoryIds(
  db: Database,
  siteIds: readonly string[],
  parentIds: string[],
  mode: ContentMode,
): Promise<Map<string, string[]>> {
  if (parentIds.length === 0) return new Map();
  const tree = treeColumns(mode, 'pages');
  const rows = await queryRows<{ id: string; parent: string }>(
    db,
    sql`
    SELECT pages.id, ${tree.parent} AS parent FROM pages
    WHERE pages.site_id IN (${inList(siteIds)}) AND pages.kind = 'category'
      AND ${tree.parent} IN (${inList(parentIds)})
      ${mode === 'published' ? sql`AND pages.status = 'active'` : sql``}
    ORDER BY pages.title, pages.id
    LIMIT 500`,
  );
  const children = new Map<string, string[]>();
  for (const row of rows) children.set(row.parent, [...(children.get(row.parent) ?? []), row.id]);
  return children;
}

/** A template's document as the mode shows it; a template never published shows nothing publicly. */
export async function loadTemplate(
  db: Database,
  siteIds: string[],
  id: string | undefined,
  mode: ContentMode,
): Promise<TemplateDocument | null> {
  if (!id) return null;
  const [row] = await db
    .select({ published: templates.published, draft: templates.draft, publishedAt: templates.publishedAt })
    .from(templates)
    .where(and(inArray(templates.siteId, siteIds), eq(templates.id, id)))
    .limit(1);
  if (!row) return null;
  if (mode === 'draft') return row.draft ?? row.published;
  return row.publishedAt ? row.published : null;
}
