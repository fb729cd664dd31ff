/**
 * The preview token (spec 1 §7 'GET preview-token'): short-lived and HMAC-signed, naming the site,
 * the user and the expiry. The storefront renders drafts only for a token that verifies, for
 * the site it names, while the user is still a member of it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberships } from '../platform/accounts/schema';
import { preparedFor } from '../platform/prepared';
import { readSiteToken, type SiteTokenClaims, signSiteToken } from './signed-token';

export const previewTokenLifetimeMs = 10 * 60 * 1000;

export const signPreviewToken = (secret: string, claims: SiteTokenClaims) =>
  signSiteToken(secret, 'preview-token', claims);

/** The claims of a token signed with this secret and not yet expired; otherwise null. */
export const readPreviewToken = (secret: string, token: string, now = Date.now()) =>
  readSiteToken(secret, 'preview-token', token, now);

const membership = preparedFor((db) =>
  db
    .select({ permission: memberships.permission })
    .from(memberships)
    .where(and(eq(memberships.siteId, sql.placeholder('siteId')), eq(memberships.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('storefront_preview_member'),
);

/** True when the token is valid for this site and its user still belongs to the site. */
export async function previewAllowed(db: Database, secret: string, siteId: string, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || token === '') return false;
  const claims = readPreviewToken(secret, token);
  if (!claims || claims.site !== siteId) return false;
  const [member] = await membership(db).execute({ siteId, userId: claims.user });
  return !!member;
}
