import type { PriceType, ProductDocument, ProductStatus, ProductType, StockStatus } from '@vev/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { draftableColumns } from '../../platform/resources/columns';

/**
 * Products (spec 3 'Product'). The document is drafted and published like a page's; the columns
 * beside it follow the editor's current document (draft over published) for the list's filters,
 * search and order. `status` and `stock_count` are live: set at once, never through the draft.
 */
export const products = pgTable(
  'products',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** The published document's slug: the storefront's address of the product (`/produkt/{slug}`). */
    publishedSlug: text('published_slug'),
    sku: text('sku').notNull().default(''),
    type: text('type').$type<ProductType>().notNull().default('default'),
    bundle: boolean('bundle').notNull().default(false),
    master: text('master'),
    /** Lower-cased, so a search for a tag finds it whatever its case. */
    tags: text('tags').array().notNull().default([]),
    /** The ids of its categories. */
    categories: text('categories').array().notNull().default([]),
    priceValue: integer('price_value').notNull().default(0),
    // What the list shows of the current document, as columns: the list never unpacks documents.
    priceType: text('price_type').$type<PriceType>().notNull().default('fixed'),
    compareAtValue: integer('compare_at_value'),
    manageStock: boolean('manage_stock').notNull().default(false),
    stockStatus: text('stock_status').$type<StockStatus>().notNull().default('inStock'),
    /** 'Grupper i listevisning'. */
    grouped: boolean('grouped').notNull().default(false),
    /** As typed, for showing; `tags` holds them lower-cased for the search. */
    shownTags: text('shown_tags').array().notNull().default([]),
    /** The primary image's address, for the list's thumbnail. */
    image: text('image'),
    variantCount: integer('variant_count').notNull().default(0),
    status: text('status').$type<ProductStatus>().notNull().default('inactive'),
    stockCount: integer('stock_count').notNull().default(0),
    ...draftableColumns<ProductDocument>(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('products_name_idx').on(table.siteId, table.name, table.id),
    // site_id inside the GIN indexes (btree_gin), as the search index does: one site's rows are read.
    index('products_name_trgm_idx').using('gin', table.siteId, sql`${table.name} gin_trgm_ops`),
    index('products_sku_trgm_idx').using('gin', table.siteId, sql`${table.sku} gin_trgm_ops`),
    index('products_tags_idx').using('gin', table.siteId, table.tags),
    index('products_categories_idx').using('gin', table.siteId, table.categories),
    index('products_master_idx').on(table.siteId, table.master).where(sql`${table.master} IS NOT NULL`),
    uniqueIndex('products_slug_key').on(table.siteId, table.slug),
    index('products_published_slug_idx').on(table.siteId, table.publishedSlug),
    // The products that sell a booking service's time (storefront/booking: the service's 'Velg tid').
    index('products_booking_service_idx')
      .on(table.siteId, sql`(${table.published} ->> 'bookingService')`)
      .where(sql`${table.published} ->> 'bookingService' IS NOT NULL`),
  ],
);

export type ProductVariantStage = 'published' | 'draft';

/**
 * The simple variants of a product's published document and of its draft, one row per variant and
 * stage (docs/decisions/content.md 'Child rows and live fields'): SKUs unique per site and stage,
 * and the live stock, which no document carries.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    siteId: text('site_id').notNull(),
    productId: text('product_id').notNull(),
    stage: text('stage').$type<ProductVariantStage>().notNull(),
    id: id(),
    sku: text('sku').notNull().default(''),
    price: integer('price'),
    position: integer('position').notNull(),
    stockCount: integer('stock_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.productId, table.stage, table.id] }),
    uniqueIndex('product_variants_sku_key').on(table.siteId, table.stage, table.sku).where(sql`${table.sku} <> ''`),
  ],
);

/** Why a stock count moved: staff adjusted it, an order took it, a cancellation or a refund gave it back. */
export type StockMovementReason = 'adjustment' | 'order' | 'cancel' | 'refund';

/** The stock ledger (ARCHITECTURE.md 'Commerce'): every change of a stock count, with who and why. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id'),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<StockMovementReason>().notNull(),
    /** The order or refund that moved it; null for an adjustment. */
    reference: text('reference'),
    userId: text('user_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('stock_movements_product_idx').on(table.siteId, table.productId, table.createdAt),
  ],
);
