/**
 * The preview token (spec 1 §7 'GET preview-token'): short-lived and HMAC-signed, naming the site,
 * the user and the expiry. The storefront renders drafts only for a token that verifies, for
 * the site it names, while the user is still a member of it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberships } from '../modules/sites/schema';
import { preparedFor } from '../platform/prepared';

export const previewTokenLifetimeMs = 10 * 60 * 1000;

interface PreviewClaims {
  site: string;
  user: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`vev-preview-token:${payload}`).digest('base64url');

export function signPreviewToken(secret: string, claims: PreviewClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The claims of a token signed with this secret and not yet expired; otherwise null. */
export function readPreviewToken(secret: string, token: string, now = Date.now()): PreviewClaims | null {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0 || token.length > 1000) return null;
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<PreviewClaims>;
    if (typeof claims.site !== 'string' || typeof claims.user !== 'string' || typeof claims.exp !== 'number') {
      return null;
    }
    return claims.exp > now ? { site: claims.site, user: claims.user, exp: claims.exp } : null;
  } catch {
    return null;
  }
}

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
