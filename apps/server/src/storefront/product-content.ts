/**
 * The products the storefront shows, read like its pages in one of two modes: `published` (the
 * public site: the published document of active products) or `draft` (a preview: the editor's
 * draft over it, any status). Each list is one query: a page's products, its categories' products,
 * and then the labels, the variants' stock and the bundles' items of all of them (and a product
 * page's attributes).
 */
import type { ProductDocument, ProductStatus } from '@vev/shared';
import { productPath } from '@vev/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { attributes } from '../modules/attributes/schema';
import { labels } from '../modules/labels/schema';
import { products, productVariants } from '../modules/products/schema';
import type { ContentMode } from './content';

export interface StorefrontProduct {
  id: string;
  siteId: string;
  status: ProductStatus;
  document: ProductDocument;
  /** Live, outside the document. */
  stockCount: number;
  /** The storefront address of the document shown. */
  path: string;
  publishedAt: Date | null;
  /** Whether the shown document is a draft (its variants' stock is then the draft stage's). */
  fromDraft: boolean;
}

/** The most products one category lists (the Produktliste's largest limit). */
export const categoryProductLimit = 48;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const productColumns = {
  id: products.id,
  siteId: products.siteId,
  status: products.status,
  stockCount: products.stockCount,
  published: products.published,
  draft: products.draft,
  publishedAt: products.publishedAt,
};
type ProductRowView = {
  id: string;
  siteId: string;
  status: ProductStatus;
  stockCount: number;
  published: ProductDocument;
  draft: ProductDocument | null;
  publishedAt: Date | null;
};

function shownProduct(row: ProductRowView, mode: ContentMode): StorefrontProduct {
  const document = mode === 'draft' ? (row.draft ?? row.published) : row.published;
  return {
    id: row.id,
    siteId: row.siteId,
    status: row.status,
    stockCount: row.stockCount,
    document,
    path: productPath(document.slug),
    publishedAt: row.publishedAt,
    fromDraft: mode === 'draft' && row.draft !== null,
  };
}

/** The public site shows active products that were published; a preview shows any. */
const shownInMode = (mode: ContentMode): SQL | undefined =>
  mode === 'published' ? and(eq(products.status, 'active'), sql`${products.publishedAt} IS NOT NULL`) : undefined;

/** The site's own product first (a department's over its parent's). */
const firstOf = (rows: ProductRowView[], siteIds: readonly string[]) =>
  [...rows].sort((a, b) => siteIds.indexOf(a.siteId) - siteIds.indexOf(b.siteId))[0] ?? null;

/**
 * The product at `/produkt/{slug}` as the mode shows it: publicly by the published document's slug
 * (its own indexed column), in a preview by the editor's current one.
 */
export async function findProductBySlug(
  db: Database,
  siteIds: readonly string[],
  slug: string,
  mode: ContentMode,
): Promise<StorefrontProduct | null> {
  if (!slugPattern.test(slug) || slug.length > 100) return null;
  const column = mode === 'published' ? products.publishedSlug : products.slug;
  const rows = (await db
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.siteId, [...siteIds]), eq(column, slug), shownInMode(mode)))
    .limit(siteIds.length * 2)) as ProductRowView[];
  const found = firstOf(rows, siteIds);
  return found ? shownProduct(found, mode) : null;
}

/** Products by id as the mode shows them. */
export async function loadProducts(
  db: Database,
  siteIds: readonly string[],
  ids: readonly string[],
  mode: ContentMode,
): Promise<Map<string, StorefrontProduct>> {
  const unique = [...new Set(ids)].slice(0, 500);
  if (unique.length === 0) return new Map();
  const rows = (await db
    .select(productColumns)
    .from(products)
    .where(
      and(inArray(products.siteId, [...siteIds]), inArray(products.id, unique), shownInMode(mode)),
    )) as ProductRowView[];
  const shown = new Map<string, StorefrontProduct>();
  for (const row of [...rows].sort((a, b) => siteIds.indexOf(b.siteId) - siteIds.indexOf(a.siteId))) {
    shown.set(row.id, shownProduct(row, mode));
  }
  return shown;
}

/**
 * The grouped products ('Grupper i listevisning') under these master names as the mode shows them,
 * leaving out those hidden in the store: the cards of a product list link them. One query, on the
 * master column (indexed), checked against the shown document.
 */
export async function loadGroupedProducts(
  db: Database,
  siteIds: readonly string[],
  masters: readonly string[],
  mode: ContentMode,
): Promise<StorefrontProduct[]> {
  const wanted = [...new Set(masters)];
  if (wanted.length === 0) return [];
  const rows = (await db
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.siteId, [...siteIds]), inArray(products.master, wanted), shownInMode(mode)))
    .orderBy(products.name, products.id)
    .limit(500)) as ProductRowView[];
  return rows
    .map((row) => shownProduct(row, mode))
    .filter(
      ({ document }) =>
        document.variant && document.master !== null && wanted.includes(document.master) && !document.hideInStore,
    );
}

/**
 * The products each category lists, ordered by name, at most 48 each: in the mode, and not hidden
 * in the store (`hideInStore`). The `categories` column (indexed) follows the editor's document, so
 * a product with a draft is checked against its published categories too.
 */
export async function categoryProductIds(
  db: Database,
  siteIds: readonly string[],
  categoryIds: readonly string[],
  mode: ContentMode,
): Promise<Map<string, string[]>> {
  const wanted = [...new Set(categoryIds)];
  if (wanted.length === 0) return new Map();
  const document = mode === 'draft' ? sql`coalesce(p.draft, p.published)` : sql`p.published`;
  const categories = sql`ARRAY[${sql.join(
    wanted.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  const sites = sql.join(
    siteIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ category: string; id: string }>(
    db,
    sql`
    SELECT category, id FROM (
      SELECT c.ref AS category, p.id,
        row_number() OVER (PARTITION BY c.ref ORDER BY ${document}->>'name', p.id) AS position
      FROM products p
      CROSS JOIN LATERAL jsonb_array_elements(${document}->'categories') AS entry
      CROSS JOIN LATERAL (SELECT entry->>'ref' AS ref) c
      WHERE p.site_id IN (${sites})
        AND (p.categories && ${categories} OR p.draft IS NOT NULL)
        AND c.ref = ANY(${categories})
        AND (${document}->>'hideInStore')::boolean IS NOT TRUE
        ${mode === 'published' ? sql`AND p.status = 'active' AND p.published_at IS NOT NULL` : sql``}
    ) listed
    WHERE position <= ${categoryProductLimit}
    ORDER BY category, position`,
  );
  const listed = new Map<string, string[]>();
  for (const row of rows) listed.set(row.category, [...(listed.get(row.category) ?? []), row.id]);
  return listed;
}

export interface ProductExtras {
  labels: Map<string, { name: string; color: string; textColor: string }>;
  /** The live stock of each simple variant, by the variant's id. */
  variantStock: Map<string, number>;
  /** The products bundles hold, as the mode shows them (those not shown are named without a link). */
  bundleItems: Map<string, { name: string; path: string | null }>;
}

/** The labels, variant stock and bundle items of these products, one query each (none when unused). */
export async function loadProductExtras(
  db: Database,
  siteIds: readonly string[],
  shown: readonly StorefrontProduct[],
  mode: ContentMode,
): Promise<ProductExtras> {
  const labelIds = [...new Set(shown.flatMap((product) => product.document.labels ?? []))];
  const withVariants = shown.filter((product) => product.document.simpleVariants?.length);
  const itemIds = [
    ...new Set(shown.flatMap((product) => product.document.bundleContent?.map((item) => item.product) ?? [])),
  ];
  const [labelRows, stockRows, itemRows] = await Promise.all([
    labelIds.length
      ? db
          .select({ id: labels.id, name: labels.name, color: labels.color, textColor: labels.textColor })
          .from(labels)
          .where(and(inArray(labels.siteId, [...siteIds]), inArray(labels.id, labelIds)))
      : [],
    withVariants.length
      ? db
          .select({
            productId: productVariants.productId,
            stage: productVariants.stage,
            id: productVariants.id,
            stockCount: productVariants.stockCount,
          })
          .from(productVariants)
          .where(
            and(
              inArray(productVariants.siteId, [...siteIds]),
              inArray(
                productVariants.productId,
                withVariants.map((product) => product.id),
              ),
              mode === 'draft' ? undefined : eq(productVariants.stage, 'published'),
            ),
          )
      : [],
    itemIds.length
      ? db
          .select({ ...productColumns })
          .from(products)
          .where(and(inArray(products.siteId, [...siteIds]), inArray(products.id, itemIds)))
      : [],
  ]);
  const draftShown = new Set(shown.filter((product) => product.fromDraft).map((product) => product.id));
  const bundleItems = new Map<string, { name: string; path: string | null }>();
  for (const row of itemRows as ProductRowView[]) {
    const item = shownProduct(row, mode);
    const forSale =
      mode === 'draft' || (row.status === 'active' && !item.document.notForIndependentSale && row.publishedAt !== null);
    bundleItems.set(row.id, { name: item.document.name, path: forSale ? item.path : null });
  }
  return {
    labels: new Map(labelRows.map((label) => [label.id, label])),
    variantStock: new Map(
      stockRows
        .filter((variant) => variant.stage === (draftShown.has(variant.productId) ? 'draft' : 'published'))
        .map((variant) => [variant.id, variant.stockCount]),
    ),
    bundleItems,
  };
}

/** An attribute as a product page names it: its name and its options' values, in their order. */
export interface AttributeNames {
  name: string;
  options: string[];
}

/** These attributes by id, in one query (none when there are none). */
export async function loadAttributes(
  db: Database,
  siteIds: readonly string[],
  ids: readonly string[],
): Promise<Map<string, AttributeNames>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ siteId: attributes.siteId, id: attributes.id, name: attributes.name, options: attributes.options })
    .from(attributes)
    .where(and(inArray(attributes.siteId, [...siteIds]), inArray(attributes.id, unique)));
  const found = new Map<string, AttributeNames>();
  for (const row of [...rows].sort((a, b) => siteIds.indexOf(b.siteId) - siteIds.indexOf(a.siteId))) {
    found.set(row.id, { name: row.name, options: row.options.map((option) => option.value) });
  }
  return found;
}
