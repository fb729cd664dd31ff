/**
 * Products (spec 3 'Product', 'Bundle item', 'Image entry', 'Product attribute value', 'SubSku',
 * 'Simple variant'): the document the editor changes (drafted and published like a page), and what
 * the API answers. Money is whole øre; stock counts are live columns, never in the document.
 */
import { z } from 'zod';
import { id, redirectStatusCodes, seoSchema } from '../content/page';
import { readOnlyField, validationMessages } from '../core/validation';
import { customizeOptionsSchema } from './customize';
import { crossSellEntrySchema, type TemplateAttribute } from './product-template';
import { defaultTaxClassId } from './tax';

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
  referenceMissing: 'Finnes ikke lenger.',
  availableOrder: 'Tilgjengelig til må være etter tilgjengelig fra.',
} as const;

const text = (max: number) => z.string().max(max);
/** Money in whole øre. */
export const oreSchema = z.number().int().min(0).max(1_000_000_000);
const optionalOre = oreSchema.nullable();
const ref = z.object({ ref: id() }).strict();
const moment = z.iso.datetime({ offset: true }).nullable();

const slugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Kun små bokstaver (a–z), tall og bindestrek.' });

const tagsSchema = z
  .array(z.string().trim().min(1).max(60))
  .max(100)
  .refine((tags) => new Set(tags.map((tag) => tag.toLocaleLowerCase('nb'))).size === tags.length, {
    error: 'En merkelapp kan ikke stå to ganger.',
  });

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

/** A simple variant (spec 3 'Simple variant'): a version of the product with its own SKU, price and stock. */
export const simpleVariantShape = {
  name: z.string().trim().min(1).max(productLimits.name),
  description: text(productLimits.description),
  timeControlledAvailability: z.boolean(),
  availableFrom: moment,
  availableTo: moment,
  price: z.object({ value: optionalOre, compareAtValue: optionalOre }).strict(),
  sku: z.string().trim().max(productLimits.sku),
  backorders: z.enum(backorderValues),
  stockStatus: z.enum(stockStatuses),
  attributes: z.array(productAttributeValueSchema).max(productLimits.attributes),
  customizeOptions: customizeOptionsSchema,
};

/** A variant inside the product's document: published with the product; its stock is live, outside it. */
export const simpleVariantDocumentSchema = z.object({ _id: id(), ...simpleVariantShape }).strict();
export type SimpleVariantDocument = z.infer<typeof simpleVariantDocumentSchema>;

/** The fields an editor changes; they go to the draft and are published together. */
export const productDocumentShape = {
  name: z.string().trim().min(1).max(productLimits.name),
  slug: slugSchema,
  sku: z.string().trim().max(productLimits.sku),
  type: z.enum(productTypes),
  description: text(productLimits.description),
  /** Rich text (raw draft JSON, as content stores it). */
  extendedDescription: text(productLimits.richText),
  /** Plain text for product feeds (Google Shopping, Prisjakt). */
  externalDescription: text(productLimits.description),
  tags: tagsSchema,
  categories: z.array(ref).max(productLimits.categories),
  primaryCategory: id().nullable(),
  /** The site's own product fields (site settings' product props), by key. */
  props: z.record(z.string().max(60), z.unknown()),
  bundle: z.boolean(),
  bundleContent: z.array(bundleItemSchema).max(productLimits.bundleItems),
  manageStock: z.boolean(),
  backorders: z.enum(backorderValues),
  stockStatus: z.enum(stockStatuses),
  price: productPriceSchema,
  /** What the shop pays for it (øre), for margins; never shown on the storefront. */
  costPrice: optionalOre,
  taxClass: z.string().min(1).max(40),
  paymentPlan: id().nullable(),
  subscribable: z.boolean(),
  subscriptionIntervalDays: z.number().int().min(1).max(3650).nullable(),
  /** The site template the product page is shown in; null uses the site's template for products. */
  template: ref.nullable(),
  /** The product template whose attributes and customization fields it gets. */
  productTemplate: ref.nullable(),
  /** A product page (content) shown with the product. */
  content: ref.nullable(),
  timeControlledAvailability: z.boolean(),
  availableFrom: moment,
  availableTo: moment,
  hideInStore: z.boolean(),
  notForIndependentSale: z.boolean(),
  limitation: limitationSchema,
  /** Weighting in search results: higher comes first. */
  customWeight: z.number().int().min(-100).max(100),
  labels: z.array(id()).max(productLimits.labels),
  bookingService: id().nullable(),
  bookingDurationAdjustment: z.number().int().min(-10_000).max(10_000).nullable(),
  seo: seoSchema,
  customCanonicalEnabled: z.boolean(),
  customCanonicalUrl: text(2000),
  redirectEnabled: z.boolean(),
  redirectUrl: text(2000),
  redirectStatusCode: z.union([z.literal(301), z.literal(302)]),
  virtual: z.boolean(),
  shipping: productShippingSchema,
  images: z.array(productImageSchema).max(productLimits.images),
  attributes: z.array(productAttributeValueSchema).max(productLimits.attributes),
  customizeOptions: customizeOptionsSchema,
  /** Edited through `products/{id}/simple-variants`; each id stays for the variant's life. */
  simpleVariants: z.array(simpleVariantDocumentSchema).max(productLimits.simpleVariants),
  crossSell: z.array(crossSellEntrySchema).max(productLimits.crossSell),
  subSkus: z.array(subSkuSchema).max(productLimits.subSkus),
  /** The shared name of linked products (spec 3 §4 'Linking products'); null when not linked. */
  master: text(200).nullable(),
  /** 'Grupper i listevisning': shown as one card with its linked products in product lists. */
  variant: z.boolean(),
  inStandardCatalog: z.boolean(),
};
export const productDocumentSchema = z.object(productDocumentShape).strict();
export type ProductDocument = z.infer<typeof productDocumentSchema>;

const isUrl = (value: string) => z.url().safeParse(value).success;

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

export function newProductDocument(fields: Pick<ProductDocument, 'name' | 'slug'> & Partial<ProductDocument>) {
  const document: ProductDocument = {
    sku: '',
    type: 'default',
    description: '',
    extendedDescription: '',
    externalDescription: '',
    tags: [],
    categories: [],
    primaryCategory: null,
    props: {},
    bundle: false,
    bundleContent: [],
    manageStock: false,
    backorders: 'no',
    stockStatus: 'inStock',
    price: { type: 'fixed', value: 0, compareAtValue: null, prefix: '', suffix: '', minPrice: null, maxPrice: null },
    costPrice: null,
    taxClass: defaultTaxClassId,
    paymentPlan: null,
    subscribable: false,
    subscriptionIntervalDays: null,
    template: null,
    productTemplate: null,
    content: null,
    timeControlledAvailability: false,
    availableFrom: null,
    availableTo: null,
    hideInStore: false,
    notForIndependentSale: false,
    limitation: { enabled: false, per: 'order', min: null, max: null },
    customWeight: 0,
    labels: [],
    bookingService: null,
    bookingDurationAdjustment: null,
    seo: seoSchema.parse({}),
    customCanonicalEnabled: false,
    customCanonicalUrl: '',
    redirectEnabled: false,
    redirectUrl: '',
    redirectStatusCode: redirectStatusCodes[0],
    virtual: false,
    shipping: { class: null, weight: null, length: null, width: null, height: null },
    images: [],
    attributes: [],
    customizeOptions: [],
    simpleVariants: [],
    crossSell: [],
    subSkus: [],
    master: null,
    variant: false,
    inStandardCatalog: true,
    ...fields,
  };
  return document;
}

/** A variant as the API answers it: its document and its live stock. */
export const simpleVariantSchema = z.object({
  ...simpleVariantShape,
  name: z.string(),
  _id: z.string(),
  /** Live, like the product's. */
  stockCount: z.number().int(),
});
export type SimpleVariant = z.infer<typeof simpleVariantSchema>;

/** A product as the editor reads it: the draft over the published state, with its live columns. */
export const productSchema = z.object({
  ...productDocumentShape,
  name: z.string(),
  simpleVariants: z.array(simpleVariantSchema),
  _id: z.string(),
  site: z.string(),
  status: z.enum(productStatuses),
  /** Live: changed by orders and refunds as well as by the editor; never drafted. */
  stockCount: z.number().int(),
  /** The storefront address of the published product. */
  path: z.string(),
  author: z.object({ name: z.string() }).nullable(),
  modified: z.boolean(),
  modifiedDate: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  inherited: z.boolean(),
  revision: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** One row of the product list and the product pickers. */
export const productListItemSchema = z.object({
  _id: z.string(),
  site: z.string(),
  name: z.string(),
  sku: z.string(),
  slug: z.string(),
  type: z.enum(productTypes),
  bundle: z.boolean(),
  status: z.enum(productStatuses),
  price: productPriceSchema.pick({ type: true, value: true, compareAtValue: true }),
  manageStock: z.boolean(),
  stockCount: z.number().int(),
  stockStatus: z.enum(stockStatuses),
  /** The primary image's address, for the thumbnail. */
  image: z.string().nullable(),
  tags: z.array(z.string()),
  master: z.string().nullable(),
  /** 'Grupper i listevisning' of a linked product. */
  variant: z.boolean(),
  variantCount: z.number().int(),
  modified: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  inherited: z.boolean(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** `POST products`: a name; the rest starts as a new product's (inactive, fixed price 0). */
export const productCreateSchema = z
  .object({
    name: productDocumentShape.name,
    sku: productDocumentShape.sku.optional(),
    type: productDocumentShape.type.optional(),
    productTemplate: ref.nullable().optional(),
    /** The shared name of the products it is linked with (`/butikk/produkter/opprett?master=`). */
    master: text(200).nullable().optional(),
  })
  .strict();
export type ProductCreate = z.infer<typeof productCreateSchema>;

/** `PATCH products/{id}`: changed fields and the version they were based on; stock and status apply at once. */
export const productUpdateSchema = productDocumentSchema
  .partial()
  .extend({
    status: z.enum(productStatuses).optional(),
    stockCount: z.number().int().min(-1_000_000).max(1_000_000).optional(),
    version: z.number().int().min(0),
    _id: readOnlyField(),
    site: readOnlyField(),
    path: readOnlyField(),
    author: readOnlyField(),
    createdAt: readOnlyField(),
    updatedAt: readOnlyField(),
    modified: readOnlyField(),
    modifiedDate: readOnlyField(),
    publishedAt: readOnlyField(),
    inherited: readOnlyField(),
    revision: readOnlyField(),
  })
  .strict();
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

const flag = z.enum(['true', 'false']).optional();
const idList = z
  .string()
  .max(4100)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(id()).max(100));

/** `GET products` (spec 3 §7): a page, a search, the linked products of a master, or named ids. */
export const productListQuerySchema = z
  .object({
    /** Name, SKU or tag. */
    text: z.string().trim().max(200).optional(),
    /** 'false': published products only (pickers). */
    draft: flag,
    status: z.enum(productStatuses).optional(),
    master: text(200).optional(),
    _id: idList.optional(),
    /** Leaves these out (a bundle's items, the product itself). */
    exclude: idList.optional(),
    type: z.enum(productTypes).optional(),
    bundle: flag,
    /** Products in this category. */
    category: id().optional(),
    fetchInherited: flag,
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productGetQuerySchema = z.object({ revision: id().optional() }).strict();

/** `POST products/clone`: the product to copy; the copy is inactive and answers its `_id`. */
export const productCloneSchema = z.object({ id: id() }).strict();

export const simpleVariantCreateSchema = z
  .object({
    name: simpleVariantShape.name,
    description: simpleVariantShape.description.default(''),
    timeControlledAvailability: z.boolean().default(false),
    availableFrom: moment.default(null),
    availableTo: moment.default(null),
    price: simpleVariantShape.price.default({ value: null, compareAtValue: null }),
    sku: simpleVariantShape.sku.default(''),
    backorders: simpleVariantShape.backorders.default('no'),
    stockStatus: simpleVariantShape.stockStatus.default('inStock'),
    attributes: simpleVariantShape.attributes.default([]),
    customizeOptions: simpleVariantShape.customizeOptions.default([]),
    stockCount: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  })
  .strict();
export type SimpleVariantCreate = z.input<typeof simpleVariantCreateSchema>;

export const simpleVariantUpdateSchema = z
  .object(simpleVariantShape)
  .partial()
  .extend({ stockCount: z.number().int().min(-1_000_000).max(1_000_000).optional(), _id: readOnlyField() })
  .strict();
export type SimpleVariantUpdate = z.infer<typeof simpleVariantUpdateSchema>;

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
 * The attributes each simple variant chooses a value of: the product's attributes that take any
 * value ('__any__'). With a product template, those the template lists count only when it marks
 * them 'for simple variants'; those the product has beside its template, and all of them when it
 * has no template (or its template is gone), are asked for.
 */
export function variantAttributeRefs(
  attributes: readonly ProductAttributeValue[],
  templateAttributes: readonly Pick<TemplateAttribute, 'ref' | 'forSimpleVariants'>[] | null,
): string[] {
  const marked = new Map(templateAttributes?.map((entry) => [entry.ref, entry.forSimpleVariants]));
  return attributes
    .filter((entry) => entry.value === anyAttributeValue && marked.get(entry.ref) !== false)
    .map((entry) => entry.ref);
}

/** The header that keeps a variant write from sending the site's outgoing webhooks (spec 3 §7). */
export const disableWebhooksHeader = 'x-disable-webhooks';

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
