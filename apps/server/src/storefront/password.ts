/**
 * Password-protected pages (visibility 'password'): the visitor types the page's password once; a
 * signed cookie for that page then opens it for 12 hours. The cookie carries an HMAC of the page
 * and its current password, so changing the password closes the page to everyone again.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const passwordCookieMaxAgeSeconds = 12 * 60 * 60;
export const passwordAttemptLimit = { max: 10, windowMs: 15 * 60 * 1000 };

export const passwordMessages = {
  title: 'Passordbeskyttet side',
  wrong: 'Feil passord. Prøv igjen.',
  tooMany: 'For mange forsøk. Vent litt og prøv igjen.',
};

export const passwordCookieName = (pageId: string) => `vev_page_${pageId}`;

export function passwordCookieValue(secret: string, siteId: string, pageId: string, password: string): string {
  return createHmac('sha256', secret).update(`vev-page-access:${siteId}:${pageId}:${password}`).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = createHmac('sha256', 'compare').update(a).digest();
  const right = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(left, right);
}

export const passwordMatches = (given: unknown, password: string) =>
  typeof given === 'string' && password !== '' && sameText(given, password);

export const cookieOpensPage = (cookie: string | undefined, expected: string) =>
  typeof cookie === 'string' && sameText(cookie, expected);
