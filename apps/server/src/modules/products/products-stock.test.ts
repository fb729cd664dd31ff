/**
 * Simple variants and stock: variants live in the product's draft until it is published, their
 * stock and the product's are live (never drafted, never bumping the version), and every change of
 * a stock count is a row in the ledger.
 */
import { type Product, productMessages, type SimpleVariant } from '@vev/shared';
import { and, eq, sum } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { products, productVariants, stockMovements } from './schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
await server.addUser('bare-hjemmeside-lager@example.no', { hjemmeside: 'admin' });
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('bare-hjemmeside-lager@example.no');
const { db } = server.database;

type Method = NonNullable<InjectOptions['method']>;
const call = (who: SignedIn, method: Method, path: string, payload?: object, siteId = shopId) =>
  server.inject({
    method,
    url: `/api/sites/${siteId}${path}`,
    headers: method === 'GET' ? { cookie: who.cookie } : { ...who.headers, 'x-disable-webhooks': 'true' },
    ...(payload === undefined ? {} : { payload }),
  });
async function ok<T>(who: SignedIn, method: Method, path: string, payload?: object): Promise<T> {
  const response = await call(who, method, path, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? (undefined as T) : response.json();
}
const product = (id: string) => ok<Product>(reader, 'GET', `/products/${id}`);
const create = (name: string) => ok<Product>(contributor, 'POST', '/products', { name });

const ledger = (productId: string) =>
  db
    .select({ variantId: stockMovements.variantId, delta: stockMovements.delta, reason: stockMovements.reason })
    .from(stockMovements)
    .where(and(eq(stockMovements.siteId, shopId), eq(stockMovements.productId, productId)))
    .orderBy(stockMovements.createdAt, stockMovements.id);

const variantRows = (productId: string) =>
  db
    .select({
      stage: productVariants.stage,
      id: productVariants.id,
      sku: productVariants.sku,
      stock: productVariants.stockCount,
    })
    .from(productVariants)
    .where(and(eq(productVariants.siteId, shopId), eq(productVariants.productId, productId)))
    .orderBy(productVariants.stage, productVariants.position);

describe("the product's stock", () => {
  it('is set at once through the ledger, without the version, and never bumps it', async () => {
    const created = await create('Lagerhylle Test');
    const draft = await ok<Product>(contributor, 'PATCH', `/products/${created._id}`, {
      version: created.version,
      description: 'Et utkast',
    });
    // A stale version does not stop a stock change, and the editor's version stays what it was.
    const stocked = await ok<Product>(contributor, 'PATCH', `/products/${created._id}`, { version: 1, stockCount: 12 });
    expect(stocked).toMatchObject({
      stockCount: 12,
      version: draft.version,
      modified: true,
      updatedAt: draft.updatedAt,
    });
    await ok(contributor, 'PATCH', `/products/${created._id}`, { version: 1, stockCount: 5 });
    expect(await ledger(created._id)).toEqual([
      { variantId: null, delta: 12, reason: 'adjustment' },
      { variantId: null, delta: -7, reason: 'adjustment' },
    ]);
    // The editor's open form is still current.
    const saved = await ok<Product>(contributor, 'PATCH', `/products/${created._id}`, {
      version: draft.version,
      description: 'Fortsatt mitt utkast',
    });
    expect(saved).toMatchObject({ stockCount: 5, version: draft.version + 1 });
    // Publishing leaves the stock where it is.
    const published = await ok<Product>(contributor, 'POST', `/products/${created._id}/publish`, {
      version: saved.version,
    });
    expect(published.stockCount).toBe(5);
  });

  it('two adjustments at once both land: the ledger adds up to the final count', async () => {
    const created = await create('Samtidig lager');
    const answers = await Promise.all(
      [3, 8].map((stockCount) => call(contributor, 'PATCH', `/products/${created._id}`, { version: 1, stockCount })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [row] = await db
      .select({ stock: products.stockCount })
      .from(products)
      .where(and(eq(products.siteId, shopId), eq(products.id, created._id)));
    const [total] = await db
      .select({ delta: sum(stockMovements.delta) })
      .from(stockMovements)
      .where(and(eq(stockMovements.siteId, shopId), eq(stockMovements.productId, created._id)));
    expect([3, 8]).toContain(row?.stock);
    expect(Number(total?.delta)).toBe(row?.stock);
    expect(await ledger(created._id)).toHaveLength(2);
  });

  it('a reader cannot change it', async () => {
    const created = await create('Lesers lager');
    expect((await call(reader, 'PATCH', `/products/${created._id}`, { version: 1, stockCount: 3 })).statusCode).toBe(
      403,
    );
    expect(await ledger(created._id)).toEqual([]);
  });
});

describe('products/{id}/simple-variants', () => {
  it('POST adds a variant to the draft with its live stock; publish gives it to the published state with that stock', async () => {
    const created = await create('Sykkelhjelm Test');
    const response = await call(contributor, 'POST', `/products/${created._id}/simple-variants`, {
      name: 'Liten',
      sku: 'HT-S',
      price: { value: 59_900, compareAtValue: null },
      stockCount: 4,
    });
    expect(response.statusCode, response.body).toBe(201);
    const small = response.json<SimpleVariant>();
    expect(small).toMatchObject({
      _id: expect.any(String),
      name: 'Liten',
      sku: 'HT-S',
      stockCount: 4,
      backorders: 'no',
    });
    const large = await ok<SimpleVariant>(contributor, 'POST', `/products/${created._id}/simple-variants`, {
      name: 'Stor',
      sku: 'HT-L',
    });
    expect(await ok<SimpleVariant[]>(reader, 'GET', `/products/${created._id}/simple-variants`)).toEqual([
      small,
      large,
    ]);
    const current = await product(created._id);
    expect(current).toMatchObject({ modified: true, simpleVariants: [small, large] });
    expect(await variantRows(created._id)).toEqual([
      { stage: 'draft', id: small._id, sku: 'HT-S', stock: 4 },
      { stage: 'draft', id: large._id, sku: 'HT-L', stock: 0 },
    ]);
    await ok(contributor, 'POST', `/products/${created._id}/publish`, { version: current.version });
    expect(await variantRows(created._id)).toEqual([
      { stage: 'published', id: small._id, sku: 'HT-S', stock: 4 },
      { stage: 'published', id: large._id, sku: 'HT-L', stock: 0 },
    ]);
    expect(await ledger(created._id)).toEqual([{ variantId: small._id, delta: 4, reason: 'adjustment' }]);
  });

  it('PATCH changes a variant in the draft and its stock at once; DELETE takes it out of the draft', async () => {
    const created = await create('Lykt Test');
    const variant = await ok<SimpleVariant>(contributor, 'POST', `/products/${created._id}/simple-variants`, {
      name: 'Hvit',
      stockCount: 2,
    });
    await ok(contributor, 'POST', `/products/${created._id}/publish`, {
      version: (await product(created._id)).version,
    });
    const changed = await ok<SimpleVariant>(
      contributor,
      'PATCH',
      `/products/${created._id}/simple-variants/${variant._id}`,
      {
        name: 'Kritthvit',
        stockCount: 9,
      },
    );
    expect(changed).toMatchObject({ _id: variant._id, name: 'Kritthvit', stockCount: 9 });
    // The stock is live in both stages; the name waits in the draft.
    expect(await variantRows(created._id)).toEqual([
      { stage: 'draft', id: variant._id, sku: '', stock: 9 },
      { stage: 'published', id: variant._id, sku: '', stock: 9 },
    ]);
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.siteId, shopId), eq(products.id, created._id)));
    expect(row?.published.simpleVariants[0]?.name).toBe('Hvit');
    expect(row?.variantCount).toBe(1);

    expect(
      (await call(contributor, 'DELETE', `/products/${created._id}/simple-variants/${variant._id}`)).statusCode,
    ).toBe(204);
    expect((await product(created._id)).simpleVariants).toEqual([]);
    expect((await variantRows(created._id)).map((each) => each.stage)).toEqual(['published']);
    expect(await ledger(created._id)).toEqual([
      { variantId: variant._id, delta: 2, reason: 'adjustment' },
      { variantId: variant._id, delta: 7, reason: 'adjustment' },
    ]);
  });

  it('refuses a SKU another product or variant has, and bad fields, in Norwegian', async () => {
    const first = await create('SKU-eier');
    await ok(contributor, 'PATCH', `/products/${first._id}`, { version: first.version, sku: 'EIER-1' });
    await ok(contributor, 'POST', `/products/${first._id}/simple-variants`, { name: 'Blå', sku: 'EIER-BLA' });
    const second = await create('SKU-låner');
    for (const sku of ['EIER-1', 'EIER-BLA']) {
      const response = await call(contributor, 'POST', `/products/${second._id}/simple-variants`, {
        name: 'Kopi',
        sku,
      });
      expect(response.statusCode, sku).toBe(400);
      expect(response.json().fields).toEqual({ 'simpleVariants.0.sku': productMessages.skuTaken });
    }
    const twice = await ok<SimpleVariant>(contributor, 'POST', `/products/${second._id}/simple-variants`, {
      name: 'En',
      sku: 'TO-1',
    });
    const clash = await call(contributor, 'POST', `/products/${second._id}/simple-variants`, {
      name: 'To',
      sku: 'TO-1',
    });
    expect(clash.json().fields).toEqual({
      'simpleVariants.0.sku': productMessages.skuTaken,
      'simpleVariants.1.sku': productMessages.skuTaken,
    });
    const bad = await call(contributor, 'PATCH', `/products/${second._id}/simple-variants/${twice._id}`, {
      name: '',
      farge: 'rød',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ name: 'Feltet må fylles ut.', farge: 'Ukjent felt.' });
  });

  it("a variant of another product, or another site's user, is not found", async () => {
    const one = await create('Variant-eier');
    const other = await create('Annen');
    const variant = await ok<SimpleVariant>(contributor, 'POST', `/products/${one._id}/simple-variants`, {
      name: 'Grønn',
    });
    const wrong = await call(contributor, 'PATCH', `/products/${other._id}/simple-variants/${variant._id}`, {
      name: 'Kapret',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Varianten finnes ikke.');
    expect(
      (await call(contributor, 'DELETE', `/products/${other._id}/simple-variants/${variant._id}`)).statusCode,
    ).toBe(404);
    expect((await call(outsider, 'GET', `/products/${one._id}/simple-variants`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/products/${one._id}/simple-variants`, undefined, homeId)).statusCode).toBe(
      404,
    );
    expect((await call(reader, 'POST', `/products/${one._id}/simple-variants`, { name: 'Nei' })).statusCode).toBe(403);
  });
});
