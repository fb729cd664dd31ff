/** Walking the page tree: ancestors (root first) with one recursive query, depth-limited. */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';

export interface AncestorRow {
  id: string;
  title: string;
  slug: string;
}

/** The page `fromId` and its ancestors, root first. */
export async function ancestors(db: Database, siteId: string, fromId: string): Promise<AncestorRow[]> {
  return queryRows<AncestorRow>(
    db,
    sql`
    WITH RECURSIVE chain(id, title, slug, parent_id, depth) AS (
      SELECT id, title, slug, parent_id, 0 FROM pages WHERE site_id = ${siteId} AND id = ${fromId}
      UNION ALL
      SELECT p.id, p.title, p.slug, p.parent_id, chain.depth + 1
      FROM pages p JOIN chain ON p.id = chain.parent_id AND p.site_id = ${siteId}
      WHERE chain.depth < 50
    )
    SELECT id, title, slug FROM chain ORDER BY depth DESC`,
  );
}

export const ancestorIds = async (db: Database, siteId: string, fromId: string) =>
  (await ancestors(db, siteId, fromId)).map((row) => row.id);

export const ancestorSlugs = async (db: Database, siteId: string, fromId: string) =>
  (await ancestors(db, siteId, fromId)).map((row) => row.slug);

/** SQL for "ids of every page below this one" (any depth), to filter a list with. */
export const descendantsOf = (siteId: string, rootId: string) => sql`(
  WITH RECURSIVE below(id, depth) AS (
    SELECT id, 0 FROM pages WHERE site_id = ${siteId} AND parent_id = ${rootId}
    UNION ALL
    SELECT p.id, below.depth + 1 FROM pages p JOIN below ON p.parent_id = below.id AND p.site_id = ${siteId}
    WHERE below.depth < 50
  ) SELECT id FROM below)`;

/**
 * Gives every page below `rootId` its path from `rootPath` in the search index, in one statement
 * (a renamed or moved page moves its whole subtree). Empty-path slugs ('index', 'draft-…') add nothing.
 */
export async function refreshDescendantPaths(db: Database, siteId: string, rootId: string, rootPath: string) {
  const child = (parentPath: SQL) => sql`CASE
    WHEN p.slug = 'index' OR p.slug LIKE 'draft-%' THEN ${parentPath}
    WHEN ${parentPath} = '/' THEN '/' || p.slug
    ELSE ${parentPath} || '/' || p.slug END`;
  await db.execute(sql`
    WITH RECURSIVE below(id, kind, path, depth) AS (
      SELECT p.id, p.kind, ${child(sql`${rootPath}::text`)}, 0
      FROM pages p WHERE p.site_id = ${siteId} AND p.parent_id = ${rootId}
      UNION ALL
      SELECT p.id, p.kind, ${child(sql`below.path`)}, below.depth + 1
      FROM pages p JOIN below ON p.parent_id = below.id AND p.site_id = ${siteId}
      WHERE below.depth < 50
    )
    UPDATE search_index AS entry SET path = below.path, subtitle = below.path
    FROM below
    WHERE entry.site_id = ${siteId} AND entry.type = below.kind AND entry.id = below.id
      AND entry.path IS DISTINCT FROM below.path`);
}
