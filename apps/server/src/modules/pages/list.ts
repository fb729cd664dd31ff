/** Page lists and the tree navigator: indexed, bounded, one query per list page. */
import type { PageListItem, PageTreeNode } from '@vev/shared';
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../platform/accounts/schema';
import { searchIndex } from '../../platform/search/schema';
import { matchingResources } from '../../platform/search/search-index';
import { readableSiteIds, type SiteScope } from '../../platform/site-scope';
import { toListItem } from './dto';
import { descendantsOf } from './queries';
import { type PageKind, pages } from './schema';

export interface PageListQuery {
  isCategory?: 'true' | 'false' | undefined;
  isProductPage?: 'true' | 'false' | undefined;
  fetchInherited?: 'true' | 'false' | undefined;
  descendantOf?: string | undefined;
  text?: string | undefined;
  draft?: 'true' | 'false' | undefined;
  skip: number;
  limit: number;
}

const everyKind: PageKind[] = ['page', 'category', 'productPage'];

/** isCategory / isProductPage as the spec's list screens send them; neither means every kind. */
function kindsFor(query: Pick<PageListQuery, 'isCategory' | 'isProductPage'>): PageKind[] {
  if (query.isCategory === 'true') return ['category'];
  if (query.isProductPage === 'true') return ['productPage'];
  if (query.isCategory === 'false' && query.isProductPage === 'false') return ['page'];
  return everyKind.filter(
    (kind) =>
      !(query.isCategory === 'false' && kind === 'category') &&
      !(query.isProductPage === 'false' && kind === 'productPage'),
  );
}

export async function listPages(db: Database, site: SiteScope, query: PageListQuery): Promise<PageListItem[]> {
  const { siteId } = site;
  const siteIds = readableSiteIds(site, query.fetchInherited === 'true');
  const kinds = kindsFor(query);
  const conditions: SQL[] = [inArray(pages.siteId, siteIds)];
  // Every kind: no kind filter, so the list reads pages_recent_idx in order.
  if (kinds.length < everyKind.length) conditions.push(inArray(pages.kind, kinds));
  if (query.draft === 'false') conditions.push(isNotNull(pages.publishedAt));
  if (query.descendantOf) conditions.push(sql`${pages.id} IN ${descendantsOf(siteId, query.descendantOf)}`);
  if (query.text?.trim()) {
    // A department's inherited pages are indexed under their own site.
    conditions.push(sql`(${pages.siteId}, ${pages.id}) IN ${matchingResources(siteIds, kinds, query.text)}`);
  }
  const rows = await db
    .select({
      id: pages.id,
      siteId: pages.siteId,
      kind: pages.kind,
      status: pages.status,
      title: pages.title,
      slug: pages.slug,
      parentId: pages.parentId,
      modifiedAt: pages.modifiedAt,
      updatedAt: pages.updatedAt,
      hasDraft: sql<boolean>`${pages.draft} IS NOT NULL`,
      authorName: users.name,
      // The search entry carries the current path, kept in step with every write (subtrees included).
      path: searchIndex.path,
    })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.authorId))
    .leftJoin(
      searchIndex,
      and(eq(searchIndex.siteId, pages.siteId), eq(searchIndex.type, pages.kind), eq(searchIndex.id, pages.id)),
    )
    .where(and(...conditions))
    .orderBy(desc(pages.updatedAt), desc(pages.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map((row) =>
    toListItem(row, {
      authorName: row.authorName,
      path: row.path ?? '/',
      inherited: row.siteId !== siteId,
    }),
  );
}

const treeNodeLimit = 5000;

/** The tree navigator: pages (or categories) by parent; with removeChildless only those with children. */
export async function pageTree(
  db: Database,
  siteId: string,
  query: { removeChildless?: 'true' | 'false' | undefined; isCategory?: 'true' | 'false' | undefined },
): Promise<PageTreeNode[]> {
  const kind: PageKind = query.isCategory === 'true' ? 'category' : 'page';
  const conditions = [eq(pages.siteId, siteId), eq(pages.kind, kind)];
  if (query.removeChildless === 'true') {
    conditions.push(
      // Children have their parent's kind; the distinct parents come from pages_parent_idx alone.
      sql`${pages.id} IN (SELECT DISTINCT parent_id FROM pages WHERE site_id = ${siteId} AND parent_id IS NOT NULL)`,
    );
  }
  const rows = await db
    .select({ id: pages.id, title: pages.title, parentId: pages.parentId })
    .from(pages)
    .where(and(...conditions))
    .orderBy(pages.title)
    .limit(treeNodeLimit);
  const nodes = new Map<string, PageTreeNode>(
    rows.map((row) => [row.id, { _id: row.id, title: row.title, children: [] }]),
  );
  const roots: PageTreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as PageTreeNode;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
