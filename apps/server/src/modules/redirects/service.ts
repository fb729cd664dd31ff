/** A site's redirects: the list, the export, and an import that replaces them all or nothing. */
import {
  maxRedirects,
  parseRedirectCsv,
  type Redirect,
  type RedirectCode,
  type RedirectImportResult,
  redirectMessages,
  redirectsToCsv,
} from '@vev/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { redirects } from './schema';

type RedirectRow = typeof redirects.$inferSelect;

const toRedirect = (row: RedirectRow): Redirect => ({
  _id: row.id,
  from: row.fromPath,
  to: row.toUrl,
  code: row.code as RedirectCode,
});

/** In the old addresses' order; a site has at most `maxRedirects`, so this is always bounded. */
export async function listRedirects(db: Database, siteId: string, page: { skip: number; limit: number }) {
  const rows = await db
    .select()
    .from(redirects)
    .where(eq(redirects.siteId, siteId))
    .orderBy(asc(redirects.fromPath))
    .offset(page.skip)
    .limit(Math.min(page.limit, maxRedirects));
  return rows.map(toRedirect);
}

export async function exportRedirects(db: Database, siteId: string): Promise<string> {
  return redirectsToCsv(await listRedirects(db, siteId, { skip: 0, limit: maxRedirects }));
}

/** Every row is checked first: one bad row and nothing changes (400 with each bad line). */
export async function importRedirects(db: Database, siteId: string, csv: string): Promise<RedirectImportResult> {
  const { redirects: rows, errors } = parseRedirectCsv(csv);
  const lines = Object.entries(errors);
  if (lines.length) {
    throw badRequest(
      redirectMessages.badRows,
      Object.fromEntries(lines.slice(0, 100).map(([line, message]) => [`rad ${line}`, message])),
    );
  }
  if (!rows.length) throw badRequest(redirectMessages.empty);
  if (rows.length > maxRedirects) throw badRequest(redirectMessages.tooMany);
  await db.transaction(async (tx) => {
    await tx.delete(redirects).where(eq(redirects.siteId, siteId));
    const values = rows.map((row) => ({ siteId, id: newId(), fromPath: row.from, toUrl: row.to, code: row.code }));
    // Batches stay well under PostgreSQL's 65 535 parameters a statement.
    for (let start = 0; start < values.length; start += 2000) {
      await tx.insert(redirects).values(values.slice(start, start + 2000));
    }
  });
  return { imported: rows.length };
}
