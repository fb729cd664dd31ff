/** The cookie dialog's definitions: the built-in list, and the site's own list that a CSV replaces. */
import {
  builtInCookies,
  type CookieDefinition,
  cookieMessages,
  cookiesToCsv,
  maxCustomCookies,
  parseCookieCsv,
} from '@vev/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainsChanged } from '../../platform/cache/site-versions';
import { badRequest } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { cookieDefinitions } from './schema';

export async function customCookies(db: Database, siteId: string): Promise<CookieDefinition[]> {
  return db
    .select({
      name: cookieDefinitions.name,
      purpose: cookieDefinitions.purpose,
      consentCategories: cookieDefinitions.consentCategories,
      expiry: cookieDefinitions.expiry,
      vendor: cookieDefinitions.vendor,
    })
    .from(cookieDefinitions)
    .where(eq(cookieDefinitions.siteId, siteId))
    .orderBy(asc(cookieDefinitions.position))
    .limit(maxCustomCookies);
}

/** `onlyDefault` answers the platform's own cookies, `onlyCustom` the site's; neither answers both. */
export async function listCookies(
  db: Database,
  siteId: string,
  only: { onlyDefault?: boolean; onlyCustom?: boolean },
): Promise<CookieDefinition[]> {
  if (only.onlyDefault) return builtInCookies;
  const custom = await customCookies(db, siteId);
  return only.onlyCustom ? custom : [...builtInCookies, ...custom];
}

export async function exportCookies(db: Database, siteId: string): Promise<string> {
  return cookiesToCsv(await customCookies(db, siteId));
}

/** Every row is checked first: one bad row and nothing changes. The import replaces the list. */
export async function importCookies(db: Database, siteId: string, csv: string) {
  const { cookies, errors } = parseCookieCsv(csv);
  const lines = Object.entries(errors);
  if (lines.length) {
    throw badRequest(
      cookieMessages.badRows,
      Object.fromEntries(lines.slice(0, 100).map(([line, message]) => [`rad ${line}`, message])),
    );
  }
  if (!cookies.length) throw badRequest(cookieMessages.empty);
  if (cookies.length > maxCustomCookies) throw badRequest(cookieMessages.tooMany);
  await db.transaction(async (tx) => {
    await tx.delete(cookieDefinitions).where(eq(cookieDefinitions.siteId, siteId));
    await tx
      .insert(cookieDefinitions)
      .values(cookies.map((cookie, position) => ({ siteId, id: newId(), position, ...cookie })));
    // The storefront's consent dialog lists them: pages rendered before must not be served again.
    await domainsChanged(tx, siteId, ['settings']);
  });
  return { imported: cookies.length };
}
