/**
 * Simple variants (spec 3 'Simple variant'): versions of a product with their own SKU, price and
 * stock, kept in the product's document and edited through `products/{id}/simple-variants`.
 */
import { z } from 'zod';
import { id } from '../content/page';
import { readOnlyField } from '../core/validation';
import { customizeOptionsSchema } from './customize';
import {
  anyAttributeValue,
  backorderValues,
  oreSchema,
  type ProductAttributeValue,
  productAttributeValueSchema,
  productLimits,
  stockStatuses,
} from './product-fields';
import type { TemplateAttribute } from './product-template';

const text = (max: number) => z.string().max(max);
const optionalOre = oreSchema.nullable();
const moment = z.iso.datetime({ offset: true }).nullable();

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

/** A variant as the API answers it: its document and its live stock. */
export const simpleVariantSchema = z.object({
  ...simpleVariantShape,
  name: z.string(),
  _id: z.string(),
  /** Live, like the product's. */
  stockCount: z.number().int(),
});
export type SimpleVariant = z.infer<typeof simpleVariantSchema>;

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
