/**
 * The products module's share of the data set: 10 000 products on the measured site (issue 15)
 * and a few hundred on every other shop. Rows are built here and inserted in bulk, but they are
 * the rows the API writes: the document (published, for some a draft over it) with the columns
 * that follow the editor's current document, the simple variants' rows per stage with their live
 * stock, the stock ledger's adjustments, the references of each document and its search entry,
 * all made with the products module's own helpers. Images are the site's media rows; categories
 * are the site's category pages; labels and attributes come from attributes.ts.
 */
import {
  newProductDocument,
  type ProductDocument,
  type ProductImage,
  type SimpleVariantDocument,
  slugify,
} from '@vev/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Database } from '../../apps/server/src/db/client';
import { attributes } from '../../apps/server/src/modules/attributes/schema';
import { labels } from '../../apps/server/src/modules/labels/schema';
import { mediaUrl } from '../../apps/server/src/modules/media/dto';
import { mediaFiles } from '../../apps/server/src/modules/media/schema';
import { pages } from '../../apps/server/src/modules/pages/schema';
import { type ProductRow, productColumns, productResource } from '../../apps/server/src/modules/products/resource';
import { products, productVariants, stockMovements } from '../../apps/server/src/modules/products/schema';
import { shippingClasses } from '../../apps/server/src/modules/shipping/schema';
import { referencedIds } from '../../apps/server/src/platform/references/references';
import { resourceReferences } from '../../apps/server/src/platform/references/schema';
import { searchIndex } from '../../apps/server/src/platform/search/schema';
import { searchRow } from '../../apps/server/src/platform/search/search-index';
import { shopSites } from './attributes';
import { findScenarioSite, insertInBatches } from './foundation';
import type { Generator } from './generator';
import { businessWords, pick, random } from './names';

type Next = () => number;
type ProductInsert = typeof products.$inferInsert;
type VariantRow = typeof productVariants.$inferInsert;
type MovementRow = typeof stockMovements.$inferInsert;
type ReferenceRow = typeof resourceReferences.$inferInsert;

/** What a shop's products refer to: its category pages, pictures, labels, shipping classes and attributes. */
export interface ShopLookups {
  categories: string[];
  images: Omit<ProductImage, 'primary' | 'useAsPreviewBackground'>[];
  labels: string[];
  shippingClasses: string[];
  size: { ref: string; values: string[] } | null;
  colour: { ref: string; values: string[] } | null;
}

export interface ShopRows {
  products: ProductInsert[];
  variants: VariantRow[];
  movements: MovementRow[];
  references: ReferenceRow[];
}

const nouns = (
  'Jakke Regnjakke Dunjakke Bukse Turbukse Genser Ullgenser Skjorte Kjole Skjørt Lue Votter Skjerf ' +
  'Joggesko Fjellsko Støvler Sandaler Ryggsekk Telt Sovepose Termos Kaffekopp Krus Tallerken Gryte ' +
  'Stekepanne Kniv Lampe Pute Pledd Vase Krukke Sykkel Elsykkel Sykkelhjelm Sykkellykt Sykkelpumpe ' +
  'Drikkeflaske Solbriller Klokke Hundeseng Ski Skistaver Badedrakt Håndkle Stol Bord Hylle'
).split(' ');
const models = ['', '', 'Classic', 'Pro', 'Lett', 'Junior', 'Sport', 'Original', 'Ull', 'Kids', 'Premium'];
const uses = ['hverdagen', 'turen', 'hytta', 'byen', 'fjellet', 'kjøkkenet', 'sommeren', 'vinteren', 'barna'];
const tagSets = [
  [],
  [],
  ['Sommer'],
  ['Vinter'],
  ['Tilbud'],
  ['Nyhet', 'Sommer'],
  ['Bestselger'],
  ['Økologisk'],
  ['Tilbud', 'Vinter'],
];
/** The text the search scenario looks for: in about one product name of sixteen (Jakke, Regnjakke, Dunjakke). */
export const searchedWord = 'jakke';

const day = 86_400_000;
const between = (next: Next, low: number, high: number) => low + Math.floor(next() * (high - low + 1));

/** Prices from 49 kr to about 5 000 kr, most of them low, in whole kroner. */
const priceOf = (next: Next) => Math.round(49 * 100 ** next()) * 100;

function variantsOf(next: Next, sku: string, lookups: ShopLookups): SimpleVariantDocument[] {
  const count = next() < 0.55 ? 0 : between(next, 1, 5);
  const values = lookups.size?.values ?? ['S', 'M', 'L', 'XL', 'XXL'];
  const first = between(next, 0, Math.max(0, values.length - count));
  return values.slice(first, first + count).map((value) => ({
    _id: ulid().toLowerCase(),
    name: value,
    description: '',
    timeControlledAvailability: false,
    availableFrom: null,
    availableTo: null,
    price: { value: next() < 0.3 ? priceOf(next) : null, compareAtValue: null },
    sku: `${sku}-${value}`,
    backorders: 'no',
    stockStatus: 'inStock',
    attributes: lookups.size ? [{ ref: lookups.size.ref, value }] : [],
    customizeOptions: [],
  }));
}

/** Every row the API would have written for one shop's products, oldest first. */
export function buildShop(
  site: { id: string; userIds: string[] },
  count: number,
  lookups: ShopLookups,
  context: { next: Next; now: number },
): ShopRows {
  const { next, now } = context;
  const rows: ShopRows = { products: [], variants: [], movements: [], references: [] };
  const names = new Set<string>();
  const slugs = new Set<string>();
  const created = Array.from({ length: count }, () => now - 3 * 365 * day * next() ** 1.5).sort((a, b) => a - b);
  const author = () => pick(next, site.userIds);
  const bundleable: { id: string; price: number }[] = [];

  for (let index = 0; index < count; index += 1) {
    const createdAt = created[index] ?? now;
    const id = ulid(Math.floor(createdAt)).toLowerCase();
    const noun = pick(next, nouns);
    const brand = pick(next, businessWords);
    let name = [brand, noun, pick(next, models)].filter(Boolean).join(' ');
    for (let n = 2; names.has(name); n += 1) name = `${[brand, noun].join(' ')} ${n}`;
    names.add(name);
    let slug = slugify(name);
    for (let n = 2; slugs.has(slug); n += 1) slug = `${slugify(name)}-${n}`;
    slugs.add(slug);

    const bundle = bundleable.length > 10 && next() < 0.01;
    const items = bundle
      ? [...new Map(Array.from({ length: between(next, 2, 3) }, () => pick(next, bundleable)).map((p) => [p.id, p]))]
      : [];
    const sku = bundle ? '' : `VV-${String(index + 1).padStart(6, '0')}`;
    const variants = bundle ? [] : variantsOf(next, sku, lookups);
    const manageStock = variants.length > 0 || next() < 0.7;
    const stockCount = manageStock && !variants.length && next() > 0.1 ? between(next, 1, 250) : 0;
    const byAppointment = !bundle && next() < 0.02;
    const value = bundle ? items.reduce((sum, [, item]) => sum + item.price, 0) : byAppointment ? 0 : priceOf(next);
    const categories = [...new Set(Array.from({ length: between(next, 1, 3) }, () => pick(next, lookups.categories)))]
      .filter(Boolean)
      .map((ref) => ({ ref }));
    const images = lookups.images.length
      ? [
          ...new Map(
            Array.from({ length: between(next, 1, 3) }, () => pick(next, lookups.images)).map((i) => [i.ref, i]),
          ),
        ].map(([, image], position) => ({ ...image, primary: position === 0, useAsPreviewBackground: false }))
      : [];
    const description = `${noun} fra ${brand}, laget for ${pick(next, uses)}.`;
    const published: ProductDocument = newProductDocument({
      name,
      slug,
      sku,
      description,
      externalDescription: description,
      tags: pick(next, tagSets),
      categories,
      primaryCategory: categories[0]?.ref ?? null,
      bundle,
      bundleContent: items.map(([product]) => ({ product, amount: 1, amountIsAdjustable: false, price: null })),
      manageStock,
      stockStatus: manageStock && !variants.length && stockCount === 0 ? 'outOfStock' : 'inStock',
      price: {
        type: byAppointment ? 'byAppointment' : 'fixed',
        value,
        compareAtValue: !bundle && next() < 0.15 ? Math.round((value * 1.25) / 100) * 100 : null,
        prefix: '',
        suffix: '',
        minPrice: null,
        maxPrice: null,
      },
      costPrice: bundle ? null : Math.round(value * 0.55),
      hideInStore: next() < 0.02,
      labels: lookups.labels.length && next() < 0.2 ? [pick(next, lookups.labels)] : [],
      shipping: {
        class: lookups.shippingClasses.length && next() < 0.6 ? pick(next, lookups.shippingClasses) : null,
        weight: between(next, 100, 15_000),
        length: null,
        width: null,
        height: null,
      },
      images,
      attributes:
        lookups.colour && next() < 0.3 ? [{ ref: lookups.colour.ref, value: pick(next, lookups.colour.values) }] : [],
      simpleVariants: variants,
      seo: { ...newProductDocument({ name, slug }).seo, metaTitle: name, metaDescription: description },
    });
    // Some have an editor's change waiting to be published: a new description, now and then a new price.
    const draft: ProductDocument | null =
      next() < 0.05
        ? {
            ...published,
            description: `${description} Nå i ny utgave.`,
            price: next() < 0.5 ? { ...published.price, value: priceOf(next) } : published.price,
          }
        : null;
    const current = draft ?? published;
    const publishedAt = createdAt + next() * Math.min(now - createdAt, 2 * day);
    const editedAt = draft ? publishedAt + next() * (now - publishedAt) : publishedAt;
    const creator = author();
    const row: ProductInsert = {
      siteId: site.id,
      id,
      ...productColumns(current),
      status: next() < 0.92 ? 'active' : 'inactive',
      stockCount,
      published,
      draft,
      version: draft ? 2 : 1,
      modifiedAt: draft ? new Date(editedAt) : null,
      publishedAt: new Date(publishedAt),
      authorId: creator,
      editorId: draft ? author() : creator,
      createdAt: new Date(createdAt),
      updatedAt: new Date(editedAt),
    };
    // The columns of the published document (the storefront's slug), as a publish writes them.
    rows.products.push({ ...row, ...productResource.publishedColumns(published, row as ProductRow) });
    if (!bundle && !variants.length && value > 0) bundleable.push({ id, price: value });

    const movement = (variantId: string | null, delta: number) =>
      rows.movements.push({
        siteId: site.id,
        id: ulid(Math.floor(publishedAt)).toLowerCase(),
        productId: id,
        variantId,
        delta,
        reason: 'adjustment',
        reference: null,
        userId: creator,
        createdAt: new Date(publishedAt),
      });
    if (stockCount) movement(null, stockCount);
    for (const [position, variant] of variants.entries()) {
      const stock = next() < 0.15 ? 0 : between(next, 1, 50);
      for (const stage of draft ? (['published', 'draft'] as const) : (['published'] as const)) {
        rows.variants.push({
          siteId: site.id,
          productId: id,
          stage,
          id: variant._id,
          sku: variant.sku,
          price: variant.price.value,
          position,
          stockCount: stock,
        });
      }
      if (stock) movement(variant._id, stock);
    }

    const targets = new Set([
      ...referencedIds(published, productResource.namedReferences(published)),
      ...(draft ? referencedIds(draft, productResource.namedReferences(draft)) : []),
    ]);
    for (const targetId of targets) {
      rows.references.push({ siteId: site.id, sourceType: productResource.type, sourceId: id, targetId });
    }
  }
  return rows;
}

/** The ids and pictures the site's products refer to, from the rows earlier generators wrote. */
async function lookupsOf(db: Database, siteId: string): Promise<ShopLookups> {
  const [categoryRows, imageRows, labelRows, classRows, attributeRows] = await Promise.all([
    db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.siteId, siteId), eq(pages.kind, 'category'))),
    db
      .select()
      .from(mediaFiles)
      .where(and(eq(mediaFiles.siteId, siteId), eq(mediaFiles.fileType, 'image')))
      .orderBy(asc(mediaFiles.id))
      .limit(3000),
    db.select({ id: labels.id }).from(labels).where(eq(labels.siteId, siteId)),
    db.select({ id: shippingClasses.id }).from(shippingClasses).where(eq(shippingClasses.siteId, siteId)),
    db
      .select({ id: attributes.id, internalName: attributes.internalName, options: attributes.options })
      .from(attributes)
      .where(and(eq(attributes.siteId, siteId), inArray(attributes.internalName, ['storrelse', 'farge']))),
  ]);
  const attribute = (internalName: string) => {
    const row = attributeRows.find((each) => each.internalName === internalName);
    return row ? { ref: row.id, values: row.options.map((option) => option.value) } : null;
  };
  return {
    categories: categoryRows.map((row) => row.id),
    images: imageRows.map((row) => ({
      ref: row.id,
      url: mediaUrl(publicUrl, row),
      filename: row.filename,
      alt: row.altText,
      caption: '',
    })),
    labels: labelRows.map((row) => row.id),
    shippingClasses: classRows.map((row) => row.id),
    size: attribute('storrelse'),
    colour: attribute('farge'),
  };
}

/** As in media.ts: the address the media rows' URLs are made with. */
const publicUrl = new URL('http://localhost:3000');

export const productsGenerator: Generator = {
  name: 'products',
  counts: (scale) => ({
    productsOnScenarioSite: Math.round(10_000 * scale),
    productsPerOtherShop: Math.round(300 * scale),
  }),
  async generate(db: Database, counts, data): Promise<void> {
    const next = random(1515);
    const now = Date.now();
    const scenario = await findScenarioSite(db);
    for (const site of await shopSites(db)) {
      const own = site.id === scenario?.id;
      const count = (own ? counts.productsOnScenarioSite : counts.productsPerOtherShop) ?? 0;
      if (!count) continue;
      const userIds = own ? [scenario.userId] : data.userIds.slice(0, 50);
      const shop = buildShop({ id: site.id, userIds }, count, await lookupsOf(db, site.id), { next, now });
      await insertInBatches(shop.products, (batch) => db.insert(products).values(batch), 1000);
      await insertInBatches(shop.variants, (batch) => db.insert(productVariants).values(batch), 5000);
      await insertInBatches(shop.movements, (batch) => db.insert(stockMovements).values(batch), 5000);
      await insertInBatches(shop.references, (batch) => db.insert(resourceReferences).values(batch), 5000);
      const entries = [];
      for (const row of shop.products) {
        const entry = await productResource.searchEntry(row.draft ?? row.published, row as ProductRow, db);
        if (entry) entries.push(searchRow(site.id, entry, row.updatedAt ?? undefined));
      }
      await insertInBatches(entries, (batch) => db.insert(searchIndex).values(batch), 1000);
    }
  },
};
