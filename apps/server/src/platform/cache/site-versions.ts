/**
 * Cache versions per site and domain. Every write bumps the domains whose cached answers it changes,
 * in its own transaction, and every site-scoped request reads the versions together with the session.
 * A process may keep an answer for as long as the versions it was made under are current, so no two
 * processes can disagree, and a write in one domain leaves the other domains' answers valid.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteVersions } from './schema';

/**
 * What a cached answer can depend on. A write that no cached answer reads bumps nothing. `stock` is
 * the products' live counts, which change with every sale; `shop` the rest of the shop; `forms` the
 * forms' entries, which visitors add.
 */
export const cacheDomains = [
  'content',
  'media',
  'settings',
  'members',
  'activity',
  'shop',
  'stock',
  'booking',
  'forms',
] as const;
export type CacheDomain = (typeof cacheDomains)[number];

/** A site's versions by domain; a domain never written is absent (version 0). */
export type CacheVersions = Partial<Record<CacheDomain, number>>;

/**
 * Marks these domains of the site as changed (call inside the write's transaction). Only the site's
 * rows of these domains are locked, until the transaction ends.
 */
export async function domainsChanged(db: Database, siteId: string, domains: readonly CacheDomain[]): Promise<void> {
  if (domains.length === 0) return;
  await db
    .insert(siteVersions)
    .values([...new Set(domains)].sort().map((domain) => ({ siteId, domain, version: 1 })))
    .onConflictDoUpdate({
      target: [siteVersions.siteId, siteVersions.domain],
      set: { version: sql`${siteVersions.version} + 1` },
    });
}

/**
 * The versions of a site as one JSON object, for the query that reads the session or the site.
 * A department's versions add its parent's: it shows the parent's content as inherited, so a write
 * on the parent changes the department's answers too, without touching the department's rows.
 * Both only grow, so their sum changes whenever either does.
 */
export function versionsOf(siteId: SQLWrapper, parentSiteId: SQLWrapper): SQL<CacheVersions | null> {
  return sql<CacheVersions | null>`(
    SELECT jsonb_object_agg(v.domain, v.version) FROM (
      SELECT domain, sum(version) AS version FROM ${siteVersions}
      WHERE ${siteVersions.siteId} = ${siteId} OR ${siteVersions.siteId} = ${parentSiteId}
      GROUP BY domain
    ) v
  )`;
}

/** The version an answer depending on these domains was made under: it grows whenever any of them does. */
export function versionFor(versions: CacheVersions, domains: readonly CacheDomain[]): number {
  return domains.reduce((sum, domain) => sum + Number(versions[domain] ?? 0), 0);
}
