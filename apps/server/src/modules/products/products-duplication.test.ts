/** Site duplication with 'products': the copy has the products, their variants and their bundles. */
import type { Product, ProductListItem, SimpleVariant } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { siteDuplicator } from '../../../test/site-duplication';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const api = `/api/sites/${shopId}`;

const duplicateShop = await siteDuplicator(server, admin, 'demobutikk');

const post = async <T>(path: string, payload: object) => {
  const response = await server.inject({ method: 'POST', url: `${api}${path}`, headers: admin.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as T;
};

const item = await post<Product>('/products', { name: 'Kopiert flaske', sku: 'KOP-1' });
const variant = await post<SimpleVariant>(`/products/${item._id}/simple-variants`, {
  name: 'Rød',
  sku: 'KOP-1-R',
  stockCount: 4,
});
const stocked = await server.inject({
  method: 'PATCH',
  url: `${api}/products/${item._id}`,
  headers: admin.headers,
  payload: { version: item.version, stockCount: 12 },
});
expect(stocked.statusCode, stocked.body).toBe(200);
const bundle = await post<Product>('/products', { name: 'Kopiert pakke' });
const withItem = await server.inject({
  method: 'PATCH',
  url: `${api}/products/${bundle._id}`,
  headers: admin.headers,
  payload: {
    version: bundle.version,
    bundle: true,
    bundleContent: [{ product: item._id, amount: 1, amountIsAdjustable: false, price: null }],
  },
});
expect(withItem.statusCode, withItem.body).toBe(200);

describe("site duplication with 'products'", () => {
  it('copies the products with new ids, their variants (same SKUs on the new site) and bundles pointing at the copies', async () => {
    const { newSiteId } = await duplicateShop('Kopibutikk', ['products']);
    const copies = await server.readJson<ProductListItem[]>(admin, `/api/sites/${newSiteId}/products?text=kopiert`);
    expect(copies.map((copy) => copy.name)).toEqual(['Kopiert flaske', 'Kopiert pakke']);
    const [itemCopy, bundleCopy] = copies as [ProductListItem, ProductListItem];
    expect(itemCopy._id).not.toBe(item._id);
    const copiedItem = await server.readJson<Product>(admin, `/api/sites/${newSiteId}/products/${itemCopy._id}`);
    expect(copiedItem).toMatchObject({ sku: 'KOP-1', modified: true, version: 1 });
    expect(copiedItem.simpleVariants).toEqual([
      expect.objectContaining({ _id: variant._id, sku: 'KOP-1-R', stockCount: 0 }),
    ]);
    // Stock is goods on the original's shelf: the new site counts its own.
    expect(copiedItem.stockCount).toBe(0);
    const copiedBundle = await server.readJson<Product>(admin, `/api/sites/${newSiteId}/products/${bundleCopy._id}`);
    expect(copiedBundle.bundleContent).toEqual([expect.objectContaining({ product: itemCopy._id })]);
  });
});
