/**
 * Products' fields (spec 3 'Product', 'Bundle item', 'Image entry', 'Product attribute value',
 * 'SubSku'): the enumerations with their Norwegian labels, limits, messages and the schemas of the
 * parts a product's document is made of. Money is whole øre.
 */
import { z } from 'zod';
import { id } from '../content/page';

export const productTypes = ['default', 'variantShell'] as const;
export type ProductType = (typeof productTypes)[number];
export const productTypeLabels: Record<ProductType, string> = { default: 'Produkt', variantShell: 'Variantskall' };

export const productStatuses = ['active', 'inactive'] as const;
export type ProductStatus = (typeof productStatuses)[number];
export const productStatusLabels: Record<ProductStatus, string> = { active: 'Aktiv', inactive: 'Inaktiv' };

export const stockStatuses = ['inStock', 'outOfStock', 'onBackOrder'] as const;
export type StockStatus = (typeof stockStatuses)[number];
export const stockStatusLabels: Record<StockStatus, string> = {
  inStock: 'På lager',
  outOfStock: 'Utsolgt',
  onBackOrder: 'Kan restbestilles',
};

/** The spec's backorder values; the editor offers no and yes (notify is not offered, spec 3 §5). */
export const backorderValues = ['no', 'yes', 'notify'] as const;
export const offeredBackorders = ['no', 'yes'] as const;
export const backorderLabels: Record<(typeof backorderValues)[number], string> = {
  no: 'Nei',
  yes: 'Ja',
  notify: 'Ja, og gi kunden beskjed',
};

/** A fixed price, or 'Etter avtale' (by appointment), which shows no price. */
export const priceTypes = ['fixed', 'byAppointment'] as const;
export type PriceType = (typeof priceTypes)[number];
export const priceTypeLabels: Record<PriceType, string> = { fixed: 'Fast pris', byAppointment: 'Etter avtale' };

/** The value of a product attribute that stands for any of its options (spec 3 'Product attribute value'). */
export const anyAttributeValue = '__any__';

/** A product's storefront address: `/produkt/{slug}` (docs/decisions/shop.md 'Products'). */
export const productPathPrefix = '/produkt';
export const productPath = (slug: string) => `${productPathPrefix}/${slug}`;

export const productLimits = {
  name: 200,
  sku: 100,
  description: 5000,
  richText: 100_000,
  images: 100,
  categories: 100,
  bundleItems: 100,
  crossSell: 100,
  subSkus: 100,
  attributes: 100,
  labels: 50,
  simpleVariants: 250,
} as const;

export const productMessages = {
  slugTaken: 'Det finnes allerede et produkt med denne adressen.',
  skuTaken: 'Det finnes allerede et produkt eller en variant med dette SKU-nummeret.',
  notFound: 'Produktet finnes ikke.',
  bundleItemInvalid: 'Produktet kan ikke legges i en pakke (det er en pakke, et variantskall eller ikke publisert).',
  bundleItemTwice: 'Produktet er allerede lagt til i pakken.',
  bundleOwn: 'En pakke kan ikke inneholde seg selv.',
  minAboveMax: 'Minimum kan ikke være større enn maksimum.',
  priceTooLow: 'Pris for lav',
  priceTooHigh: 'Pris for høy',
  onePrimary: 'Bare ett bilde kan være hovedbilde.',
  onePreviewBackground: 'Bare ett bilde kan være bakgrunn for forhåndsvisning.',
  primaryCategory: 'Hovedkategorien må være en av produktets kategorier.',
  taxClassMissing: 'Avgiftsklassen finnes ikke.',
  shippingClassMissing: 'Fraktklassen finnes ikke.',
  bookingServiceMissing: 'Bookingtjenesten finnes ikke.',
  referenceMissing: 'Finnes ikke lenger.',
  availableOrder: 'Tilgjengelig til må være etter tilgjengelig fra.',
} as const;

const text = (max: number) => z.string().max(max);
/** Money in whole øre. */
export const oreSchema = z.number().int().min(0).max(1_000_000_000);
const optionalOre = oreSchema.nullable();
export const productPriceSchema = z
  .object({
    type: z.enum(priceTypes),
    /** The price as entered: with MVA unless the site enters prices without it. */
    value: oreSchema,
    /** 'Før'-price, shown struck through when above the price. */
    compareAtValue: optionalOre,
    prefix: text(40),
    suffix: text(40),
    /** Bounds for prices typed elsewhere (a bundle's own price, a catalog price): 'Pris for lav' / 'Pris for høy'. */
    minPrice: optionalOre,
    maxPrice: optionalOre,
  })
  .strict();
export type ProductPrice = z.infer<typeof productPriceSchema>;

export const productImageSchema = z
  .object({
    ref: id(),
    url: text(2000),
    filename: text(500).default(''),
    alt: text(500).default(''),
    caption: text(1000).default(''),
    primary: z.boolean().default(false),
    useAsPreviewBackground: z.boolean().default(false),
  })
  .strict();
export type ProductImage = z.output<typeof productImageSchema>;

export const bundleItemSchema = z
  .object({
    product: id(),
    amount: z.number().int().min(1).max(10_000).default(1),
    amountIsAdjustable: z.boolean().default(false),
    /** An own price for the item inside the bundle; null keeps the product's price. */
    price: optionalOre.default(null),
  })
  .strict();
export type BundleItem = z.output<typeof bundleItemSchema>;

export const productAttributeValueSchema = z
  .object({
    ref: id(),
    /** An option's value, or '__any__'. */
    value: z.string().trim().min(1).max(200),
  })
  .strict();
export type ProductAttributeValue = z.output<typeof productAttributeValueSchema>;

export const subSkuSchema = z
  .object({ sku: z.string().trim().min(1).max(productLimits.sku), amount: z.number().int().min(1).max(10_000) })
  .strict();

export const limitationSchema = z
  .object({
    enabled: z.boolean(),
    per: z.enum(['order']),
    min: z.number().int().min(0).max(100_000).nullable(),
    max: z.number().int().min(0).max(100_000).nullable(),
  })
  .strict();

export const productShippingSchema = z
  .object({
    class: id().nullable(),
    /** Grams. */
    weight: z.number().int().min(0).max(10_000_000).nullable(),
    /** Centimetres. */
    length: z.number().min(0).max(100_000).nullable(),
    width: z.number().min(0).max(100_000).nullable(),
    height: z.number().min(0).max(100_000).nullable(),
  })
  .strict();
