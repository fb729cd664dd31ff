/** Reading and changing a site record, and the list of sites a user belongs to. */
import { type Site, type SiteSummary, siteSettingsSchema } from '@vev/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, sites } from '../../platform/accounts/schema';
import { keptPerSite } from '../../platform/cache/kept-per-site';
import { notFound } from '../../platform/errors';
import { preparedFor } from '../../platform/prepared';

export type SiteRow = typeof sites.$inferSelect;

export function toSiteDto(row: SiteRow): Site {
  const settings = siteSettingsSchema.parse(row.settings);
  return {
    _id: row.id,
    name: row.name,
    displayName: row.displayName,
    canonicalDomain: row.canonicalDomain,
    domains: row.domains,
    hasEcommerce: row.hasEcommerce,
    b2bEnabled: row.b2bEnabled,
    bookingEnabled: row.bookingEnabled,
    departmentsEnabled: row.departmentsEnabled,
    partialPaymentEnabled: row.partialPaymentEnabled,
    subscriptionsEnabled: row.subscriptionsEnabled,
    cookieDialogEnabled: row.cookieDialogEnabled,
    departmentOf: row.departmentOf,
    canBeDuplicated: row.canBeDuplicated,
    ...settings,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const siteById = preparedFor((db) =>
  db
    .select()
    .from(sites)
    .where(eq(sites.id, sql.placeholder('siteId')))
    .limit(1)
    .prepare('site_by_id'),
);

/**
 * The site as `getSite` answers it, kept while the version the caller read with the site stands (the
 * storefront's: its rendered version with the record's `updatedAt`; every site write bumps them).
 */
export const keptSite = keptPerSite(getSite);

export async function getSite(db: Database, siteId: string): Promise<Site> {
  const [row] = await siteById(db).execute({ siteId });
  if (!row) throw notFound();
  return toSiteDto(row);
}

// The chooser and the shell read this on every visit: only the summary's columns, and of the
// settings document only its data sets (parsing every site's whole settings cost more than the query).
const sitesOfUser = preparedFor((db) =>
  db
    .select({
      id: sites.id,
      name: sites.name,
      displayName: sites.displayName,
      canonicalDomain: sites.canonicalDomain,
      domains: sites.domains,
      departmentOf: sites.departmentOf,
      hasEcommerce: sites.hasEcommerce,
      b2bEnabled: sites.b2bEnabled,
      bookingEnabled: sites.bookingEnabled,
      departmentsEnabled: sites.departmentsEnabled,
      partialPaymentEnabled: sites.partialPaymentEnabled,
      subscriptionsEnabled: sites.subscriptionsEnabled,
      cookieDialogEnabled: sites.cookieDialogEnabled,
      dataSets: sql<unknown>`${sites.settings} -> 'dataSets'`,
      permission: memberships.permission,
    })
    .from(memberships)
    .innerJoin(sites, eq(sites.id, memberships.siteId))
    .where(eq(memberships.userId, sql.placeholder('userId')))
    .orderBy(asc(sites.displayName), asc(sites.name))
    .prepare('sites_of_user'),
);

const storedDataSets = siteSettingsSchema.shape.dataSets.catch([]);

export async function listSitesForUser(db: Database, userId: string): Promise<SiteSummary[]> {
  const rows = await sitesOfUser(db).execute({ userId });
  return rows.map(({ id, dataSets, ...row }) => ({
    _id: id,
    ...row,
    dataSets: storedDataSets.parse(dataSets ?? undefined),
  }));
}
