/**
 * The password form of a protected page posts to the page's own address: the right password sets the
 * page's cookie and sends the visitor back to the page; a wrong one (or too many) passes the visit on
 * with the reason, and the page shows its form again with it.
 */

import { countHit, retryAfter } from '../../platform/rate-limit/rate-limit';
import {
  passwordAttemptLimit,
  passwordCookieMaxAgeSeconds,
  passwordCookieName,
  passwordCookieValue,
  passwordMatches,
  passwordMessages,
} from '../password';
import { pageAt } from './pages';
import { pass, type Resolver, type Storefront } from './resolver';

export function pagePasswordResolver({ db, config }: Storefront): Resolver {
  return {
    async resolve(found, request, reply) {
      if (found.context.preview) return pass;
      const located = await pageAt(db, found.site, found.pathname, 'published');
      const document = located?.page.document;
      if (!located || !document || document.visibility !== 'password') return pass;
      const attemptKey = `page-password:${found.site.id}:${request.ip}`;
      const wait = await retryAfter(db, attemptKey, passwordAttemptLimit);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        found.passwordError = passwordMessages.tooMany;
        return pass;
      }
      const given = (request.body as { password?: unknown } | undefined)?.password;
      if (!passwordMatches(given, document.password)) {
        await countHit(db, attemptKey, passwordAttemptLimit);
        found.passwordError = passwordMessages.wrong;
        return pass;
      }
      reply.setCookie(
        passwordCookieName(located.page.id),
        passwordCookieValue(config.sessionSecret, found.site.id, located.page.id, document.password),
        {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: passwordCookieMaxAgeSeconds,
        },
      );
      return reply.status(303).header('location', request.originalUrl).header('cache-control', 'no-store').send();
    },
  };
}
