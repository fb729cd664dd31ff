/**
 * Products' rules (spec 3 §4, §5): the checks across a document's fields, price bounds, the
 * exclusive image flags, the image search, linked products' master name and their cards in lists.
 */
import { z } from 'zod';
import { validationMessages } from '../core/validation';
import type { ProductDocument } from './product';
import { type ProductImage, type ProductPrice, productMessages } from './product-fields';

const isUrl = (value: string) => z.url().safeParse(value).success;

/** Inside its time of availability, or not time-controlled. */
export function availableAt(
  item: Pick<ProductDocument, 'timeControlledAvailability' | 'availableFrom' | 'availableTo'>,
  now: Date,
): boolean {
  if (!item.timeControlledAvailability) return true;
  const time = now.getTime();
  if (item.availableFrom && time < Date.parse(item.availableFrom)) return false;
  if (item.availableTo && time >= Date.parse(item.availableTo)) return false;
  return true;
}

/** Rules across fields, checked on the whole document by the server and the editor (spec 3 §5). */
export function productDocumentProblems(document: ProductDocument): Record<string, string> {
  const problems: Record<string, string> = {};
  const required = validationMessages.required;
  if (document.subscribable && document.subscriptionIntervalDays === null) problems.subscriptionIntervalDays = required;
  for (const [enabled, field] of [
    [document.customCanonicalEnabled, 'customCanonicalUrl'],
    [document.redirectEnabled, 'redirectUrl'],
  ] as const) {
    if (!enabled) continue;
    if (!document[field].trim()) problems[field] = required;
    else if (!isUrl(document[field]) && !document[field].startsWith('/')) problems[field] = validationMessages.url;
  }
  const { min, max } = document.limitation;
  if (min !== null && max !== null && min > max) problems['limitation.min'] = productMessages.minAboveMax;
  const { minPrice, maxPrice } = document.price;
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    problems['price.minPrice'] = productMessages.minAboveMax;
  if (document.images.filter((image) => image.primary).length > 1) problems.images = productMessages.onePrimary;
  else if (document.images.filter((image) => image.useAsPreviewBackground).length > 1)
    problems.images = productMessages.onePreviewBackground;
  if (document.primaryCategory && !document.categories.some((category) => category.ref === document.primaryCategory))
    problems.primaryCategory = productMessages.primaryCategory;
  const items = document.bundleContent.map((item) => item.product);
  items.forEach((product, index) => {
    if (items.indexOf(product) !== index) problems[`bundleContent.${index}.product`] = productMessages.bundleItemTwice;
  });
  if (
    document.timeControlledAvailability &&
    document.availableFrom &&
    document.availableTo &&
    Date.parse(document.availableTo) <= Date.parse(document.availableFrom)
  )
    problems.availableTo = productMessages.availableOrder;
  return problems;
}

/** 'Pris for lav' / 'Pris for høy' for a price typed elsewhere, against the product's bounds. */
export function priceBoundsProblem(price: number, bounds: Pick<ProductPrice, 'minPrice' | 'maxPrice'>): string | null {
  if (bounds.minPrice !== null && price < bounds.minPrice) return productMessages.priceTooLow;
  if (bounds.maxPrice !== null && price > bounds.maxPrice) return productMessages.priceTooHigh;
  return null;
}

/** Setting one image primary (or preview background) clears the flag on the others (spec 3 §4). */
export function withExclusiveImageFlag(
  images: readonly ProductImage[],
  index: number,
  flag: 'primary' | 'useAsPreviewBackground',
): ProductImage[] {
  return images.map((image, position) => ({ ...image, [flag]: position === index ? !image[flag] : false }));
}

/** Whether an image's file name, alt text or caption holds the search (any case); an empty search finds all. */
export function matchesImageSearch(image: Pick<ProductImage, 'filename' | 'alt' | 'caption'>, search: string): boolean {
  const text = search.trim().toLocaleLowerCase('nb');
  return !text || `${image.filename} ${image.alt} ${image.caption}`.toLocaleLowerCase('nb').includes(text);
}

/** The image shown first: the primary one, else the first. */
export const primaryImageOf = (images: readonly ProductImage[]): ProductImage | null =>
  images.find((image) => image.primary) ?? images[0] ?? null;

/**
 * 'Grupper i listevisning' (docs/decisions/shop.md 'Products'): linked products that are grouped
 * (their `variant` flag, under their shared master name) are one card in a product list, in the
 * place of the first of them; the others are linked from that card.
 */
export function oneCardPerGroup<T extends { group?: string | null | undefined }>(listed: readonly T[]): T[] {
  const seen = new Set<string>();
  return listed.filter((product) => {
    if (!product.group) return true;
    if (seen.has(product.group)) return false;
    seen.add(product.group);
    return true;
  });
}

/**
 * The shared master name when two products are linked (spec 3 §4 'Linking products'): option A
 * puts the chosen product under the current one (the current one's master, or its name); option B
 * puts the current one under the chosen one (the chosen one's master, or its name).
 */
export function linkedMasterName(
  option: 'A' | 'B',
  current: { name: string; master: string | null },
  chosen: { name: string; master: string | null },
): string {
  const under = option === 'A' ? current : chosen;
  return under.master ?? under.name;
}
