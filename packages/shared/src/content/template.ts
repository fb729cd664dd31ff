/** Page templates and sub-templates (spec 1 §3 'Template', spec 2 §3), and which page type uses which. */
import { z } from 'zod';
import { readOnlyField } from '../core/validation';
import { componentInstanceSchema, id } from './page';

/** A template as the API answers it: the editor's view (the draft laid over the published template). */
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
  /** The revision shown instead of the current state (`GET templates/{id}?revision=`), else null. */
  revision: z.string().nullable(),
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

export const templateGetQuerySchema = z.object({ revision: id().optional() }).strict();

const templateName = z.string().trim().min(1).max(120);

/** `POST templates`: a whole template starts with a header and a footer, a sub-template (partial) empty. */
export const templateCreateSchema = z.object({ name: templateName, partial: z.boolean().optional() }).strict();
export type TemplateCreate = z.infer<typeof templateCreateSchema>;

/** `PATCH templates/{id}`: the changed fields, and the version they were based on. */
export const templateUpdateSchema = z
  .object({
    name: templateName.optional(),
    components: z.array(componentInstanceSchema).max(500).optional(),
    version: z.number().int().min(0),
    _id: readOnlyField(),
    site: readOnlyField(),
    partial: readOnlyField(),
    inherited: readOnlyField(),
    modified: readOnlyField(),
    modifiedDate: readOnlyField(),
    revision: readOnlyField(),
  })
  .strict();
export type TemplateUpdate = z.infer<typeof templateUpdateSchema>;

/** `POST templates/clone`: a copy of one of the site's templates, or of its parent site's. */
export const templateCloneSchema = z.object({ id: id() }).strict();

/** A copy's name: '{name} (kopi)', the original cut so the whole stays within the name's 120 characters. */
export function templateCopyName(name: string): string {
  const suffix = ' (kopi)';
  return `${name.slice(0, 120 - suffix.length).trimEnd()}${suffix}`;
}

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

/** Page types only a site with e-commerce has (spec 2 §2 'Templates': cart, productPage and product only in shop). */
export const shopTemplatePageTypes: readonly TemplatePageType[] = ['product', 'productPage', 'cart', 'checkout'];

/**
 * `PATCH site` with `templateDistribution`: the page types named get that template (`source` is the
 * site that owns it), `null` takes a type's template away, and types not named keep theirs.
 */
export const templateDistributionUpdateSchema = z.partialRecord(
  z.enum(templatePageTypes),
  z.object({ ref: id(), source: id() }).strict().nullable(),
);
export type TemplateDistributionUpdate = z.infer<typeof templateDistributionUpdateSchema>;

export const templateDistributionMessages = {
  missing: 'Malen finnes ikke.',
  partial: 'En delmal kan ikke være standardmal for en sidetype.',
  needsEcommerce: 'Denne sidetypen finnes bare på nettsteder med nettbutikk.',
} as const;
