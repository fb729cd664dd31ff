/**
 * Attributes of the shop (spec 3 'Attribute'): a named property of products (Farge, Størrelse) with
 * its options. An option's meta shows it in the storefront: a colour for a colour attribute, an
 * image or icon from the media library for those types, nothing for text.
 */
import { z } from 'zod';
import { mediaReferenceSchema } from '../content/page';
import { validationMessages } from '../core/validation';

/**
 * The types the editor offers. The spec's enumeration also lists `size`, which nothing describes:
 * a size is a text attribute (docs/decisions/shop.md 'Attributes and labels').
 */
export const attributeTypes = ['string', 'color', 'image', 'icon'] as const;
export type AttributeType = (typeof attributeTypes)[number];
/** A new attribute is text (spec 3 §5 'Attributes and templates'). */
export const defaultAttributeType: AttributeType = 'string';

export const attributeTypeLabels: Record<AttributeType, string> = {
  string: 'Tekst',
  color: 'Farge',
  image: 'Bilde',
  icon: 'Ikon',
};

export const attributeMessages = {
  colour: 'Ugyldig farge.',
  metaColour: 'Velg en farge.',
  metaMedia: 'Velg et bilde fra mediebiblioteket.',
  metaNone: 'En tekstattributt har ingen farge eller bilde.',
} as const;

/** At most this many options on one attribute: a document read and written whole. */
export const attributeLimits = { options: 500 };

/** A colour as the colour picker writes it: #rgb or #rrggbb. */
export const hexColourSchema = z
  .string()
  .trim()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, { error: attributeMessages.colour });

/** A colour (colour attributes), or an image or icon from the media library (image and icon attributes). */
export const attributeOptionMetaSchema = z.union([hexColourSchema, mediaReferenceSchema]);
export type AttributeOptionMeta = z.infer<typeof attributeOptionMetaSchema>;
/**
 * The meta, or null (a text attribute's options, or one not chosen yet). The null goes inside the
 * union, on the object: OpenAPI 3.0 cannot mark an `anyOf` nullable without a type.
 */
const optionalMetaSchema = z.union([hexColourSchema, mediaReferenceSchema.nullable()]);

export const attributeOptionSchema = z
  .object({
    /** Given by the server to a new option; kept when the option is sent back. */
    _id: z.string().min(1).max(40).optional(),
    value: z.string().trim().min(1).max(200),
    categorization: z.string().trim().max(200).default(''),
    meta: optionalMetaSchema.default(null),
  })
  .strict();
export type AttributeOptionInput = z.input<typeof attributeOptionSchema>;

const name = z.string().trim().min(1).max(200);
const fields = {
  name,
  internalName: name,
  type: z.enum(attributeTypes, {
    error: (issue) => (issue.input === undefined ? validationMessages.required : validationMessages.choice),
  }),
  description: z.string().trim().max(2000),
  options: z.array(attributeOptionSchema).max(attributeLimits.options),
};

/** An option's meta must fit its attribute's type: a colour, a media reference, or nothing. */
function checkOptionMeta(
  attribute: { type: AttributeType; options: { meta: AttributeOptionMeta | null }[] },
  context: z.RefinementCtx,
) {
  attribute.options.forEach((option, index) => {
    const meta = option.meta;
    if (meta === null) return;
    const message =
      attribute.type === 'string'
        ? attributeMessages.metaNone
        : attribute.type === 'color'
          ? typeof meta === 'string'
            ? null
            : attributeMessages.metaColour
          : typeof meta === 'string' || !meta.ref
            ? attributeMessages.metaMedia
            : null;
    if (message) context.addIssue({ code: 'custom', message, path: ['options', index, 'meta'] });
  });
}

export const attributeCreateSchema = z
  .object({
    ...fields,
    type: fields.type.default(defaultAttributeType),
    description: fields.description.default(''),
    options: fields.options.default([]),
  })
  .strict()
  .superRefine(checkOptionMeta);
export type AttributeCreate = z.input<typeof attributeCreateSchema>;
export type AttributeValues = z.output<typeof attributeCreateSchema>;

/** Without defaults: a field left out keeps its value; options are sent as a whole list. */
export const attributeUpdateSchema = z
  .object({
    name: fields.name.optional(),
    internalName: fields.internalName.optional(),
    type: fields.type.optional(),
    description: fields.description.optional(),
    options: fields.options.optional(),
  })
  .strict();
export type AttributeUpdate = z.input<typeof attributeUpdateSchema>;

export const attributeOptionReadSchema = z.object({
  _id: z.string(),
  value: z.string(),
  categorization: z.string(),
  meta: optionalMetaSchema,
});
export type AttributeOption = z.infer<typeof attributeOptionReadSchema>;

export const attributeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  internalName: z.string(),
  type: z.enum(attributeTypes),
  description: z.string(),
  options: z.array(attributeOptionReadSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Attribute = z.infer<typeof attributeSchema>;

/** `GET attributes`: a page, a search by name, or the attributes a product names (`_id=a,b`). */
export const attributeListQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    text: z.string().trim().max(200).optional(),
    _id: z
      .string()
      .max(4100)
      .transform((value) =>
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().max(40)).max(100))
      .optional(),
  })
  .strict();
export type AttributeListQuery = z.output<typeof attributeListQuerySchema>;

/** The internal name a field left empty takes when the name is left (spec 3 §5): the name itself. */
export function internalNameFor(name: string, internalName: string): string {
  return internalName.trim() === '' ? name.trim() : internalName;
}
