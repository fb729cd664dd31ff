/**
 * Product pages at `/produkt/{slug}`: the published, active product (in a preview its draft, any
 * status) inside its template. A product that redirects answers with its status code (not in a
 * preview, which shows the product itself). Rendered public pages are kept while the site's
 * rendered version stands, except those whose availability depends on the time.
 */
import { type ProductDocument, productPathPrefix, redirectTarget } from '@vev/shared';
import { findProductBySlug } from '../product-content';
import { renderProductView } from '../shop/shop-view';
import { pageSites } from '../view';
import {
  pass,
  type Resolver,
  renderedKey,
  renderedPage,
  type Storefront,
  segmentAfter,
  sendHtml,
  shownAs,
} from './resolver';

/** A page that shows 'Ikke tilgjengelig' by the clock would be wrong in the cache once the time comes. */
const dependsOnTime = (document: ProductDocument) =>
  document.timeControlledAvailability ||
  (document.simpleVariants ?? []).some((variant) => variant.timeControlledAvailability);

export function productsResolver({ db, config, rendered }: Storefront): Resolver {
  return {
    async resolve(found, request, reply) {
      const slug = segmentAfter(found.pathname, productPathPrefix);
      const { context, site } = found;
      if (slug === null || !site.hasEcommerce) return pass;
      const cacheKey = renderedKey(found, 'product');
      const cached = cacheKey ? rendered?.get(cacheKey, site.renderedVersion) : undefined;
      if (cached) return sendHtml(request, reply, config, found, shownAs(found), 200, cached);
      const product = await findProductBySlug(db, pageSites(site), slug, context.mode);
      if (!product) return pass;
      const { document } = product;
      if (!context.preview && document.redirectEnabled) {
        const target = redirectTarget(document.redirectUrl);
        if (target)
          return reply
            .status(document.redirectStatusCode)
            .header('location', target)
            .header('cache-control', 'no-cache')
            .send();
      }
      const html = await renderProductView(context, product);
      if (!cacheKey || dependsOnTime(document))
        return sendHtml(request, reply, config, found, shownAs(found), 200, html);
      const page = renderedPage(html);
      rendered?.set(cacheKey, site.renderedVersion, page);
      return sendHtml(request, reply, config, found, shownAs(found), 200, page);
    },
  };
}
