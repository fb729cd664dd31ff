/**
 * CSRF protection: a double-submit token bound to the session (an HMAC of its id), sent
 * back in the `x-csrf-token` header on every non-GET, and a same-origin check on writes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const csrfCookie = 'csrf_token';
export const csrfHeader = 'x-csrf-token';

export const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfTokenFor(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

export function csrfTokenMatches(secret: string, sessionId: string, presented: unknown): boolean {
  if (typeof presented !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(secret, sessionId));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A write is refused when the browser says it comes from another origin. The request's own
 * host and the configured public URL count as ours (the dev server proxies with its own host).
 */
export function isForeignOrigin(request: FastifyRequest, publicUrl: URL): boolean {
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (!origin || origin === 'null') return origin === 'null';
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return host !== request.headers.host && host !== publicUrl.host;
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
