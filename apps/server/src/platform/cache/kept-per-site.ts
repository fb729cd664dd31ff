/**
 * A value per site kept in this process while the site's version stands: the version comes from the
 * database with the request (`site_versions`), only grows, and every write the value depends on bumps
 * it, so no two processes can disagree for longer than a request. Kept per database (tests run several).
 */
import type { Database } from '../../db/client';

const maxKeptSites = 1000;

export function keptPerSite<T>(
  load: (db: Database, siteId: string) => Promise<T>,
): (db: Database, site: { id: string; version: number | string }) => Promise<T> {
  const kept = new WeakMap<Database, Map<string, { version: number | string; value: T }>>();
  return async (db, site) => {
    let bySite = kept.get(db);
    if (!bySite) {
      bySite = new Map();
      kept.set(db, bySite);
    }
    const known = bySite.get(site.id);
    if (known && known.version === site.version) return known.value;
    const value = await load(db, site.id);
    if (bySite.size >= maxKeptSites) bySite.clear();
    bySite.set(site.id, { version: site.version, value });
    return value;
  };
}
