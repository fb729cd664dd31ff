/**
 * A storefront that is not open to everyone (the site's `protection`: 'Registrert bruker', 'Leser',
 * 'Administrator'). The storefront is another origin than the platform, so it cannot read the
 * dashboard's session: a visitor without access is sent to the platform's `/sso/nettsted`, which
 * signs them in if needed, checks their level and sends them back with a one-minute grant; the
 * storefront turns the grant into an access cookie of its own host (12 hours). Every request still
 * asks the database for the user's level, so a removed member loses access at once.
 */
import { type PermissionLevel, protectionAdmits, type SiteProtection } from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { memberships, users } from '../platform/accounts/schema';
import { preparedFor } from '../platform/prepared';
import { readSiteToken, signSiteToken } from './signed-token';

export const siteAccessCookie = 'vev_site_access';
/** Where the platform sends a visitor back with a grant (on the site's own host). */
export const siteAccessPath = '/_vev/tilgang';
export const siteAccessLifetimeMs = 12 * 60 * 60 * 1000;
export const siteAccessGrantLifetimeMs = 60 * 1000;

const standing = preparedFor((db) =>
  db
    .select({ id: users.id, permission: memberships.permission })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.siteId, sql.placeholder('siteId'))))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('storefront_visitor_standing'),
);

/** The user's level on the site (null: an account, but no member); undefined when the user is gone. */
export async function userStanding(
  db: Database,
  siteId: string,
  userId: string,
): Promise<{ permission: PermissionLevel | null } | undefined> {
  const [row] = await standing(db).execute({ siteId, userId });
  return row ? { permission: (row.permission as PermissionLevel | null) ?? null } : undefined;
}

/** Whether the visitor's access cookie admits them to the site as it is protected now. */
export async function cookieAdmits(
  db: Database,
  secret: string,
  site: { id: string; protection: SiteProtection },
  cookie: string | undefined,
): Promise<boolean> {
  const claims = cookie ? readSiteToken(secret, 'site-access', cookie) : null;
  if (!claims || claims.site !== site.id) return false;
  const found = await userStanding(db, site.id, claims.user);
  return !!found && protectionAdmits(site.protection, { signedIn: true, permission: found.permission });
}

/** The platform page that checks the visitor and sends them back to `path` on `host`. */
export function signInAddress(config: Config, siteId: string, host: string, path: string): string {
  const url = new URL('/sso/nettsted', config.publicUrl);
  url.search = new URLSearchParams({ site: siteId, host, path }).toString();
  return url.href;
}

export const signAccessGrant = (secret: string, siteId: string, userId: string, now = Date.now()) =>
  signSiteToken(secret, 'site-access-grant', { site: siteId, user: userId, exp: now + siteAccessGrantLifetimeMs });

/** The cookie value a valid grant for this site is exchanged for; null for any other token. */
export function accessCookieFor(secret: string, siteId: string, grant: string, now = Date.now()): string | null {
  const claims = readSiteToken(secret, 'site-access-grant', grant, now);
  if (!claims || claims.site !== siteId) return null;
  return signSiteToken(secret, 'site-access', { site: siteId, user: claims.user, exp: now + siteAccessLifetimeMs });
}

/**
 * A path on the same host, as a browser would read it: anything that would lead elsewhere (another
 * host, `//host`, a scheme, `/\t/host` once the browser drops the tab) becomes the front page.
 */
export function localPath(path: string | undefined): string {
  if (!path?.startsWith('/')) return '/';
  const base = 'http://samme-vert.invalid';
  try {
    const url = new URL(path, base);
    return url.origin === base ? `${url.pathname}${url.search}`.slice(0, 2000) : '/';
  } catch {
    return '/';
  }
}
