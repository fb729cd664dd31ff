/**
 * Back from the platform's `/sso/nettsted` with a grant (`/_vev/tilgang`): the access cookie of this
 * host, then on to the address the visitor asked for. Open to all: it is how a visitor gets in.
 */
import { accessCookieFor, localPath, siteAccessCookie, siteAccessLifetimeMs, siteAccessPath } from '../site-access';
import { pass, type Resolver, type Storefront } from './resolver';

export function siteAccessResolver({ config }: Storefront): Resolver {
  return {
    open: true,
    async resolve({ site, pathname, query }, request, reply) {
      if (pathname !== siteAccessPath) return pass;
      const cookie = accessCookieFor(config.sessionSecret, site.id, query.get('token') ?? '');
      if (!cookie) {
        return reply
          .status(400)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Lenken er ugyldig eller utløpt. Åpne nettstedet på nytt.');
      }
      reply.setCookie(siteAccessCookie, cookie, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: siteAccessLifetimeMs / 1000,
      });
      return reply
        .status(303)
        .header('location', localPath(query.get('path') ?? '/'))
        .header('cache-control', 'no-store')
        .send();
    },
  };
}
