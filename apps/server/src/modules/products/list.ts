/** The product list and the product pickers: one query per list page, in name order. */
import type { ProductListItem, ProductListQuery } from '@vev/shared';
import { and, asc, eq, ilike, inArray, isNotNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listedRows, type SiteScope } from '../../platform/site-scope';
import { products } from './schema';

/** `text` as a LIKE pattern for "contains", with LIKE's own wildcards escaped. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function conditionsOf(site: SiteScope, query: ProductListQuery): SQL[] {
  const conditions: SQL[] = [listedRows(products.siteId, site, query.fetchInherited === 'true')];
  if (query.draft === 'false') conditions.push(isNotNull(products.publishedAt));
  if (query.status) conditions.push(eq(products.status, query.status));
  if (query.master !== undefined) conditions.push(eq(products.master, query.master));
  if (query._id) conditions.push(inArray(products.id, query._id.length ? query._id : ['']));
  if (query.exclude?.length) conditions.push(notInArray(products.id, query.exclude));
  if (query.type) conditions.push(eq(products.type, query.type));
  if (query.bundle) conditions.push(eq(products.bundle, query.bundle === 'true'));
  if (query.category) conditions.push(sql`${products.categories} @> ARRAY[${query.category}]::text[]`);
  const text = query.text?.trim();
  if (text) {
    const pattern = containsPattern(text);
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(products.sku, pattern),
        sql`${products.tags} @> ARRAY[${text.toLocaleLowerCase('nb')}]::text[]`,
      ) as SQL,
    );
  }
  return conditions;
}

export async function listProducts(db: Database, site: SiteScope, query: ProductListQuery): Promise<ProductListItem[]> {
  const rows = await db
    .select({
      id: products.id,
      siteId: products.siteId,
      name: products.name,
      sku: products.sku,
      slug: products.slug,
      type: products.type,
      bundle: products.bundle,
      status: products.status,
      priceType: products.priceType,
      priceValue: products.priceValue,
      compareAtValue: products.compareAtValue,
      manageStock: products.manageStock,
      stockCount: products.stockCount,
      stockStatus: products.stockStatus,
      image: products.image,
      tags: products.shownTags,
      master: products.master,
      variant: products.grouped,
      variantCount: products.variantCount,
      hasDraft: sql<boolean>`${products.draft} IS NOT NULL`,
      publishedAt: products.publishedAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(and(...conditionsOf(site, query)))
    .orderBy(asc(products.name), asc(products.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map(
    ({ id, siteId, hasDraft, priceType, priceValue, compareAtValue, publishedAt, updatedAt, ...row }) => ({
      _id: id,
      site: siteId,
      ...row,
      price: { type: priceType, value: priceValue, compareAtValue },
      modified: hasDraft,
      publishedAt: publishedAt?.toISOString() ?? null,
      updatedAt: updatedAt.toISOString(),
      inherited: siteId !== site.siteId,
    }),
  );
}
