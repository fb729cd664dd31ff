/** The component list and the section picker's choice of components: one query per list page. */
import type { ComponentListItem, ComponentListQuery } from '@vev/shared';
import { and, asc, eq, ilike, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../platform/accounts/schema';
import { listedRows, type SiteScope } from '../../platform/site-scope';
import { components } from './schema';

/** `text` as a LIKE pattern for "contains", with LIKE's own wildcards escaped. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export async function listComponents(
  db: Database,
  site: SiteScope,
  query: ComponentListQuery,
): Promise<ComponentListItem[]> {
  const conditions: SQL[] = [listedRows(components.siteId, site, query.fetchInherited === 'true')];
  if (query.draft === 'false') conditions.push(isNotNull(components.publishedAt));
  if (query.component) conditions.push(eq(components.component, query.component));
  const text = query.text?.trim();
  if (text) conditions.push(ilike(components.name, containsPattern(text)));
  const rows = await db
    .select({
      id: components.id,
      siteId: components.siteId,
      name: components.name,
      component: components.component,
      // The list shows what the editor shows: the draft's description over the published one.
      description: sql<string>`coalesce(${components.draft}->>'description', ${components.published}->>'description', '')`,
      hasDraft: sql<boolean>`${components.draft} IS NOT NULL`,
      modifiedAt: components.modifiedAt,
      publishedAt: components.publishedAt,
      updatedAt: components.updatedAt,
      version: components.version,
      authorName: users.name,
    })
    .from(components)
    .leftJoin(users, eq(users.id, components.authorId))
    .where(and(...conditions))
    .orderBy(asc(components.name), asc(components.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map((row) => ({
    _id: row.id,
    site: row.siteId,
    name: row.name,
    description: row.description,
    component: row.component,
    author: row.authorName ? { name: row.authorName } : null,
    modified: row.hasDraft,
    modifiedDate: row.modifiedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    inherited: row.siteId !== site.siteId,
  }));
}
