/**
 * What a stock move tells the caches: every move ends the dashboard's cached product list (it shows
 * the counts), and only a move that crosses zero ends the storefront's rendered pages, which show
 * stock as in stock or sold out. A shop taking orders all day keeps its pages cached.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { cacheHeader } from '../../platform/cache/answer-cache';
import { siteVersions } from '../../platform/cache/schema';
import { setStockCount } from '../products/stock';
import { fakeCardProvider, orderFor, orderTestKit, providersWith, publishedProduct } from './order-fixtures';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const contributor = await server.signIn('redaktor@demo.vev.no');
const { db } = server.database;
const providers = providersWith(fakeCardProvider());
const { call, ok } = orderTestKit(server, shopId);

const bell = await publishedProduct(server, contributor, shopId, {
  name: 'Sykkelbjelle Lager',
  price: 9_900,
  stock: 2,
});
const productPage = () =>
  server.inject({ method: 'GET', url: `/produkt/${bell.slug}`, headers: { host: 'demobutikk.localhost:3000' } });

async function versions() {
  const rows = await db
    .select({ domain: siteVersions.domain, version: siteVersions.version })
    .from(siteVersions)
    .where(and(eq(siteVersions.siteId, shopId), inArray(siteVersions.domain, ['shop', 'stock'])));
  const of = (domain: string) => rows.find((row) => row.domain === domain)?.version ?? 0;
  return { shop: of('shop'), stock: of('stock') };
}

/** The dashboard's product list as the contributor gets it, and whether it came from the cache. */
async function listedStock() {
  const response = await call(contributor, 'GET', `/products?_id=${bell._id}`);
  expect(response.statusCode, response.body).toBe(200);
  const row = response.json<{ _id: string; stockCount: number }[]>().find((entry) => entry._id === bell._id);
  return { stockCount: row?.stockCount, cached: response.headers[cacheHeader] === 'hit' };
}

describe('stock moves and the caches', () => {
  it('a sale that leaves stock bumps only the stock version; the product list shows the new count at once', async () => {
    expect((await productPage()).body).toContain('Legg i handlekurv');
    await listedStock();
    expect(await listedStock()).toEqual({ stockCount: 2, cached: true });
    const before = await versions();

    await orderFor(server, shopId, providers, { productId: bell._id });

    expect(await versions()).toEqual({ shop: before.shop, stock: before.stock + 1 });
    expect(await listedStock()).toEqual({ stockCount: 1, cached: false });
    expect((await productPage()).body).toContain('Legg i handlekurv');
  });

  it('selling the last one bumps the shop version too: the product page says sold out', async () => {
    const before = await versions();
    const placed = await orderFor(server, shopId, providers, { productId: bell._id });

    expect(await versions()).toEqual({ shop: before.shop + 1, stock: before.stock + 1 });
    const page = (await productPage()).body;
    expect(page).toContain('Utsolgt');
    expect(page).not.toContain('Legg i handlekurv');

    // Cancelling gives the one back (one after another, not in checkout's single statement): in stock again.
    await ok(contributor, 'PATCH', `/orders/${placed.order._id}`, { status: 'canceled' });
    expect(await versions()).toEqual({ shop: before.shop + 2, stock: before.stock + 2 });
    expect((await productPage()).body).toContain('Legg i handlekurv');
  });

  it('a count set by staff bumps the shop version only when it crosses zero', async () => {
    const before = await versions();
    await setStockCount(db, { siteId: shopId, productId: bell._id, variantId: null, stockCount: 7, userId: null });
    expect(await versions()).toEqual({ shop: before.shop, stock: before.stock + 1 });
    await setStockCount(db, { siteId: shopId, productId: bell._id, variantId: null, stockCount: 0, userId: null });
    expect(await versions()).toEqual({ shop: before.shop + 1, stock: before.stock + 2 });
    expect((await productPage()).body).toContain('Utsolgt');
  });
});
