/**
 * Products (spec 3 'Product'): the document the editor changes (drafted and published like a page),
 * and what the API answers and accepts. Its parts are in product-fields.ts, its simple variants in
 * product-variants.ts and its rules in product-rules.ts. Stock counts are live columns, never in
 * the document.
 */
import { z } from 'zod';
import { id, redirectStatusCodes, seoSchema } from '../content/page';
import { readOnlyField } from '../core/validation';
import { customizeOptionsSchema } from './customize';
import {
  backorderValues,
  bundleItemSchema,
  limitationSchema,
  oreSchema,
  productAttributeValueSchema,
  productImageSchema,
  productLimits,
  productPriceSchema,
  productShippingSchema,
  productStatuses,
  productTypes,
  stockStatuses,
  subSkuSchema,
} from './product-fields';
import { crossSellEntrySchema } from './product-template';
import { simpleVariantDocumentSchema, simpleVariantSchema } from './product-variants';
import { defaultTaxClassId } from './tax';

const text = (max: number) => z.string().max(max);
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
