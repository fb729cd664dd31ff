/**
 * The shop's answers put together: a product page in its template, and the cart, the checkout and
 * an order's confirmation in the site's template for them.
 */
import type { SectionInstance } from '@vev/sections';
import type { ReactNode } from 'react';
import type { Areas } from '../document';
import type { StorefrontProduct } from '../product-content';
import { loadProductContentPage } from '../product-content-page';
import { productHead } from '../product-page';
import {
  areasOf,
  documentOf,
  pageSites,
  placedIn,
  renderInPageFrame,
  siteTheme,
  storefrontData,
  templateFor,
  type ViewContext,
} from '../view';
import { plainHead } from '../view-head';

/** Where a product page's template has no Produktdetaljer, the page shows one itself. */
const productDetailInstance: SectionInstance = { name: 'productDetail1', component: 'productDetail', props: {} };

const placesProduct = (instances: readonly SectionInstance[]) =>
  instances.some((instance) => instance.component === productDetailInstance.component);

/**
 * A product page's areas, `main` holding its content page's sections: a content page that places
 * Produktdetaljer itself is laid out as it is; otherwise its sections follow the product (and the
 * template's own main sections), and a Produktdetaljer is added where the template has none.
 */
function productAreas(frame: Areas): Areas {
  if (placesProduct(frame.main)) return frame;
  const templateMain = [...frame.templateMain, ...frame.main];
  const inTemplate = placesProduct([...frame.header, ...frame.templateMain, ...frame.footer]);
  return { ...frame, main: inTemplate ? [] : [productDetailInstance], templateMain };
}

/**
 * A product page (`/produkt/{slug}`): the product's own template, else the site's template for
 * products, whose Produktdetaljer shows the product the page is about, followed by the sections of
 * its content page (a Produktside) when it has one. A site without a template
 * for products shows it in the header and footer of its page template.
 */
export async function renderProductView(context: ViewContext, product: StorefrontProduct): Promise<string> {
  const own = product.document.template?.ref ?? context.site.settings.templateDistribution.product?.ref;
  const [theme, template, content] = await Promise.all([
    siteTheme(context.site, context.mode),
    templateFor(context, own ? 'product' : 'page', own),
    loadProductContentPage(context.db, pageSites(context.site), product.document, context.mode),
  ]);
  const areas = productAreas(areasOf(template, content, await placedIn(context, template.document, content), true));
  const data = await storefrontData(context, areas, null, product);
  return documentOf(context, {
    head: productHead(context, product, data.products[product.id]),
    theme,
    areas,
    data,
    fallback: null,
  });
}

/**
 * A shop page (the cart, the checkout, an order's confirmation) in the site's template for it with
 * that template's own sections below, else in the header and footer of the site's page template.
 */
export function renderShopView(
  context: ViewContext,
  shopPage: 'cart' | 'checkout',
  message: { title: string; path: string; body: ReactNode },
): Promise<string> {
  const ref = context.site.settings.templateDistribution[shopPage]?.ref;
  return renderInPageFrame(
    context,
    { head: plainHead(context, message.title, message.path), main: [], fallback: message.body },
    ref ? { type: shopPage, ref } : undefined,
  );
}
