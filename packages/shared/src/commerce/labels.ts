/**
 * Product labels (spec 3 'Label'): a badge such as 'Nyhet' or 'Tilbud' on products, with its
 * colours, an optional text (rich text, raw draft JSON) and an optional image.
 */
import { z } from 'zod';
import { mediaReferenceSchema } from '../content/page';
import { hexColourSchema } from './attributes';

/** A label nobody has coloured yet reads white on dark grey. */
export const defaultLabelColours = { color: '#343a40', textColor: '#ffffff' } as const;

const name = z.string().trim().min(1).max(200);
const text = z.string().max(20_000);

export const labelCreateSchema = z
  .object({
    name,
    color: hexColourSchema.default(defaultLabelColours.color),
    textColor: hexColourSchema.default(defaultLabelColours.textColor),
    text: text.default(''),
    image: mediaReferenceSchema.nullable().default(null),
  })
  .strict();
export type LabelCreate = z.input<typeof labelCreateSchema>;
export type LabelValues = z.output<typeof labelCreateSchema>;

/** Without defaults: a field left out of a PATCH keeps its value. */
export const labelUpdateSchema = z
  .object({
    name: name.optional(),
    color: hexColourSchema.optional(),
    textColor: hexColourSchema.optional(),
    text: text.optional(),
    image: mediaReferenceSchema.nullable().optional(),
  })
  .strict();
export type LabelUpdate = z.input<typeof labelUpdateSchema>;

export const labelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: z.string(),
  textColor: z.string(),
  text: z.string(),
  image: mediaReferenceSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Label = z.infer<typeof labelSchema>;

/** `GET labels`: a page, or a search by name (the product editor's label picker). */
export const labelListQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    text: z.string().trim().max(200).optional(),
  })
  .strict();
export type LabelListQuery = z.output<typeof labelListQuerySchema>;
