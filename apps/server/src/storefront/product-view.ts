/**
 * A product as the sections show it (`ResolvedProduct`): its prices through the pricing engine
 * (`displayPrice`, with or without MVA as the site shows them), its stock status, labels, variants,
 * customization fields and bundle; and its schema.org Product/Offer for search engines.
 */
import {
  productContentForRender,
  productContentProps,
  type ResolvedAttributeValue,
  type ResolvedCustomizeField,
  type ResolvedPrice,
  type ResolvedProduct,
  type ResolvedVariant,
} from '@vev/sections';
import {
  anyAttributeValue,
  availableAt,
  type DisplayedPrice,
  type DisplayPriceSettings,
  displayAmount,
  displayPrice,
  type MediaReference,
  type PricingTaxClass,
  type ProductDocument,
  type ProductImage,
  pricingTaxClasses,
  type SimpleVariantDocument,
  type StockStatus,
  variantPrice,
} from '@vev/shared';
import type { AttributeNames, ProductExtras, StorefrontProduct } from './product-content';
import type { StorefrontSite } from './site';

export interface ProductPricing {
  taxClasses: PricingTaxClass[];
  settings: DisplayPriceSettings;
}

export const productPricingOf = (site: StorefrontSite): ProductPricing => ({
  taxClasses: pricingTaxClasses(site.settings.taxClasses),
  settings: {
    publishProductPriceExcludingTax: site.settings.publishProductPriceExcludingTax,
    displayProductPriceExcludingTax: site.settings.displayProductPriceExcludingTax,
  },
});

/**
 * With 'Lagerstyring' the live count decides: in stock above zero, else on backorder when
 * backorders are allowed, else sold out. Without it, the status the editor chose.
 */
export function stockStatusOf(
  manageStock: boolean,
  stock: { stockCount: number; backorders: string; stockStatus: StockStatus },
): StockStatus {
  if (!manageStock) return stock.stockStatus;
  if (stock.stockCount > 0) return 'inStock';
  return stock.backorders === 'no' ? 'outOfStock' : 'onBackOrder';
}

const resolvedPrice = (shown: DisplayedPrice): ResolvedPrice => ({
  byAppointment: shown.byAppointment,
  value: shown.shown,
  compareAtValue: shown.compareAt,
  prefix: shown.prefix,
  suffix: shown.suffix,
  excludingTax: shown.excludingTax,
});

/** The images with the primary one first. */
function imagesOf(images: readonly ProductImage[]): MediaReference[] {
  const primary = images.findIndex((image) => image.primary);
  const ordered = primary > 0 ? [images[primary], ...images.filter((_, index) => index !== primary)] : images;
  return ordered.flatMap((image) =>
    image ? [{ ref: image.ref, url: image.url, alt: image.alt, caption: image.caption, filename: image.filename }] : [],
  );
}

function customizeFieldsOf(document: ProductDocument, pricing: ProductPricing): ResolvedCustomizeField[] {
  const shown = (amount: number) =>
    displayAmount(amount, document.taxClass, pricing.taxClasses, pricing.settings).shown;
  return (document.customizeOptions ?? []).map((option) => ({
    key: option.key,
    label: option.label,
    type: option.type,
    description: option.description,
    required: option.required,
    placeholder: option.placeholder,
    defaultValue: option.defaultValue,
    min: option.min,
    max: option.max,
    price: shown(option.price),
    options: option.options.map((choice) => ({
      label: choice.label,
      price: shown(choice.price),
      default: choice.default,
      color: option.type === 'Color' ? choice.meta || null : null,
    })),
    conditions: option.conditions.map(({ targetKey, targetOperation, targetValue }) => ({
      targetKey,
      targetOperation,
      targetValue,
    })),
  }));
}

export function resolveProduct(
  product: StorefrontProduct,
  extras: ProductExtras,
  pricing: ProductPricing,
  now: Date,
): ResolvedProduct {
  const { document } = product;
  const item = { price: document.price, taxClass: document.taxClass };
  const variants: ResolvedVariant[] = (document.simpleVariants ?? []).map((variant) => ({
    _id: variant._id,
    name: variant.name,
    sku: variant.sku,
    price: resolvedPrice(displayPrice(variantPrice(item, variant), pricing.taxClasses, pricing.settings)),
    stockStatus: stockStatusOf(document.manageStock, {
      ...variant,
      stockCount: extras.variantStock.get(variant._id) ?? 0,
    }),
    unavailable: !availableAt(variant, now),
  }));
  return {
    _id: product.id,
    name: document.name,
    path: product.path,
    price: resolvedPrice(displayPrice(item, pricing.taxClasses, pricing.settings)),
    images: imagesOf(document.images ?? []),
    description: document.description,
    extendedDescription: document.extendedDescription,
    sku: document.sku,
    stockStatus: stockStatusOf(document.manageStock, { ...document, stockCount: product.stockCount }),
    labels: (document.labels ?? []).flatMap((id) => {
      const label = extras.labels.get(id);
      return label ? [{ name: label.name, color: label.color, textColor: label.textColor }] : [];
    }),
    variants,
    customizeFields: customizeFieldsOf(document, pricing),
    bundle: document.bundle
      ? (document.bundleContent ?? []).flatMap((entry) => {
          const found = extras.bundleItems.get(entry.product);
          return found ? [{ name: found.name, amount: entry.amount, path: found.path }] : [];
        })
      : [],
    unavailable: !availableAt(document, now),
    notForIndependentSale: document.notForIndependentSale,
  };
}

/**
 * The product's attributes as its page lists them: the chosen option, or with '__any__' all the
 * attribute's options. A deleted attribute, or one with no value to show, is left out.
 */
export function attributeValuesOf(
  document: ProductDocument,
  found: ReadonlyMap<string, AttributeNames>,
): ResolvedAttributeValue[] {
  return document.attributes.flatMap(({ ref, value }) => {
    const attribute = found.get(ref);
    const shown = value === anyAttributeValue ? attribute?.options.join(', ') : value;
    return attribute && shown ? [{ name: attribute.name, value: shown }] : [];
  });
}

/**
 * A simple variant's own attributes, as its line in the variant chooser names them: the value it chose
 * of each of the product's attributes that take any value ('Rammefarge: Grønn').
 */
export function variantAttributeValuesOf(
  variant: Pick<SimpleVariantDocument, 'attributes'>,
  found: ReadonlyMap<string, AttributeNames>,
): ResolvedAttributeValue[] {
  return variant.attributes.flatMap(({ ref, value }) => {
    const attribute = found.get(ref);
    return attribute && value && value !== anyAttributeValue ? [{ name: attribute.name, value }] : [];
  });
}

/** The shop's own fields ('Eget innhold') a product page lists before its attributes: those filled in. */
export function productFactsOf(document: ProductDocument): ResolvedAttributeValue[] {
  const content = productContentForRender(document.props) as Record<string, unknown>;
  return productContentProps.flatMap((definition) => {
    const value = content[definition.name];
    return definition.type === 'string' && typeof value === 'string' && value.trim()
      ? [{ name: definition.label, value: value.trim() }]
      : [];
  });
}

/**
 * The products a product page offers with it ('Passer sammen med'), in its order: those the mode
 * shows (publicly: published and active) that are for sale on their own and not hidden in the store.
 */
export function crossSellOf(product: StorefrontProduct, shown: ReadonlyMap<string, StorefrontProduct>): string[] {
  const ids = new Set(product.document.crossSell.map((entry) => entry.product));
  return [...ids].filter((id) => {
    const other = shown.get(id)?.document;
    return id !== product.id && other !== undefined && !other.hideInStore && !other.notForIndependentSale;
  });
}

/** The master name a product is grouped under in lists ('Grupper i listevisning'), if it is. */
export const listGroupOf = (document: Pick<ProductDocument, 'master' | 'variant'>): string | null =>
  document.variant && document.master ? document.master : null;

/**
 * Marks the grouped products among those resolved with their group and the other products of it
 * (`members`: every grouped product under their master names), so a list shows one card for them.
 */
export function linkGroupedProducts(
  resolved: Record<string, ResolvedProduct>,
  shown: readonly StorefrontProduct[],
  members: readonly StorefrontProduct[],
): void {
  for (const product of shown) {
    const group = listGroupOf(product.document);
    const card = resolved[product.id];
    if (!group || !card) continue;
    card.group = group;
    card.linked = members
      .filter((other) => other.id !== product.id && listGroupOf(other.document) === group)
      .map((other) => ({ _id: other.id, name: other.document.name, path: other.path }));
  }
}

const schemaAvailability: Record<StockStatus, string> = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
  onBackOrder: 'https://schema.org/BackOrder',
};

/** The address as an absolute URL, or none when it is not one. */
export function absoluteUrls(url: string, origin: string): string[] {
  try {
    return [new URL(url, origin).href];
  } catch {
    return [];
  }
}

/** Øre as schema.org's price: kroner with two decimals ('1000.00'), without floating point. */
const schemaPrice = (ore: number) => `${Math.floor(ore / 100)}.${String(ore % 100).padStart(2, '0')}`;

/**
 * schema.org Product with its Offer (the price a buyer pays, with MVA, in NOK), as JSON that is safe
 * inside a script element. A price by appointment has no offer.
 */
export function productJsonLd(
  product: ResolvedProduct,
  document: ProductDocument,
  pricing: ProductPricing,
  url: string,
  origin: string,
): string {
  const price = displayPrice({ price: document.price, taxClass: document.taxClass }, pricing.taxClasses, {
    ...pricing.settings,
    displayProductPriceExcludingTax: false,
  });
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.images.length ? { image: product.images.flatMap((image) => absoluteUrls(image.url, origin)) } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(price.byAppointment
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: schemaPrice(price.withTax),
            priceCurrency: 'NOK',
            availability: schemaAvailability[product.stockStatus],
          },
        }),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
