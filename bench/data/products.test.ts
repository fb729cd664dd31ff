import { type ProductDocument, productDocumentSchema } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../apps/server/src/db/client';
import { productColumns, productResource } from '../../apps/server/src/modules/products/resource';
import { random } from './names';
import { buildShop, type ShopLookups, searchedWord } from './products';

const lookups: ShopLookups = {
  categories: ['c1', 'c2', 'c3', 'c4', 'c5'],
  images: ['m1', 'm2', 'm3', 'm4'].map((ref) => ({
    ref,
    url: `http://localhost:3000/media/${ref}/file?v=1`,
    filename: `${ref}.jpg`,
    alt: 'Bilde',
    caption: '',
  })),
  labels: ['l1', 'l2'],
  shippingClasses: ['s1', 's2'],
  size: { ref: 'a-size', values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
  colour: { ref: 'a-colour', values: ['Svart', 'Rød'] },
};
const shop = buildShop({ id: 'site1', userIds: ['u1', 'u2'] }, 2000, lookups, {
  next: random(11),
  now: Date.parse('2026-11-01T12:00:00Z'),
});
const documents = (row: (typeof shop.products)[number]) =>
  [row.published, row.draft].filter((document): document is ProductDocument => Boolean(document));

describe('the bench products generator', () => {
  it('writes valid documents whose columns follow the editor’s current document', () => {
    expect(shop.products).toHaveLength(2000);
    for (const row of shop.products) {
      for (const document of documents(row)) expect(productDocumentSchema.safeParse(document).success).toBe(true);
      const current = row.draft ?? row.published;
      expect(row).toMatchObject(productColumns(current));
      expect(row).toMatchObject(productResource.publishedColumns(row.published, row as never));
      expect(row.version).toBe(row.draft ? 2 : 1);
      expect(row.modifiedAt === null).toBe(!row.draft);
    }
    expect(shop.products.filter((row) => row.draft).length).toBeGreaterThan(50);
    expect(shop.products.filter((row) => row.status === 'active').length / 2000).toBeGreaterThan(0.85);
  });

  it('keeps slugs and SKUs unique in the shop, variants’ SKUs included', () => {
    expect(new Set(shop.products.map((row) => row.slug)).size).toBe(2000);
    const skus = [
      ...shop.products.map((row) => row.sku).filter(Boolean),
      ...shop.variants.filter((variant) => variant.stage === 'published').map((variant) => variant.sku),
    ];
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('gives 0–5 variants with a row per stage, 1–3 images, categories, and bundles of earlier products', () => {
    const counts = shop.products.map((row) => row.published.simpleVariants.length);
    expect(Math.max(...counts)).toBe(5);
    expect(counts.filter((count) => count === 0).length / 2000).toBeGreaterThan(0.4);
    for (const row of shop.products) {
      const rows = shop.variants.filter((variant) => variant.productId === row.id);
      const stages = row.draft ? 2 : 1;
      expect(rows).toHaveLength(row.published.simpleVariants.length * stages);
      expect(row.published.images.length).toBeGreaterThanOrEqual(1);
      expect(row.published.images.length).toBeLessThanOrEqual(3);
      expect(row.published.images.filter((image) => image.primary)).toHaveLength(1);
      expect(row.image).toBe(row.published.images[0]?.url);
      expect(row.published.categories.length).toBeGreaterThanOrEqual(1);
    }
    const ids = shop.products.map((row) => row.id);
    const bundles = shop.products.filter((row) => row.bundle);
    expect(bundles.length).toBeGreaterThan(5);
    for (const bundle of bundles) {
      for (const item of bundle.published.bundleContent)
        expect(ids.indexOf(item.product)).toBeLessThan(ids.indexOf(bundle.id));
    }
  });

  it('puts every stock count in the ledger, the variants’ too', () => {
    const ledger = new Map<string, number>();
    for (const movement of shop.movements) {
      const key = `${movement.productId}/${movement.variantId ?? ''}`;
      ledger.set(key, (ledger.get(key) ?? 0) + movement.delta);
    }
    for (const row of shop.products) expect(ledger.get(`${row.id}/`) ?? 0).toBe(row.stockCount);
    for (const variant of shop.variants)
      expect(ledger.get(`${variant.productId}/${variant.id}`) ?? 0).toBe(variant.stockCount);
  });

  it('records the references of each document and indexes it for search', async () => {
    const targets = new Map<string, Set<string>>();
    for (const reference of shop.references) {
      targets.set(reference.sourceId, (targets.get(reference.sourceId) ?? new Set()).add(reference.targetId));
    }
    for (const row of shop.products) {
      const own = targets.get(row.id) ?? new Set();
      for (const document of documents(row)) {
        for (const image of document.images) expect(own.has(image.ref)).toBe(true);
        for (const category of document.categories) expect(own.has(category.ref)).toBe(true);
      }
    }
    const [row] = shop.products;
    const entry = row && (await productResource.searchEntry(row.published, row as never, {} as Database));
    expect(entry?.path).toBe(`/produkt/${row?.published.slug}`);
  });

  it('has the searched word in a few names, not most', () => {
    const found = shop.products.filter((row) => row.name.toLocaleLowerCase('nb').includes(searchedWord)).length;
    expect(found / 2000).toBeGreaterThan(0.02);
    expect(found / 2000).toBeLessThan(0.15);
  });
});
