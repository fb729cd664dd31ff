/** `robots.txt` (open to all, so a protected site can ask robots to stay out) and `sitemap.xml`. */

import { robotsTxt, sitemapEntries, sitemapXml } from '../sitemap';
import { pageSites } from '../view';
import { pass, type Resolver, renderedPage, type Storefront, sendText } from './resolver';

export function robotsResolver(): Resolver {
  return {
    open: true,
    async resolve({ pathname, context, restricted }, _request, reply) {
      if (pathname !== '/robots.txt') return pass;
      return sendText(reply, 'text/plain', robotsTxt(context.origin, !restricted));
    },
  };
}

/** Kept like a rendered page, while the site's rendered version stands. */
export function sitemapResolver({ db, rendered }: Storefront): Resolver {
  return {
    async resolve({ site, pathname, context, restricted }, _request, reply) {
      if (pathname !== '/sitemap.xml') return pass;
      const key = `${site.id}|sitemap|${context.origin}`;
      const cached = rendered?.get(key, site.renderedVersion);
      const xml =
        cached ??
        renderedPage(sitemapXml(context.origin, await sitemapEntries(db, pageSites(site), site.hasEcommerce)));
      if (!cached) rendered?.set(key, site.renderedVersion, xml);
      return sendText(reply, 'application/xml', xml.body, restricted);
    },
  };
}
