/**
 * What a page needs of the shop: the products its sections show, resolved with their prices in as
 * few queries as there are lists, and a product page's head (SEO, canonical, schema.org data).
 */
import { productContentForRender, type ResolvedProduct, type SectionInstance } from '@vev/sections';
import type { Database } from '../db/client';
import { productBookingPath, soldService } from './booking/booking-cart';
import type { ContentMode } from './content';
import type { Head } from './document';
import { siteFaviconLocation } from './favicon';
import {
  categoryProductIds,
  loadAttributes,
  loadGroupedProducts,
  loadProductExtras,
  loadProducts,
  type StorefrontProduct,
} from './product-content';
import {
  absoluteUrls,
  attributeValuesOf,
  crossSellOf,
  linkGroupedProducts,
  listGroupOf,
  productFactsOf,
  productJsonLd,
  productPricingOf,
  resolveProduct,
  variantAttributeValuesOf,
} from './product-view';
import type { StorefrontSite } from './site';
import type { ViewContext } from './view';

/** The categories whose products a Produktliste on the page lists: its own, else the category page's. */
export function listedCategories(instances: readonly SectionInstance[], currentCategory: string | null): string[] {
  return instances.flatMap((instance) => {
    if (instance.component !== 'productGrid' || instance.props.source === 'manual') return [];
    const own = instance.props.category;
    if (typeof own === 'string' && own) return [own];
    return currentCategory ? [currentCategory] : [];
  });
}

/**
 * The products the page shows: the one it is about (with its attributes and the products it goes
 * with), those its sections name and those its Produktlister list by category (one query for each
 * list, see product-content.ts).
 */
export async function storefrontProducts(
  shop: { db: Database; site: StorefrontSite; siteIds: readonly string[]; mode: ContentMode },
  wanted: { products: string[]; categories: string[] },
  current: StorefrontProduct | null,
) {
  const { db, site, siteIds, mode } = shop;
  if (!site.hasEcommerce) return { products: {}, byCategory: new Map<string, string[]>() };
  const byCategory = await categoryProductIds(db, siteIds, wanted.categories, mode);
  const crossSell = current?.document.crossSell.map((entry) => entry.product) ?? [];
  const ids = [...wanted.products, ...[...byCategory.values()].flat(), ...crossSell].filter((id) => id !== current?.id);
  const shown = await loadProducts(db, siteIds, ids, mode);
  const loaded = [...shown.values(), ...(current ? [current] : [])];
  const groups = [...shown.values()].flatMap((product) => listGroupOf(product.document) ?? []);
  const [extras, attributes, grouped] = await Promise.all([
    loadProductExtras(db, siteIds, loaded, mode),
    loadAttributes(db, siteIds, current?.document.attributes.map((attribute) => attribute.ref) ?? []),
    loadGroupedProducts(db, siteIds, groups, mode),
  ]);
  const pricing = productPricingOf(site);
  const now = new Date();
  const products: Record<string, ResolvedProduct> = Object.fromEntries(
    loaded.map((product) => [product.id, resolveProduct(product, extras, pricing, now)]),
  );
  linkGroupedProducts(products, [...shown.values()], grouped);
  const page = current ? products[current.id] : undefined;
  if (current && page) {
    page.attributes = [...productFactsOf(current.document), ...attributeValuesOf(current.document, attributes)];
    const variantDocuments = new Map(current.document.simpleVariants?.map((variant) => [variant._id, variant]));
    for (const variant of page.variants ?? []) {
      const document = variantDocuments.get(variant._id);
      if (document) variant.attributes = variantAttributeValuesOf(document, attributes);
    }
    page.care = productContentForRender(current.document.props).care;
    page.crossSell = crossSellOf(current, shown);
    // A product that sells a booking service's time is bought with a time chosen first.
    const service = soldService(site, current.document);
    if (service) page.bookingPath = productBookingPath(service, current.id);
  }
  return { products, byCategory };
}

/** A product page's head: its SEO fields, else its name, description and first image. */
export function productHead(
  context: ViewContext,
  product: StorefrontProduct,
  resolved: ResolvedProduct | undefined,
): Head {
  const { document } = product;
  const { seo } = document;
  const description = seo.metaDescription || document.description;
  const canonical =
    document.customCanonicalEnabled && document.customCanonicalUrl
      ? document.customCanonicalUrl
      : `${context.origin}${product.path}`;
  const image = seo.ogImage ?? seo.metaImage ?? resolved?.images[0];
  return {
    title: `${seo.metaTitle || document.name}${context.site.settings.pageTitleSuffix}`,
    description,
    canonical,
    image: image ? (absoluteUrls(image.url, context.origin)[0] ?? null) : null,
    siteName: context.site.displayName,
    favicon: siteFaviconLocation(context.site.settings.favicon),
    noIndex: context.preview !== null,
    ogTitle: seo.ogTitle || seo.metaTitle || document.name,
    ogDescription: seo.ogDescription || description,
    jsonLd: resolved
      ? productJsonLd(resolved, document, productPricingOf(context.site), canonical, context.origin)
      : undefined,
  };
}
