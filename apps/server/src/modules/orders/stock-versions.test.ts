import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { cacheHeader } from '../../platform/cache/answer-cache';
import { siteVersions } from '../../platform/cache/schema';
import { productVariants, stockMovements } from '../products/schema';
import { setStockCount } from '../products/stock';
import {
  fakeCardProvider,
  orderFor,
  orderTestKit,
  providersWith,
  publishedProduct,
  publishedVariantProduct,
} from './order-fixtures';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const contributor = await server.signIn('redaktor@demo.vev.no');
const { db } = server.database;
const providers = providersWith(fakeCardProvider());
const { call, ok, stockOf } = orderTestKit(server, shopId);

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

    // Cancelling gives the one back (its own statement, not checkout's): in stock again.
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

  it('an order of a variant and of one product on two lines moves each count in one statement; a refund of both lines gives all back', async () => {
    const { product: helmet, variant: small } = await publishedVariantProduct(server, contributor, shopId, {
      name: 'Hjelm Lager',
      price: 59_900,
      variant: 'Liten',
      stock: 3,
    });
    await setStockCount(db, { siteId: shopId, productId: bell._id, variantId: null, stockCount: 5, userId: null });
    const before = await versions();

    const placed = await orderFor(server, shopId, providers, {
      productId: bell._id,
      lines: [
        { productId: bell._id, variantId: null, quantity: 2, customizations: [] },
        { productId: helmet._id, variantId: small._id, quantity: 3, customizations: [] },
        { productId: bell._id, variantId: null, quantity: 3, customizations: [] },
      ],
    });

    expect(await stockOf(bell._id)).toBe(0);
    const variants = await db
      .select({ stage: productVariants.stage, stock: productVariants.stockCount })
      .from(productVariants)
      .where(and(eq(productVariants.siteId, shopId), eq(productVariants.id, small._id)));
    expect(variants).toEqual([{ stage: 'published', stock: 0 }]);
    const ledger = await db
      .select({ productId: stockMovements.productId, variantId: stockMovements.variantId, delta: stockMovements.delta })
      .from(stockMovements)
      .where(and(eq(stockMovements.siteId, shopId), eq(stockMovements.reference, placed.order._id)));
    expect(ledger.filter((row) => row.productId === bell._id).reduce((sum, row) => sum + row.delta, 0)).toBe(-5);
    expect(ledger.filter((row) => row.variantId === small._id)).toEqual([
      { productId: helmet._id, variantId: small._id, delta: -3 },
    ]);
    // Both counts reached zero in the one move: the pages learn it once.
    expect(await versions()).toEqual({ shop: before.shop + 1, stock: before.stock + 1 });
    expect((await productPage()).body).toContain('Utsolgt');

    // A refund restocking both of the bell's lines moves its count by their sum, in one statement.
    const payment = placed.order.payments[0];
    const lines = placed.order.orderLines.filter((line) => line.product?._id === bell._id);
    expect(lines.map((line) => line.amount)).toEqual([2, 3]);
    await ok(contributor, 'POST', `/orders/${placed.order._id}/payments/${payment?._id}/charge`);
    await ok(contributor, 'POST', `/orders/${placed.order._id}/payments/${payment?._id}/refunds`, {
      sum: lines.reduce((sum, line) => sum + line.total, 0),
      note: '',
      items: lines.map((line) => ({ ref: line._id, amount: line.amount, sum: line.total, restock: true })),
    });
    expect(await stockOf(bell._id)).toBe(5);
    expect(await versions()).toEqual({ shop: before.shop + 2, stock: before.stock + 2 });
  });
});
