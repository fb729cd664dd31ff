/**
 * The site's redirects, looked up before any page (`redirects_from_idx`). A redirect's old URL is a
 * path, perhaps with a query, without a trailing slash (as the import stores it). A redirect for
 * the path and query the visitor asked for wins over one for the path alone; the latter passes the
 * visitor's query on to its target.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { redirects } from '../modules/redirects/schema';
import { preparedFor } from '../platform/prepared';

/** Every storefront request asks, so the lookup is prepared: four candidate addresses, repeated to fill. */
const redirectsFrom = preparedFor((db) =>
  db
    .select({ fromPath: redirects.fromPath, toUrl: redirects.toUrl, code: redirects.code })
    .from(redirects)
    .where(
      and(
        eq(redirects.siteId, sql.placeholder('siteId')),
        inArray(redirects.fromPath, [
          sql.placeholder('a'),
          sql.placeholder('b'),
          sql.placeholder('c'),
          sql.placeholder('d'),
        ]),
      ),
    )
    .limit(4)
    .prepare('storefront_redirects_from'),
);

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

function decoded(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

function withQuery(target: string, query: string): string {
  if (!query) return target;
  const [beforeHash, hash] = target.split('#', 2) as [string, string | undefined];
  const joined = `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${query}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

export async function findRedirect(
  db: Database,
  siteId: string,
  pathname: string,
  query: string,
): Promise<{ location: string; code: 301 | 302 } | null> {
  const path = withoutTrailingSlash(pathname);
  const exact = query ? [`${path}?${query}`, decoded(`${path}?${query}`)] : [];
  const bare = [path, decoded(path)];
  const [a = path, b = a, c = b, d = c] = [...exact, ...bare];
  const rows = await redirectsFrom(db).execute({ siteId, a, b, c, d });
  const code = (value: number) => (value === 302 ? 302 : 301);
  const byQuery = rows.find((row) => exact.includes(row.fromPath));
  if (byQuery) return { location: byQuery.toUrl, code: code(byQuery.code) };
  const byPath = rows.find((row) => bare.includes(row.fromPath));
  return byPath ? { location: withQuery(byPath.toUrl, query), code: code(byPath.code) } : null;
}
