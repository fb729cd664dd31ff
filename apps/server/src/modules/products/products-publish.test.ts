/**
 * Products through their life: publish, discard, rollback, clone and delete (refused while a bundle
 * holds it), and where they show up (revisions, timeline, power search, dependency reports).
 */
import {
  type DependencyReport,
  formatMoney,
  type Product,
  type ProductListItem,
  type Revision,
  type SearchResult,
} from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { timelineEvents } from '../../platform/activity/timeline-schema';
import { dependencyBlockMessage } from '../../platform/references/references';
import { staleEditMessage } from '../../platform/resources/drafts';
import { products } from './schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');

type Method = NonNullable<InjectOptions['method']>;
const call = (who: SignedIn, method: Method, path: string, payload?: object) =>
  server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: method === 'GET' ? { cookie: who.cookie } : who.headers,
    ...(payload === undefined ? {} : { payload }),
  });
async function ok<T>(who: SignedIn, method: Method, path: string, payload?: object): Promise<T> {
  const response = await call(who, method, path, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}
const read = <T>(path: string) => ok<T>(admin, 'GET', path);
const create = (name: string, extra: object = {}) => ok<Product>(contributor, 'POST', '/products', { name, ...extra });
const edit = (product: Product, payload: object) =>
  ok<Product>(contributor, 'PATCH', `/products/${product._id}`, { version: product.version, ...payload });

async function storedRow(id: string) {
  const [row] = await server.database.db
    .select()
    .from(products)
    .where(and(eq(products.siteId, shopId), eq(products.id, id)));
  return row;
}

describe('publish, discard and rollback', () => {
  it('publish applies the draft, writes a revision and the timeline event; discard drops a draft', async () => {
    const created = await create('Sykkellykt Lumen');
    const draft = await edit(created, { description: 'Sterk og lett', price: { ...created.price, value: 49_900 } });
    expect((await storedRow(created._id))?.published.description).toBe('');
    const published = await ok<Product>(contributor, 'POST', `/products/${created._id}/publish`, {
      version: draft.version,
    });
    expect(published).toMatchObject({ modified: false, description: 'Sterk og lett', version: draft.version + 1 });
    expect((await storedRow(created._id))?.published.price.value).toBe(49_900);
    expect(await read<Revision[]>(`/revisions?type=product&reference=${created._id}`)).toHaveLength(1);
    const events = await server.database.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.siteId, shopId), eq(timelineEvents.resourceId, created._id)));
    expect(events).toEqual([expect.objectContaining({ type: 'publishedProduct', title: 'Sykkellykt Lumen' })]);

    const again = await edit(published, { name: 'Ikke denne' });
    const discarded = await ok<Product>(contributor, 'POST', `/products/${created._id}/discard`, {
      version: again.version,
    });
    expect(discarded).toMatchObject({ name: 'Sykkellykt Lumen', modified: false });
  });

  it('publish and discard based on a stale version are refused with 409', async () => {
    const created = await create('Bjelle');
    const draft = await edit(created, { description: 'Pling' });
    for (const action of ['publish', 'discard']) {
      const response = await call(contributor, 'POST', `/products/${created._id}/${action}`, { version: 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'conflict', message: staleEditMessage });
    }
    expect((await read<Product>(`/products/${created._id}`)).version).toBe(draft.version);
  });

  it('an admin rolls back to an old revision, which publishes it anew; a contributor may not', async () => {
    const created = await create('Kurv');
    const first = await ok<Product>(contributor, 'POST', `/products/${created._id}/publish`, {
      version: (await edit(created, { description: 'Første' })).version,
    });
    await ok(contributor, 'POST', `/products/${created._id}/publish`, {
      version: (await edit(first, { description: 'Andre' })).version,
    });
    const revisions = await read<Revision[]>(`/revisions?type=product&reference=${created._id}`);
    const oldest = revisions.at(-1) as Revision;
    const old = await read<Product>(`/products/${created._id}?revision=${oldest._id}`);
    expect(old).toMatchObject({ description: 'Første', revision: oldest._id });
    expect((await call(contributor, 'POST', `/products/${created._id}/rollback/${oldest._id}`)).statusCode).toBe(403);
    const restored = await ok<Product>(admin, 'POST', `/products/${created._id}/rollback/${oldest._id}`);
    expect(restored).toMatchObject({ description: 'Første', modified: false });
  });
});

describe('POST products/clone', () => {
  it('copies the product as the editor sees it: «name» (kopi), its own slug, no SKUs, inactive, no stock', async () => {
    const created = await create('Sadel Komfort', { sku: 'SA-1' });
    const active = await edit(created, { status: 'active', stockCount: 7, tags: ['Sadel'] });
    await ok(contributor, 'POST', `/products/${created._id}/simple-variants`, {
      name: 'Svart',
      sku: 'SA-1-S',
      stockCount: 3,
    });
    const response = await call(contributor, 'POST', '/products/clone', { id: created._id });
    expect(response.statusCode, response.body).toBe(201);
    const copy = await read<Product>(`/products/${response.json()._id}`);
    expect(copy).toMatchObject({
      name: 'Sadel Komfort (kopi)',
      slug: 'sadel-komfort-kopi',
      sku: '',
      status: 'inactive',
      stockCount: 0,
      tags: ['Sadel'],
      modified: false,
    });
    expect(copy.simpleVariants).toEqual([expect.objectContaining({ name: 'Svart', sku: '', stockCount: 0 })]);
    const original = await read<Product>(`/products/${created._id}`);
    expect(copy.simpleVariants[0]?._id).not.toBe(original.simpleVariants[0]?._id);
    expect(active.status).toBe('active');
    expect((await call(contributor, 'POST', '/products/clone', { id: '01jzzzzzzzzzzzzzzzzzzzzzzz' })).statusCode).toBe(
      404,
    );
  });
});

describe('delete, references and search', () => {
  it('a product in a bundle cannot be deleted until the bundle lets it go; the report names the bundle', async () => {
    const item = await create('Drikkeflaske');
    const bundle = await create('Turpakke');
    const withItem = await edit(bundle, {
      bundle: true,
      bundleContent: [{ product: item._id, amount: 2, amountIsAdjustable: false, price: null }],
    });
    const [report] = await read<DependencyReport[]>(`/resource-dependencies?resources=${item._id}`);
    expect(report?.products).toEqual([
      { reference: { _id: bundle._id, title: 'Turpakke', draft: true, draftFor: null }, dependents: 1 },
    ]);
    const refused = await call(admin, 'DELETE', `/products/${item._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'conflict', message: dependencyBlockMessage });
    await edit(withItem, { bundle: false, bundleContent: [] });
    expect((await call(admin, 'DELETE', `/products/${item._id}`)).statusCode).toBe(204);
    expect(await read<Revision[]>(`/revisions?type=product&reference=${item._id}`)).toEqual([]);
  });

  it('power search finds a product by name and SKU, with its price and where to edit it', async () => {
    const created = await create('Pumpe Turbo', { sku: 'PU-77' });
    await edit(created, { price: { ...created.price, value: 29_900 } });
    for (const q of ['pumpe', 'PU-77']) {
      const hits = await read<SearchResult[]>(`/power-search?q=${encodeURIComponent(q)}`);
      expect(hits, q).toContainEqual(
        expect.objectContaining({
          _id: created._id,
          type: 'product',
          title: 'Pumpe Turbo',
          subtitle: `PU-77 · ${formatMoney(29_900)}`,
          path: '/produkt/pumpe-turbo',
          editPath: `/butikk/produkter/${created._id}`,
        }),
      );
    }
  });

  it('a new product is offered at once to pickers of published products', async () => {
    const created = await create('Kjede');
    const rows = await read<ProductListItem[]>(`/products?draft=false&_id=${created._id}`);
    expect(rows.map((row) => row.name)).toEqual(['Kjede']);
  });
});
