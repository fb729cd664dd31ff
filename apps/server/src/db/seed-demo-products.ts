/**
 * Demo Butikk's products (seed-demo-products-catalog): published and active through the products
 * module's own resource, so references, search entries, variant rows and the stock ledger are
 * written as the API writes them. Pictures are rendered once each, in parallel, and stored as the
 * site's media like uploads.
 */
import { createHash } from 'node:crypto';
import {
  type BundleItem,
  customizeOptionsSchema,
  newProductDocument,
  type ProductDocument,
  type ProductImage,
  productDocumentSchema,
  slugify,
} from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { attributes } from '../modules/attributes/schema';
import { bookingServices } from '../modules/booking/schema';
import { labels } from '../modules/labels/schema';
import { mediaSearchEntry, mediaUrl } from '../modules/media/dto';
import { mediaFiles } from '../modules/media/schema';
import { pages } from '../modules/pages/schema';
import { createProductTemplate } from '../modules/product-templates/service';
import { type ProductRow, productColumns, productResource } from '../modules/products/resource';
import { products, stockMovements } from '../modules/products/schema';
import { setStockCount } from '../modules/products/stock';
import { shippingClasses } from '../modules/shipping/schema';
import { domainsChanged } from '../platform/cache/site-versions';
import { newId } from '../platform/ids';
import { referencedIds, replaceReferencesOfMany } from '../platform/references/references';
import { saveDraft } from '../platform/resources/drafts';
import { searchIndex } from '../platform/search/schema';
import { searchRow } from '../platform/search/search-index';
import type { SessionUser } from '../platform/sessions/sessions';
import { storeBuffer } from '../platform/storage/storage';
import type { Database } from './client';
import type { DemoMediaOptions } from './seed-demo-media';
import { type DemoProduct, demoCatalog } from './seed-demo-products-catalog';
import { type ProductPicture, renderProductPicture } from './seed-demo-products-images';

type Picture = Omit<ProductImage, 'primary'>;

/** Stores each distinct picture once (rendered in parallel) and answers them by file name. */
async function storePictures(
  db: Database,
  media: DemoMediaOptions,
  input: { siteId: string; authorId: string },
): Promise<Map<string, Picture>> {
  const pictures = [
    ...new Map(demoCatalog.flatMap((product) => product.pictures).map((each) => [each.filename, each])).values(),
  ];
  const started = Date.now();
  const values = await Promise.all(
    pictures.map(async (picture: ProductPicture, index) => {
      const bytes = await renderProductPicture(picture, media.imageWidth);
      const id = newId();
      const storageKey = `${input.siteId}/${id}`;
      await storeBuffer(media.storage, media.dirs, storageKey, bytes, 'image/jpeg');
      return {
        siteId: input.siteId,
        id,
        filename: picture.filename,
        format: 'jpg',
        mime: 'image/jpeg',
        fileType: 'image' as const,
        bytes: bytes.length,
        width: media.imageWidth,
        height: Math.round((media.imageWidth * 2) / 3),
        altText: picture.alt,
        tags: picture.tags,
        contentHash: createHash('sha256').update(bytes).digest('hex'),
        storageKey,
        authorId: input.authorId,
        // Older than the library's other pictures: the shop photographed its catalog first.
        createdAt: new Date(started - (48 + pictures.length - index) * 3_600_000),
      };
    }),
  );
  const rows = await db.insert(mediaFiles).values(values).returning();
  await db
    .insert(searchIndex)
    .values(rows.map((row) => searchRow(input.siteId, mediaSearchEntry(row, media.publicUrl))));
  return new Map(
    rows.map((row) => [
      row.filename,
      {
        ref: row.id,
        url: mediaUrl(media.publicUrl, row),
        filename: row.filename,
        alt: row.altText,
        caption: '',
        useAsPreviewBackground: false,
      },
    ]),
  );
}

/** Ids of the site's rows by name; a missing one is a mistake in the demo. */
function byName<T extends { id: string; name: string }>(rows: T[], what: string) {
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return (name: string): string => {
    const id = ids.get(name);
    if (!id) throw new Error(`demo ${what} ${name} does not exist`);
    return id;
  };
}

interface Lookups {
  category: (title: string) => string;
  label: (name: string) => string;
  shippingClass: (name: string) => string;
  attribute: (name: string) => string;
  bookingService: (name: string) => string;
  pictures: Map<string, Picture>;
  /** Created products' ids by catalog key. */
  products: Map<string, string>;
}

async function lookups(db: Database, siteId: string, pictures: Map<string, Picture>): Promise<Lookups> {
  // One after another: the seed runs in one transaction, on one connection.
  const categoryRows = await db
    .select({ id: pages.id, name: pages.title })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.kind, 'category')));
  const labelRows = await db.select({ id: labels.id, name: labels.name }).from(labels).where(eq(labels.siteId, siteId));
  const classRows = await db
    .select({ id: shippingClasses.id, name: shippingClasses.name })
    .from(shippingClasses)
    .where(eq(shippingClasses.siteId, siteId));
  const attributeRows = await db
    .select({ id: attributes.id, name: attributes.name })
    .from(attributes)
    .where(eq(attributes.siteId, siteId));
  const serviceRows = await db
    .select({ id: bookingServices.id, name: bookingServices.name })
    .from(bookingServices)
    .where(eq(bookingServices.siteId, siteId));
  return {
    category: byName(categoryRows, 'category'),
    bookingService: byName(serviceRows, 'booking service'),
    label: byName(labelRows, 'label'),
    shippingClass: byName(classRows, 'shipping class'),
    attribute: byName(attributeRows, 'attribute'),
    pictures,
    products: new Map(),
  };
}

function bundleContent(seed: DemoProduct, found: Lookups): BundleItem[] {
  return (seed.bundle ?? []).map((item) => {
    const product = found.products.get(item.key);
    if (!product) throw new Error(`demo bundle item ${item.key} comes after its bundle`);
    return { product, amount: 1, amountIsAdjustable: false, price: item.price };
  });
}

function documentOf(seed: DemoProduct, found: Lookups): ProductDocument {
  const categories = seed.categories.map((title) => found.category(title));
  const items = bundleContent(seed, found);
  const outOfStock = seed.stock === 0;
  return productDocumentSchema.parse(
    newProductDocument({
      name: seed.name,
      slug: slugify(seed.name),
      sku: seed.sku,
      description: seed.description,
      externalDescription: seed.description,
      tags: seed.tags,
      categories: categories.map((ref) => ({ ref })),
      primaryCategory: categories[0] ?? null,
      bundle: items.length > 0,
      bundleContent: items,
      manageStock: seed.stock !== undefined || Boolean(seed.variants?.length),
      stockStatus: outOfStock ? 'outOfStock' : 'inStock',
      price: {
        type: seed.byAppointment ? 'byAppointment' : 'fixed',
        // A bundle's price is its items' (the editor hides the bundle's own).
        value: items.length ? items.reduce((sum, item) => sum + (item.price ?? 0), 0) : seed.price,
        compareAtValue: seed.compareAt ?? null,
        prefix: '',
        suffix: '',
        minPrice: null,
        maxPrice: null,
      },
      costPrice: seed.costPrice ?? null,
      props: seed.facts ?? {},
      ...(seed.taxClass ? { taxClass: seed.taxClass } : {}),
      labels: (seed.labels ?? []).map((name) => found.label(name)),
      virtual: seed.virtual ?? false,
      shipping: {
        class: seed.shipping ? found.shippingClass(seed.shipping.class) : null,
        weight: seed.shipping?.grams ?? null,
        length: seed.shipping?.cm?.[0] ?? null,
        width: seed.shipping?.cm?.[1] ?? null,
        height: seed.shipping?.cm?.[2] ?? null,
      },
      images: seed.pictures.flatMap((picture, index) => {
        const stored = found.pictures.get(picture.filename);
        return stored ? [{ ...stored, primary: index === 0 }] : [];
      }),
      attributes: (seed.attributes ?? []).map((each) => ({ ref: found.attribute(each.attribute), value: each.value })),
      customizeOptions: customizeOptionsSchema.parse(seed.customize ?? []),
      simpleVariants: (seed.variants ?? []).map((variant) => ({
        _id: newId(),
        name: variant.name,
        description: '',
        timeControlledAvailability: false,
        availableFrom: null,
        availableTo: null,
        price: { value: variant.price ?? null, compareAtValue: null },
        sku: variant.sku,
        backorders: 'no',
        stockStatus: variant.stock === 0 ? 'outOfStock' : 'inStock',
        attributes: [{ ref: found.attribute('Størrelse'), value: variant.size }],
        customizeOptions: [],
      })),
      master: seed.master ?? null,
      variant: Boolean(seed.master),
      bookingService: seed.bookingService ? found.bookingService(seed.bookingService) : null,
      seo: {
        ...newProductDocument({ name: '', slug: 'x' }).seo,
        metaTitle: seed.name,
        metaDescription: seed.description,
      },
    }),
  );
}

/**
 * Seeds the catalog on the shop site; call it after the content (categories), shipping and
 * attributes seeds. Without `media` the products have no pictures.
 *
 * Every test server seeds the demo, so the products are written in bulk with the module's own
 * pieces (its columns, child rows, references, search entry and stock ledger), as a copy is; the
 * rules `createDraftable` checks are checked on the catalog by seed-demo-products.test instead.
 */
export async function seedDemoProducts(
  db: Database,
  input: { siteId: string; user: SessionUser; media?: DemoMediaOptions },
): Promise<void> {
  const { siteId, user } = input;
  const pictures = input.media
    ? await storePictures(db, input.media, { siteId, authorId: user.id })
    : new Map<string, Picture>();
  const found = await lookups(db, siteId, pictures);
  for (const seed of demoCatalog) found.products.set(seed.key, newId());
  const started = Date.now();
  const values = demoCatalog.map((seed, index) => {
    const document = documentOf(seed, found);
    // Added over the last weeks, in catalog order.
    const at = new Date(started - (demoCatalog.length - index) * 8 * 3_600_000);
    const row = {
      siteId,
      id: found.products.get(seed.key) as string,
      ...productColumns(document),
      status: seed.inactive ? ('inactive' as const) : ('active' as const),
      // Live: the ledger below has the adjustment that set it.
      stockCount: seed.stock ?? 0,
      published: document,
      draft: null,
      version: 1,
      modifiedAt: null,
      publishedAt: at,
      authorId: user.id,
      editorId: user.id,
      createdAt: at,
      updatedAt: at,
    };
    // Published as created: the columns that follow the published document too.
    return { ...row, ...productResource.publishedColumns(document, row as ProductRow) };
  });
  const rows = await db.insert(products).values(values).returning();
  for (const row of rows.filter((each) => each.published.simpleVariants.length)) {
    await productResource.childRows?.write(db, { row, stage: 'published', document: row.published });
  }
  await replaceReferencesOfMany(
    db,
    siteId,
    productResource.type,
    new Map(rows.map((row) => [row.id, referencedIds(row.published, productResource.namedReferences(row.published))])),
  );
  const entries = await Promise.all(rows.map((row) => productResource.searchEntry(row.published, row, db)));
  await db.insert(searchIndex).values(entries.flatMap((entry) => (entry ? [searchRow(siteId, entry)] : [])));
  const stocked = rows.filter((row) => row.stockCount !== 0);
  if (stocked.length) {
    await db.insert(stockMovements).values(
      stocked.map((row) => ({
        siteId,
        id: newId(),
        productId: row.id,
        variantId: null,
        delta: row.stockCount,
        reason: 'adjustment' as const,
        reference: null,
        userId: user.id,
        createdAt: row.createdAt,
      })),
    );
  }
  await domainsChanged(db, siteId, [productResource.cacheDomain]);
  for (const seed of demoCatalog) {
    const row = rows.find((each) => each.id === found.products.get(seed.key)) as ProductRow;
    for (const [position, variant] of (seed.variants ?? []).entries()) {
      const variantId = row.published.simpleVariants[position]?._id ?? null;
      await setStockCount(db, { siteId, productId: row.id, variantId, stockCount: variant.stock, userId: user.id });
    }
    if (seed.draftDescription) {
      await saveDraft(db, productResource, {
        siteId,
        id: row.id,
        user,
        version: row.version,
        changes: { description: seed.draftDescription },
      });
    }
  }
  await seedDemoProductTemplates(db, siteId, found);
}

/** Two product templates the catalog's kinds share: bicycles (frame size and colour) and helmets (size). */
async function seedDemoProductTemplates(db: Database, siteId: string, found: Lookups): Promise<void> {
  const product = (key: string) => ({ product: found.products.get(key) as string });
  await createProductTemplate(db, {
    siteId,
    template: {
      name: 'Sykler',
      description: 'Rammestørrelse og farge for sykler, med lås og hjelm som forslag.',
      attributes: [
        { ref: found.attribute('Rammestørrelse'), filterable: true, forSimpleVariants: true },
        { ref: found.attribute('Farge'), filterable: true, forSimpleVariants: false },
      ],
      crossSell: [product('boylelas'), product('hjelm-bolge')],
    },
  });
  await createProductTemplate(db, {
    siteId,
    template: {
      name: 'Hjelmer',
      description: 'Størrelse etter hodeomkrets.',
      attributes: [{ ref: found.attribute('Størrelse'), filterable: true, forSimpleVariants: true }],
    },
  });
}
