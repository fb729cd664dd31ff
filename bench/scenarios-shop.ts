/**
 * The shop's scenarios (issues 15–17): the product and order lists and searches, an order by id,
 * the public product page and the priced cart, and checkout with both built-in providers.
 */
import http from 'node:http';
import { type CheckoutProvider, driveCheckout } from './checkout';
import { searchedWord } from './data/products';
import { get, getWithHost, notBuilt, type Scenario, type ScenarioContext, site } from './scenario-kit';

interface ListedProduct {
  _id: string;
  name: string;
  slug: string;
  variantCount: number;
  image: string | null;
  modified: boolean;
}

/** A published, active product without a draft, with variants and a picture when one has them. */
async function storefrontProduct(context: ScenarioContext): Promise<ListedProduct | undefined> {
  const list = await context.getJson(site(context, '/products?limit=100&status=active&draft=false'));
  if (!Array.isArray(list)) return undefined;
  const shown = (list as ListedProduct[]).filter((product) => !product.modified);
  return shown.find((product) => product.variantCount > 0 && product.image) ?? shown[0];
}

/** Posts a storefront form as the product page does (same-origin); answers the status and the cart cookie. */
function postFormWithHost(url: string, host: string, form: string, cookie: string) {
  return new Promise<{ status: number; cookie: string }>((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        host,
        origin: `http://${host}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
      },
    });
    request.on('response', (response) => {
      response.resume();
      const set = (response.headers['set-cookie'] ?? []).find((entry) => entry.startsWith('vev_cart='));
      resolve({ status: response.statusCode ?? 0, cookie: set ? (set.split(';')[0] ?? cookie) : cookie });
    });
    request.on('error', reject);
    request.end(form);
  });
}

/** A cart of up to 10 lines of the site's products (the first variant where there are variants). */
async function tenLineCart(context: ScenarioContext, host: string): Promise<{ cookie: string; lines: number }> {
  const list = await context.getJson(site(context, '/products?limit=60&status=active&draft=false'));
  let cookie = '';
  let lines = 0;
  for (const product of Array.isArray(list) ? (list as ListedProduct[]) : []) {
    if (lines === 10) break;
    const page = await getWithHost(`${context.url}/produkt/${product.slug}`, host);
    const variant = /name="variant" value="([^"]+)"/.exec(page)?.[1];
    const form = new URLSearchParams({ product: product._id, amount: '1', ...(variant ? { variant } : {}) });
    const added = await postFormWithHost(`${context.url}/handlekurv`, host, form.toString(), cookie);
    cookie = added.cookie;
    if (added.status === 303) lines += 1;
  }
  return { cookie, lines };
}

interface ListedOrder {
  _id: string;
  orderNumber: number;
  customerName: string;
  customerEmail: string;
}

/** The order `skip` orders down the list (an older one, so the search is not just the first page). */
async function someOrder(context: ScenarioContext, skip: number): Promise<ListedOrder | { unavailable: string }> {
  if (!context.apiPaths.has('/api/sites/{siteId}/orders')) return notBuilt('GET orders');
  const page = (await context.getJson(site(context, `/orders?limit=1&skip=${skip}`))) as { items?: ListedOrder[] };
  // An error answer is the server's fault, not the data set's: say so (it once hid a 500 here).
  if (!Array.isArray(page.items)) return { unavailable: `GET orders failed: ${JSON.stringify(page).slice(0, 200)}` };
  return page.items[0] ?? { unavailable: 'the data set has no orders' };
}

/**
 * Ten buyers post the storefront checkout for a product with limited stock (bench/checkout.ts):
 * orders/s while the stock lasts, p95 of a placed order, and 'oversold' and 'lost' from the database.
 */
function checkoutScenario(name: string, provider: CheckoutProvider): Scenario {
  return {
    name,
    kind: 'checkout',
    connections: [10],
    prepare: async (c) => {
      const host = `${c.siteName}.localhost:${new URL(c.url).port}`;
      if (!c.checkout) return { unavailable: 'the measured site has no simple product with stock to sell' };
      const stock = c.checkout;
      const productId = stock.products[provider];
      return {
        drive: (connections, seconds) =>
          driveCheckout(
            c.url,
            host,
            { productId, provider, stock: stock.stock, since: stock.since },
            connections,
            seconds,
          ),
      };
    },
  };
}

export const shopScenarios: Scenario[] = [
  {
    // Issue 15: the product list's first page (of 10 000 on the measured site), in name order.
    name: 'product list',
    kind: 'list',
    connections: [1, 10],
    prepare: async (c) =>
      c.apiPaths.has('/api/sites/{siteId}/products') ? get(c, site(c, '/products?limit=20')) : notBuilt('GET products'),
  },
  {
    // The list's search (name, SKU or tag): held to the list budget, as issue 15 asks.
    name: 'product list, text',
    kind: 'list',
    connections: [1, 10],
    prepare: async (c) =>
      c.apiPaths.has('/api/sites/{siteId}/products')
        ? get(c, site(c, `/products?limit=20&text=${searchedWord}`))
        : notBuilt('GET products'),
  },
  {
    name: 'product by id',
    kind: 'other',
    connections: [1, 10],
    prepare: async (c) => {
      if (!c.apiPaths.has('/api/sites/{siteId}/products/{id}')) return notBuilt('GET products/{id}');
      const found = await storefrontProduct(c);
      return found ? get(c, site(c, `/products/${found._id}`)) : { unavailable: 'the data set has no products' };
    },
  },
  {
    // The public product page, as a visitor gets it (from the page cache after the first request).
    name: 'storefront product page',
    kind: 'other',
    connections: [1, 10],
    prepare: async (c) => {
      const found = await storefrontProduct(c);
      if (!found) return { unavailable: 'the data set has no active products' };
      const host = `${c.siteName}.localhost:${new URL(c.url).port}`;
      const path = `/produkt/${found.slug}`;
      if (!(await getWithHost(`${c.url}${path}`, host)).includes(found.name.replace(/&/g, '&amp;')))
        return { unavailable: `the storefront does not show ${path}` };
      return { method: 'GET', path, headers: { host } };
    },
  },
  {
    // Rendered anew for every request (a preview is never cached): the product in its template,
    // with its variants' stock, labels, pictures and price (QUALITY.md: rendered p95 ≤ 20 ms).
    name: 'storefront product page, rendered (preview)',
    kind: 'render',
    connections: [1, 10],
    prepare: async (c) => {
      if (!c.apiPaths.has('/api/sites/{siteId}/preview-token')) return notBuilt('GET preview-token');
      const found = await storefrontProduct(c);
      if (!found) return { unavailable: 'the data set has no active products' };
      const { token } = (await c.getJson(site(c, '/preview-token'))) as { token: string };
      const host = `${c.siteName}.localhost:${new URL(c.url).port}`;
      const path = `/produkt/${found.slug}?preview=true&token=${encodeURIComponent(token)}`;
      if (!(await getWithHost(`${c.url}${path}`, host)).includes(found.name.replace(/&/g, '&amp;')))
        return { unavailable: `the storefront does not show ${path}` };
      return { method: 'GET', path, headers: { host } };
    },
  },
  {
    // QUALITY.md 'cart priced on read': a visitor's 10-line cart, priced anew by the engine on every
    // read (one query for the cart, one for its products) and rendered in the site's template.
    name: 'storefront cart, priced (10 lines)',
    kind: 'render',
    connections: [1, 10],
    prepare: async (c) => {
      const host = `${c.siteName}.localhost:${new URL(c.url).port}`;
      if (!(await getWithHost(`${c.url}/handlekurv`, host)).includes('Handlekurv')) return notBuilt('the cart');
      const cart = await tenLineCart(c, host);
      if (cart.lines < 10) return { unavailable: `only ${cart.lines} products could be put in a cart` };
      return { method: 'GET', path: '/handlekurv', headers: { host, cookie: cart.cookie } };
    },
  },
  {
    // Issue 16: the orders list's first page (of 100 000 on the measured site), newest first.
    name: 'order list',
    kind: 'list',
    connections: [1, 10],
    prepare: async (c) =>
      c.apiPaths.has('/api/sites/{siteId}/orders') ? get(c, site(c, '/orders?limit=20')) : notBuilt('GET orders'),
  },
  {
    // The list's search as the screen sends it: an order number typed into the search field.
    name: 'order search, number',
    kind: 'list',
    connections: [1, 10],
    prepare: async (c) => {
      const found = await someOrder(c, 500);
      return 'unavailable' in found ? found : get(c, site(c, `/orders?limit=20&text=${found.orderNumber}`));
    },
  },
  {
    // A customer's e-mail address (a regular's: they have several orders).
    name: 'order search, e-mail',
    kind: 'list',
    connections: [1, 10],
    prepare: async (c) => {
      const found = await someOrder(c, 40);
      return 'unavailable' in found
        ? found
        : get(c, site(c, `/orders?limit=20&text=${encodeURIComponent(found.customerEmail)}`));
    },
  },
  {
    // A surname: a common one matches thousands of the 100 000 orders.
    name: 'order search, name',
    kind: 'list',
    connections: [1, 10],
    prepare: async (c) => {
      const found = await someOrder(c, 3);
      const surname = 'unavailable' in found ? '' : (found.customerName.split(' ').at(-1) ?? '');
      return 'unavailable' in found ? found : get(c, site(c, `/orders?limit=20&text=${encodeURIComponent(surname)}`));
    },
  },
  {
    // Issue 17: the customer list's search as the screen sends it, the start of a common first
    // name (thousands of the 100 000 customers match).
    name: 'customers search',
    kind: 'list',
    connections: [1, 10],
    prepare: async (c) =>
      c.apiPaths.has('/api/sites/{siteId}/customers')
        ? get(c, site(c, '/customers?limit=20&name=an'))
        : notBuilt('GET customers'),
  },
  {
    // An order as the editor opens it: with its payments, events, refunds and notes.
    name: 'order by id',
    kind: 'other',
    connections: [1, 10],
    prepare: async (c) => {
      if (!c.apiPaths.has('/api/sites/{siteId}/orders/{id}')) return notBuilt('GET orders/{id}');
      const found = await someOrder(c, 700);
      return 'unavailable' in found ? found : get(c, site(c, `/orders/${found._id}`));
    },
  },
  checkoutScenario('order checkout, card (Testkort)', 'testkort'),
  checkoutScenario('order checkout, invoice (Faktura)', 'faktura'),
];
