import { z } from 'zod';

/** A template as the content screens read it; the designer issue adds editing (spec 1 §3 'Template'). */
export const templateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  site: z.string(),
  partial: z.boolean(),
  components: z.array(z.record(z.string(), z.unknown())),
  modified: z.boolean(),
  modifiedDate: z.string().nullable(),
  inherited: z.boolean(),
  version: z.number().int(),
});
export type Template = z.infer<typeof templateSchema>;

const flag = z.enum(['true', 'false']).optional();

export const templateListQuerySchema = z
  .object({
    draft: flag,
    partial: flag,
    fetchInherited: flag,
    removeOverrides: flag,
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(999).default(100),
  })
  .strict();

/** The page types a site assigns default templates to (spec 1 §3 'templateDistribution'). */
export const templatePageTypes = [
  'frontPage',
  'page',
  'product',
  'category',
  'productPage',
  'cart',
  'checkout',
] as const;
export type TemplatePageType = (typeof templatePageTypes)[number];
export const templateAssignmentSchema = z.object({ ref: z.string(), source: z.string() });
