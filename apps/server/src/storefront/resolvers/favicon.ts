/**
 * `/favicon.ico` on every site's host: a way to the site's own favicon, else Vev's mark. Open to all
 * (a browser asks for it before anyone has signed in), like the media it leads to.
 */
import { defaultFaviconIco, siteFaviconLocation } from '../favicon';
import { pass, type Resolver } from './resolver';

/** A new favicon shows within the hour. */
const faviconCacheControl = 'public, max-age=3600';

export function faviconResolver(): Resolver {
  return {
    open: true,
    async resolve({ site, pathname }, _request, reply) {
      if (pathname !== '/favicon.ico') return pass;
      const own = siteFaviconLocation(site.settings.favicon);
      if (own) return reply.status(302).header('location', own).header('cache-control', faviconCacheControl).send();
      return reply
        .header('cache-control', faviconCacheControl)
        .header('x-content-type-options', 'nosniff')
        .type('image/x-icon')
        .send(await defaultFaviconIco());
    },
  };
}
