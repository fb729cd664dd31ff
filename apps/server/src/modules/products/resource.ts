/** Products declare themselves to the shared draft mechanism: columns, rules, references, search. */
import { productContentSchema } from '@vev/sections';
import {
  defaultTaxClassId,
  describeFieldErrors,
  fieldErrors,
  formatMoney,
  type ProductDocument,
  type ProductPrice,
  priceBoundsProblem,
  primaryImageOf,
  productDocumentProblems,
  productMessages,
  productPath,
  type TaxClass,
  taxClassReference,
} from '@vev/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../../platform/accounts/schema';
import { badRequest } from '../../platform/errors';
import type { DraftableResource } from '../../platform/resources/drafts';
import { bookingServices } from '../booking/schema';
import { shippingClasses } from '../shipping/schema';
import { products, productVariants } from './schema';
import { writeVariantRows } from './variant-rows';

export type ProductRow = typeof products.$inferSelect;

export const productEditPath = (id: string) => `/butikk/produkter/${id}`;

/** The columns that follow the editor's current document. */
export const productColumns = (document: ProductDocument) => ({
  name: document.name,
  slug: document.slug,
  sku: document.sku,
  type: document.type,
  bundle: document.bundle,
  master: document.master,
  tags: document.tags.map((tag) => tag.toLocaleLowerCase('nb')),
  categories: document.categories.map((category) => category.ref),
  priceValue: document.price.value,
  priceType: document.price.type,
  compareAtValue: document.price.compareAtValue,
  manageStock: document.manageStock,
  stockStatus: document.stockStatus,
  grouped: document.variant,
  shownTags: document.tags,
  image: primaryImageOf(document.images)?.url ?? null,
  variantCount: document.simpleVariants.length,
});

async function taxClassIds(db: Database, siteId: string): Promise<Set<string>> {
  const [site] = await db
    .select({ classes: sql<TaxClass[] | null>`${sites.settings}->'taxClasses'` })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  return new Set([defaultTaxClassId, ...(site?.classes ?? []).map((taxClass) => taxClass.id)]);
}

/** SKUs other products, or other products' variants, already have. */
async function takenSkus(db: Database, row: ProductRow, skus: string[]): Promise<Set<string>> {
  if (!skus.length) return new Set();
  const ownSkus = await db
    .select({ sku: products.sku })
    .from(products)
    .where(and(eq(products.siteId, row.siteId), ne(products.id, row.id), inArray(products.sku, skus)));
  const variantSkus = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.siteId, row.siteId),
        ne(productVariants.productId, row.id),
        inArray(productVariants.sku, skus),
      ),
    );
  return new Set([...ownSkus, ...variantSkus].map((taken) => taken.sku));
}

async function bundleProblems(db: Database, document: ProductDocument, row: ProductRow) {
  const problems: Record<string, string> = {};
  const ids = document.bundleContent.map((item) => item.product);
  if (!ids.length) return problems;
  const found = await db
    .select({
      id: products.id,
      bundle: products.bundle,
      type: products.type,
      publishedAt: products.publishedAt,
      price: sql<ProductPrice>`${products.published}->'price'`,
    })
    .from(products)
    .where(and(eq(products.siteId, row.siteId), inArray(products.id, ids)));
  const byId = new Map(found.map((item) => [item.id, item]));
  document.bundleContent.forEach((item, index) => {
    const field = `bundleContent.${index}`;
    const product = byId.get(item.product);
    if (item.product === row.id) problems[`${field}.product`] = productMessages.bundleOwn;
    else if (!product || product.bundle || product.type === 'variantShell' || !product.publishedAt)
      problems[`${field}.product`] = productMessages.bundleItemInvalid;
    else if (item.price !== null) {
      const problem = priceBoundsProblem(item.price, product.price);
      if (problem) problems[`${field}.price`] = problem;
    }
  });
  return problems;
}

/** The document's rules and the site's: unique slug and SKUs, known tax and shipping class, valid bundle. */
async function validateProduct(document: ProductDocument, row: ProductRow, db: Database): Promise<void> {
  const problems: Record<string, string> = productDocumentProblems(document);
  // The shop's own fields ('Eget innhold'), checked with the schema their editor uses.
  const content = productContentSchema.safeParse(document.props);
  if (!content.success) {
    for (const [path, message] of Object.entries(fieldErrors(content.error))) problems[`props.${path}`] = message;
  }
  // Autosave checks every edit: what did not change is not looked up again.
  if (document.slug !== row.slug) {
    const [sameSlug] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, row.siteId), eq(products.slug, document.slug), ne(products.id, row.id)))
      .limit(1);
    if (sameSlug) problems.slug = productMessages.slugTaken;
  }
  const variantSkus = document.simpleVariants.map((variant) => variant.sku).filter(Boolean);
  const taken = await takenSkus(db, row, [...new Set([document.sku, ...variantSkus].filter(Boolean))]);
  if (document.sku && (taken.has(document.sku) || variantSkus.includes(document.sku)))
    problems.sku = productMessages.skuTaken;
  document.simpleVariants.forEach((variant, index) => {
    const twice = variantSkus.indexOf(variant.sku) !== variantSkus.lastIndexOf(variant.sku);
    if (variant.sku && (taken.has(variant.sku) || twice))
      problems[`simpleVariants.${index}.sku`] = productMessages.skuTaken;
  });
  if (document.taxClass !== defaultTaxClassId && !(await taxClassIds(db, row.siteId)).has(document.taxClass))
    problems.taxClass = productMessages.taxClassMissing;
  if (document.shipping.class) {
    const [shippingClass] = await db
      .select({ id: shippingClasses.id })
      .from(shippingClasses)
      .where(and(eq(shippingClasses.siteId, row.siteId), eq(shippingClasses.id, document.shipping.class)))
      .limit(1);
    if (!shippingClass) problems['shipping.class'] = productMessages.shippingClassMissing;
  }
  if (document.bookingService) {
    const [service] = await db
      .select({ id: bookingServices.id })
      .from(bookingServices)
      .where(and(eq(bookingServices.siteId, row.siteId), eq(bookingServices.id, document.bookingService)))
      .limit(1);
    if (!service) problems.bookingService = productMessages.bookingServiceMissing;
  }
  Object.assign(problems, await bundleProblems(db, document, row));
  if (Object.keys(problems).length) throw badRequest(describeFieldErrors(problems), problems);
}

export const productResource: DraftableResource<ProductDocument, ProductRow> = {
  type: 'product',
  cacheDomain: 'shop',
  listAlsoShows: ['stock'],
  table: products,
  currentColumns: productColumns,
  publishedColumns: (document) => ({ publishedSlug: document.slug }),
  namedReferences: (document) => [
    taxClassReference(document.taxClass),
    document.primaryCategory,
    document.shipping.class,
    ...document.labels,
    ...document.bundleContent.map((item) => item.product),
    ...document.crossSell.map((entry) => entry.product),
  ],
  searchEntry: (document, row) => {
    const price = document.price.type === 'fixed' && !document.bundle ? formatMoney(document.price.value) : '';
    return {
      type: 'product',
      id: row.id,
      title: document.name,
      subtitle: [document.sku, price].filter(Boolean).join(' · '),
      description: document.description,
      image: primaryImageOf(document.images)?.url ?? null,
      path: productPath(document.slug),
      editPath: productEditPath(row.id),
      keywords: `${document.tags.join(' ')} ${document.simpleVariants.map((variant) => variant.sku).join(' ')}`,
    };
  },
  validate: validateProduct,
  title: (document) => document.name,
  published: { activity: 'publishedProduct' },
  childRows: { write: writeVariantRows, uniqueMessage: productMessages.skuTaken },
  liveFields: { status: 'versioned', stockCount: 'unversioned' },
  // Stock is goods on a shelf: a new site counts its own (its variants' rows start at 0 too).
  copiedColumns: () => ({ stockCount: 0 }),
};
