/**
 * What the storefront cart's tests share: a shop's API as its admin, published products with a fixed
 * price, and cart visitors each from an address of their own (carts are limited per address).
 */
import type { Product } from '@vev/shared';
import { type SignedIn, siteApiAs, type TestServer } from './harness';
import { storefrontVisitor } from './storefront-visitor';

export const money = (text: string) => text.replace(/ /g, '\u00a0');

export const fixedPrice = (value: number) => ({
  type: 'fixed',
  value,
  compareAtValue: null,
  prefix: '',
  suffix: '',
  minPrice: null,
  maxPrice: null,
});

export function cartKit(
  server: TestServer,
  input: { siteId: string; admin: SignedIn; host: string; addresses: string },
) {
  const { siteId, admin, host } = input;
  const origin = `http://${host}`;
  const api = <T>(method: 'POST' | 'PATCH' | 'GET', path: string, payload?: object, who: SignedIn = admin) =>
    siteApiAs(server, who)<T>(siteId, method, path, payload);

  async function publishedProduct(name: string, fields: object = {}): Promise<Product> {
    const created = await api<Product>('POST', '/products', { name });
    const edited = await api<Product>('PATCH', `/products/${created._id}`, {
      version: created.version,
      status: 'active',
      ...fields,
    });
    await api('POST', `/products/${created._id}/publish`, { version: edited.version });
    return api<Product>('GET', `/products/${created._id}`);
  }

  let visitors = 0;
  /** A visitor of the cart page with a cookie jar and an address of their own (`addresses` + a number). */
  function visitor() {
    const shopper = storefrontVisitor(server, host, { address: `${input.addresses}${++visitors}` });
    return {
      get cookie() {
        return shopper.cookie;
      },
      view: (url = '/handlekurv') => shopper.view(url),
      post: (form: Record<string, string>, headers: Record<string, string> = { origin }) =>
        shopper.post('/handlekurv', form, headers),
    };
  }

  return { api, origin, publishedProduct, visitor };
}
