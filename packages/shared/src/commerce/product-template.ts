/**
 * Product templates (spec 3 'Product template'): the attributes, customization fields and
 * cross-sell a group of products shares. A product that uses a template gets them.
 */
import { z } from 'zod';
import { id } from '../content/page';
import { customizeOptionsSchema } from './customize';

export const productTemplateLimits = { name: 200, description: 2000, attributes: 100, crossSell: 100 } as const;

/** What the server says when a template names something the site does not have. */
export const productTemplateMessages = {
  unknownAttribute: 'Attributtet finnes ikke.',
  unknownProduct: 'Produktet finnes ikke.',
} as const;

export const templateAttributeSchema = z
  .object({
    ref: id(),
    /** Shown as a filter on category pages. */
    filterable: z.boolean().default(false),
    /** Simple variants choose their value of it. */
    forSimpleVariants: z.boolean().default(false),
  })
  .strict();
export type TemplateAttribute = z.output<typeof templateAttributeSchema>;

export const crossSellEntrySchema = z.object({ product: id() }).strict();
export type CrossSellEntry = z.output<typeof crossSellEntrySchema>;

const fields = {
  name: z.string().trim().min(1).max(productTemplateLimits.name),
  description: z.string().max(productTemplateLimits.description),
  attributes: z
    .array(templateAttributeSchema)
    .max(productTemplateLimits.attributes)
    .refine((list) => new Set(list.map((entry) => entry.ref)).size === list.length, {
      error: 'En attributt kan bare legges til én gang.',
    }),
  customizeOptions: customizeOptionsSchema,
  crossSell: z.array(crossSellEntrySchema).max(productTemplateLimits.crossSell),
};

export const productTemplateCreateSchema = z
  .object({
    name: fields.name,
    description: fields.description.default(''),
    attributes: fields.attributes.default([]),
    customizeOptions: fields.customizeOptions.default([]),
    crossSell: fields.crossSell.default([]),
  })
  .strict();
export type ProductTemplateCreate = z.input<typeof productTemplateCreateSchema>;
export type ProductTemplateValues = z.output<typeof productTemplateCreateSchema>;

/** A field left out keeps its value; lists are sent whole. */
export const productTemplateUpdateSchema = z
  .object({
    name: fields.name.optional(),
    description: fields.description.optional(),
    attributes: fields.attributes.optional(),
    customizeOptions: fields.customizeOptions.optional(),
    crossSell: fields.crossSell.optional(),
  })
  .strict();
export type ProductTemplateUpdate = z.input<typeof productTemplateUpdateSchema>;

export const productTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  attributes: z.array(templateAttributeSchema),
  customizeOptions: customizeOptionsSchema,
  crossSell: z.array(crossSellEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductTemplate = z.output<typeof productTemplateSchema>;

export const productTemplateListItemSchema = productTemplateSchema
  .pick({ _id: true, name: true, description: true, updatedAt: true })
  .extend({ attributeCount: z.number().int(), customizeOptionCount: z.number().int() });
export type ProductTemplateListItem = z.infer<typeof productTemplateListItemSchema>;

export const productTemplateListQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    text: z.string().trim().max(200).optional(),
  })
  .strict();
export type ProductTemplateListQuery = z.infer<typeof productTemplateListQuerySchema>;
