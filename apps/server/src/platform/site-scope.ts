/**
 * The sites a request may read: its own, and for a department its parent's, whose content it shows
 * read-only as inherited (`fetchInherited`). Access control puts the scope into the site context once
 * per request; work outside a request (jobs, the storefront) builds it with `siteScopeOf`. Every query
 * of site-owned rows filters through `ownRows` or `ownOrInheritedRows`.
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { sites } from './accounts/schema';

export interface SiteScope {
  siteId: string;
  /** The site a department belongs to, whose content it inherits; null for a site of its own. */
  parentSiteId: string | null;
}

/** The site's own id, then its parent's when it inherits one (and `inherited` is asked for). */
export function readableSiteIds(scope: SiteScope, inherited = true): string[] {
  return inherited && scope.parentSiteId ? [scope.siteId, scope.parentSiteId] : [scope.siteId];
}

/** Rows of the site itself. */
export function ownRows(siteColumn: PgColumn, scope: SiteScope): SQL {
  return eq(siteColumn, scope.siteId);
}

/** Rows of the site, or of the parent it inherits from. */
export function ownOrInheritedRows(siteColumn: PgColumn, scope: SiteScope): SQL {
  return scope.parentSiteId ? inArray(siteColumn, readableSiteIds(scope)) : ownRows(siteColumn, scope);
}

/** A list's filter: own or inherited rows when it asks for inherited ones (`fetchInherited`), else own. */
export function listedRows(siteColumn: PgColumn, scope: SiteScope, inherited: boolean): SQL {
  return inherited ? ownOrInheritedRows(siteColumn, scope) : ownRows(siteColumn, scope);
}

/** Of the same id found on both, the site's own row wins over the inherited one. */
export function ownFirst<Row extends { siteId: string }>(rows: Row[], scope: SiteScope): Row | null {
  return rows.find((row) => row.siteId === scope.siteId) ?? rows[0] ?? null;
}

/** The scope of a site's own rows only: for reading back what a write just changed, which is never inherited. */
export const ownSite = (siteId: string): SiteScope => ({ siteId, parentSiteId: null });

/** The scope of a site outside a request; a site that does not exist has no parent. */
export async function siteScopeOf(db: Database, siteId: string): Promise<SiteScope> {
  const [site] = await db.select({ departmentOf: sites.departmentOf }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return { siteId, parentSiteId: site?.departmentOf ?? null };
}
