/**
 * `robots.txt` and `sitemap.xml` for a site: the sitemap lists every page, category and product
 * page the public can open and a search engine may index, at the address its canonical link gives.
 */
import { productPath, slugPath } from '@vev/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';

/** The sitemap protocol's limit for one file. */
export const sitemapUrlLimit = 50_000;

export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

/**
 * Active pages by their published tree, walked from the roots, so a path is built once per page;
 * for a department its own, then its parent's at the addresses it has none of its own. Left out:
 * password-protected pages, pages that redirect or name another canonical address, and pages that
 * block robots.
 */
export async function sitemapEntries(
  db: Database,
  siteIds: readonly string[],
  withProducts: boolean,
): Promise<SitemapEntry[]> {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const siteId of siteIds) {
    // Every address a site has is taken, listed or not: the storefront serves that site's page there.
    const taken = new Set(seen);
    for (const row of await publishedTree(db, siteId)) {
      const path = slugPath(row.slugs);
      seen.add(path);
      if (!row.listed || taken.has(path) || entries.length >= sitemapUrlLimit) continue;
      taken.add(path);
      entries.push({ path, lastModified: row.publishedAt === null ? null : new Date(row.publishedAt) });
    }
  }
  if (!withProducts) return entries;
  // Product pages after the pages: a page at the same address is the one the storefront serves.
  for (const siteId of siteIds) {
    for (const row of await listedProducts(db, siteId, sitemapUrlLimit - entries.length)) {
      const path = productPath(row.slug);
      if (seen.has(path)) continue;
      seen.add(path);
      entries.push({ path, lastModified: row.publishedAt === null ? null : new Date(row.publishedAt) });
    }
  }
  return entries;
}

/** Active products as published, neither hidden in the store nor redirecting or naming another canonical address. */
async function listedProducts(db: Database, siteId: string, limit: number) {
  if (limit <= 0) return [];
  return queryRows<{ slug: string; publishedAt: Date | string | null }>(
    db,
    sql`
    SELECT published->>'slug' AS slug, published_at AS "publishedAt" FROM products
    WHERE site_id = ${siteId} AND status = 'active' AND published_at IS NOT NULL
      AND (published->>'hideInStore')::boolean IS NOT TRUE
      AND (published->>'redirectEnabled')::boolean IS NOT TRUE
      AND (published->>'customCanonicalEnabled')::boolean IS NOT TRUE
    ORDER BY name, id
    LIMIT ${limit}`,
  );
}

async function publishedTree(db: Database, siteId: string) {
  return queryRows<{ slugs: string[]; publishedAt: Date | string | null; listed: boolean }>(
    db,
    sql`
    WITH RECURSIVE tree(id, slugs, depth) AS (
      SELECT root.id, ARRAY[root.published->>'slug'], 0 FROM pages root
      WHERE root.site_id = ${siteId} AND (root.published->>'parent') IS NULL
      UNION ALL
      SELECT child.id, tree.slugs || (child.published->>'slug'), tree.depth + 1
      FROM tree JOIN pages child ON child.site_id = ${siteId} AND (child.published->>'parent') = tree.id
      WHERE tree.depth < 40
    )
    SELECT tree.slugs, pages.published_at AS "publishedAt",
      (pages.status = 'active'
        AND pages.published->>'visibility' = 'public'
        AND (pages.published->>'blockRobots')::boolean IS NOT TRUE
        AND (pages.published->>'redirectEnabled')::boolean IS NOT TRUE
        AND (pages.published->>'customCanonicalEnabled')::boolean IS NOT TRUE) AS listed
    FROM tree JOIN pages ON pages.site_id = ${siteId} AND pages.id = tree.id
    ORDER BY tree.depth, tree.slugs
    LIMIT ${2 * sitemapUrlLimit}`,
  );
}

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastModified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Everything may be crawled but the storefront's own machinery; a site that is not open to every
 * visitor asks robots to stay out altogether.
 */
export function robotsTxt(origin: string, open: boolean): string {
  if (!open) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nDisallow: /_vev/\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
