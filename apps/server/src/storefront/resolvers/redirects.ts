/** The site's redirects (Innhold, 'Omdirigeringer'): they win over any page at the same address, outside a preview. */
import { findRedirect } from '../redirects';
import { pass, type Resolver, type Storefront } from './resolver';

export function redirectsResolver({ db }: Storefront): Resolver {
  return {
    async resolve(found, _request, reply) {
      if (found.context.preview) return pass;
      const redirect = await findRedirect(db, found.site.id, found.pathname, found.rawQuery);
      if (!redirect) return pass;
      return reply
        .status(redirect.code)
        .header('location', redirect.location)
        .header('cache-control', 'no-cache')
        .send();
    },
  };
}
