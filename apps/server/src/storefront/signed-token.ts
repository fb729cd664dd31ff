/**
 * Short-lived tokens the storefront hands out and checks itself: claims naming a site, a user and
 * an expiry, HMAC-signed with the session secret for one purpose (a preview token is no access
 * token), so nothing needs storing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SiteTokenClaims {
  site: string;
  user: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

export type SiteTokenPurpose = 'preview-token' | 'site-access-grant' | 'site-access';

const signature = (secret: string, purpose: SiteTokenPurpose, payload: string) =>
  createHmac('sha256', secret).update(`vev-${purpose}:${payload}`).digest('base64url');

export function signSiteToken(secret: string, purpose: SiteTokenPurpose, claims: SiteTokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(secret, purpose, payload)}`;
}

/** The claims of a token signed with this secret for this purpose and not yet expired; otherwise null. */
export function readSiteToken(
  secret: string,
  purpose: SiteTokenPurpose,
  token: string,
  now = Date.now(),
): SiteTokenClaims | null {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0 || token.length > 1000) return null;
  const expected = Buffer.from(signature(secret, purpose, payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<SiteTokenClaims>;
    if (typeof claims.site !== 'string' || typeof claims.user !== 'string' || typeof claims.exp !== 'number') {
      return null;
    }
    return claims.exp > now ? { site: claims.site, user: claims.user, exp: claims.exp } : null;
  } catch {
    return null;
  }
}
