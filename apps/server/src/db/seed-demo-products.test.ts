/** Demo Butikk's catalog: published products with pictures, variants, a bundle, linked products and every tax class. */
import type { Product, ProductListItem } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';
import { mediaFiles } from '../modules/media/schema';
import { productResource } from '../modules/products/resource';
import { products, stockMovements } from '../modules/products/schema';
import { searchIndex } from '../platform/search/schema';
import { demoTaxClasses } from './seed-demo-taxes';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const reader = await server.signIn('leser@demo.vev.no');
const read = <T>(path: string) => server.readJson<T>(reader, `/api/sites/${shopId}${path}`);
const rows = await server.database.db.select().from(products).where(eq(products.siteId, shopId));
const named = async (name: string) => {
  const row = rows.find((each) => each.name === name);
  if (!row) throw new Error(`no demo product ${name}`);
  return read<Product>(`/products/${row.id}`);
};

describe('the demo catalog', () => {
  it('has at least 35 products, all published and active but one inactive', () => {
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(rows.every((row) => row.publishedAt !== null)).toBe(true);
    expect(rows.filter((row) => row.status === 'inactive').map((row) => row.name)).toEqual([
      'Elsykkel Terreng 750 (kommer snart)',
    ]);
  });

  it('keeps the rules the API checks on every product (the seed writes them in bulk), and indexes them for search', async () => {
    const { db } = server.database;
    for (const row of rows)
      await expect(productResource.validate(row.published, row, db), row.name).resolves.toBeUndefined();
    const entries = await db
      .select({ id: searchIndex.id })
      .from(searchIndex)
      .where(and(eq(searchIndex.siteId, shopId), eq(searchIndex.type, 'product')));
    expect(new Set(entries.map((entry) => entry.id))).toEqual(new Set(rows.map((row) => row.id)));
  });

  it('gives every product 1–3 pictures from the media library, one of them primary', async () => {
    const media = await server.database.db
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(eq(mediaFiles.siteId, shopId));
    const ids = new Set(media.map((file) => file.id));
    for (const { name, published } of rows) {
      expect(published.images.length, name).toBeGreaterThanOrEqual(1);
      expect(published.images.length, name).toBeLessThanOrEqual(3);
      expect(
        published.images.filter((image) => image.primary),
        name,
      ).toHaveLength(1);
      for (const image of published.images) expect(ids.has(image.ref), `${name}: ${image.filename}`).toBe(true);
    }
  });

  it('has a product in each of the demo tax classes', () => {
    const classes = new Set(rows.map((row) => row.published.taxClass));
    expect([...classes].sort()).toEqual(demoTaxClasses.map((taxClass) => taxClass.id).sort());
  });

  it('has a helmet with sizes S, M and L: own SKUs and stock, L at its own price', async () => {
    const helmet = await named('Sykkelhjelm Bølge');
    expect(
      helmet.simpleVariants.map(({ sku, stockCount, price }) => ({ sku, stockCount, price: price.value })),
    ).toEqual([
      { sku: 'DB-HM-BOLGE-S', stockCount: 5, price: null },
      { sku: 'DB-HM-BOLGE-M', stockCount: 8, price: null },
      { sku: 'DB-HM-BOLGE-L', stockCount: 3, price: 139_000 },
    ]);
    const ledger = await server.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, helmet._id));
    expect(ledger.map((movement) => movement.delta).sort((a, b) => a - b)).toEqual([3, 5, 8, 16]);
  });

  it('links the two colours of the city bike under one master, grouped in lists', async () => {
    const linked = await read<ProductListItem[]>(`/products?master=${encodeURIComponent('Bysykkel Strandgaten')}`);
    expect(linked.map(({ name, variant, status }) => ({ name, variant, status }))).toEqual([
      { name: 'Bysykkel Strandgaten 7-gir, blå', variant: true, status: 'active' },
      { name: 'Bysykkel Strandgaten 7-gir, rød', variant: true, status: 'active' },
    ]);
  });

  it('has a commuter bundle of a lock, lights and a bell at their own prices', async () => {
    const bundle = await named('Pendlerpakke');
    const items = await read<ProductListItem[]>(
      `/products?_id=${bundle.bundleContent.map((item) => item.product).join(',')}`,
    );
    expect(bundle.bundle).toBe(true);
    expect(items.map((item) => item.name).sort()).toEqual([
      'Bøylelås Sterk',
      'Lyssett LED foran og bak',
      'Ringeklokke Klang',
    ]);
    expect(bundle.bundleContent.map((item) => item.price)).toEqual([69_900, 39_900, 9_900]);
    expect(bundle.price.value).toBe(119_700);
  });

  it('has a bottle whose engraving text shows only when engraving is ticked', async () => {
    const bottle = await named('Drikkeflaske Fjord i stål');
    expect(
      bottle.customizeOptions.map(({ key, type, price, conditions }) => ({ key, type, price, conditions })),
    ).toEqual([
      { key: 'gravering', type: 'Checkbox', price: 9_900, conditions: [] },
      {
        key: 'tekst-pa-gravering',
        type: 'String',
        price: 0,
        conditions: [{ targetKey: 'gravering', targetOperation: 'eq', targetValue: 'true' }],
      },
    ]);
  });

  it('has a price by appointment, an out-of-stock product labelled Utsolgt, and an unpublished change', async () => {
    expect((await named('Sykkeltilpasning (bikefit)')).price.type).toBe('byAppointment');
    const soldOut = await named('Sammenleggbar elsykkel Mini');
    const labels = await read<{ _id: string; name: string }[]>('/labels');
    expect(soldOut).toMatchObject({ manageStock: true, stockCount: 0, stockStatus: 'outOfStock' });
    expect(soldOut.labels).toEqual([labels.find((label) => label.name === 'Utsolgt')?._id]);
    expect((await named('Elsykkel Pendler 500')).modified).toBe(true);
  });

  it('finds the helmets with a search for "hjelm"', async () => {
    const found = await read<ProductListItem[]>('/products?text=hjelm');
    expect(found.map((row) => row.name)).toContain('Sykkelhjelm Bølge');
  });

  it('shows the active products on the storefront at /produkt/{slug}, and not the inactive one', async () => {
    const visit = (url: string) =>
      server.inject({ method: 'GET', url, headers: { host: 'demobutikk.localhost:3000' } });
    const helmet = await visit('/produkt/sykkelhjelm-bolge');
    expect(helmet.statusCode).toBe(200);
    expect(helmet.body).toContain('Sykkelhjelm Bølge');
    expect(helmet.body).not.toContain('Utsolgt');
    expect((await visit('/produkt/gavekort-500-kr')).statusCode).toBe(200);
    expect((await visit('/produkt/elsykkel-terreng-750-kommer-snart')).statusCode).toBe(404);
  });
});
