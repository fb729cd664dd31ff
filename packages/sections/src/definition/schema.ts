/**
 * The zod schema of a definition's props: types, limits and defaults from the prop kinds, then
 * `required` and each prop's own `validationFn` for the props that are shown.
 */
import { mediaReferenceSchema, normalizeRichText, richTextIsEmpty, validationMessages } from '@vev/shared';
import { z } from 'zod';
import type { ItemDefinition, PropDefinition, SectionDefinition, SectionProps } from './types';
import { isColor, isFontFamily, isSafeHref, isSafeImageUrl, valueMessages } from './values';

const id = z.string().min(1).max(40);

const imageSchema = mediaReferenceSchema.refine((image) => isSafeImageUrl(image.url), {
  error: valueMessages.image,
  path: ['url'],
});

const galleryItemSchema = z
  .object({
    image: z
      .object({
        _id: id,
        url: z.string().max(2000).refine(isSafeImageUrl, { error: valueMessages.image }),
        filename: z.string().max(500).default(''),
        fileType: z.enum(['image', 'raw']).default('image'),
        alt: z.string().max(500).default(''),
      })
      .strict(),
    caption: z.string().max(1000).default(''),
  })
  .strict();

const linkSchema = z
  .object({
    type: z.enum(['page', 'product', 'custom']),
    page: id.nullable().default(null),
    product: id.nullable().default(null),
    url: z.string().max(2000).default(''),
    label: z.string().max(200).default(''),
    ariaLabel: z.string().max(300).default(''),
    openInNewTab: z.boolean().default(false),
  })
  .strict()
  .superRefine((link, context) => {
    const target = link.type === 'custom' ? link.url.trim() : link[link.type];
    if (!target) context.addIssue({ code: 'custom', message: validationMessages.required, path: [link.type] });
    else if (link.type === 'custom' && !isSafeHref(target)) {
      context.addIssue({ code: 'custom', message: valueMessages.link, path: ['url'] });
    }
  });

const fontFamilySchema = z.string().refine(isFontFamily, { error: valueMessages.fontFamily });
const fontWeightSchema = z.number().int().min(100).max(900);
const fontSizeSchema = z.number().min(0.5).max(10);

/** Spec 1 §5: an override's minimum width is a required number. */
const fontSettingSchema = z
  .object({
    family: fontFamilySchema,
    weight: fontWeightSchema.default(400),
    size: fontSizeSchema.default(1),
    mediaQueries: z
      .array(
        z
          .object({
            query: z.number({ error: validationMessages.required }).int().min(0).max(10_000),
            family: fontFamilySchema.optional(),
            weight: fontWeightSchema.optional(),
            size: fontSizeSchema.optional(),
          })
          .strict(),
      )
      .max(10)
      .default([]),
  })
  .strict();

const colorSchema = z
  .string()
  .max(60)
  .refine((value) => value === '' || isColor(value), { error: valueMessages.color });

/** The empty value of a kind, used when a definition gives no default. */
function emptyValue(definition: ItemDefinition): unknown {
  switch (definition.type) {
    case 'string':
    case 'text':
    case 'richText':
    case 'color':
      return definition.default ?? '';
    case 'number':
      return definition.default ?? null;
    case 'boolean':
      return definition.default ?? false;
    case 'select':
      return definition.default ?? definition.options[0]?.value;
    case 'gallery':
    case 'list':
      return [];
    case 'object':
      return {};
    case 'image':
    case 'ref':
      return null;
    case 'link':
    case 'font':
      return definition.default ?? null;
  }
}

function kindSchema(definition: ItemDefinition, lenient: boolean): z.ZodType {
  switch (definition.type) {
    case 'string':
      return z.string().max(definition.maxLength ?? 300);
    case 'text':
      return z.string().max(definition.maxLength ?? 5000);
    case 'richText':
      return z.string().max(200_000).transform(normalizeRichText);
    case 'number': {
      let number = definition.integer ? z.number().int() : z.number();
      if (definition.min !== undefined) number = number.min(definition.min);
      if (definition.max !== undefined) number = number.max(definition.max);
      return number.nullable();
    }
    case 'boolean':
      return z.boolean();
    case 'select':
      return z.enum(definition.options.map((option) => option.value) as [string, ...string[]]);
    case 'color':
      return colorSchema;
    case 'image':
      return imageSchema.nullable();
    case 'gallery':
      return z.array(galleryItemSchema).max(definition.max ?? 200);
    case 'link':
      return linkSchema.nullable();
    case 'font':
      return fontSettingSchema.nullable();
    case 'list': {
      const list = z.array(valueSchema(definition.of, lenient)).max(definition.max ?? 100);
      return definition.min ? list.min(definition.min) : list;
    }
    case 'object':
      return propsObjectSchema(definition.fields, lenient);
    case 'ref':
      return id.nullable();
  }
}

/** A prop's schema: missing values take the default (run through the schema, so it is normalized too). */
function valueSchema(definition: ItemDefinition, lenient = false): z.ZodType {
  return kindSchema(definition, lenient).prefault(() => structuredClone(emptyValue(definition)));
}

function isEmptyValue(definition: ItemDefinition, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (definition.type === 'richText') return richTextIsEmpty(value as string);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export const isShown = (definition: PropDefinition, props: SectionProps) => definition.showFn?.(props) ?? true;

const lenientSchemas = new WeakMap<ItemDefinition, z.ZodType>();

/** A prop's schema without `required` and its own rules, built once per prop. */
function lenientSchema(definition: ItemDefinition): z.ZodType {
  let schema = lenientSchemas.get(definition);
  if (!schema) {
    schema = valueSchema(definition, true);
    lenientSchemas.set(definition, schema);
  }
  return schema;
}

/** Whether a value has its prop's type; one that has not already has its message. */
const fitsKind = (definition: ItemDefinition, value: unknown) => lenientSchema(definition).safeParse(value).success;

/**
 * The schema of an object of props (a section's, or another editor's built from prop definitions);
 * lenient leaves out `required` and the props' own rules.
 */
export function propsObjectSchema(
  fields: readonly PropDefinition[],
  lenient = false,
  options: { requireFilled: boolean } = { requireFilled: true },
) {
  const shape = Object.fromEntries(fields.map((field) => [field.name, valueSchema(field, lenient)]));
  const object = z.object(shape).strict();
  if (lenient) return object;
  return object.superRefine(
    (props, context) => {
      for (const field of fields) {
        if (!isShown(field, props)) continue;
        const value = props[field.name];
        if (!fitsKind(field, value)) continue;
        if (isEmptyValue(field, value)) {
          if (field.required && options.requireFilled)
            context.addIssue({ code: 'custom', message: validationMessages.required, path: [field.name] });
          continue;
        }
        const message = field.validationFn?.(value, props);
        if (message) context.addIssue({ code: 'custom', message, path: [field.name] });
      }
    },
    // Also when some props already failed, so a form gets every message at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

const schemas = new WeakMap<SectionDefinition, z.ZodType<SectionProps>>();

/** The schema of a section's props; parsing fills in defaults and normalizes rich text. */
export function sectionPropsSchema(definition: SectionDefinition): z.ZodType<SectionProps> {
  let schema = schemas.get(definition);
  if (!schema) {
    schema = propsObjectSchema(definition.props) as unknown as z.ZodType<SectionProps>;
    schemas.set(definition, schema);
  }
  return schema;
}

const draftSchemas = new WeakMap<SectionDefinition, z.ZodType<SectionProps>>();

/**
 * A section's props as a draft may hold them: every rule but `required` (a newly placed section
 * starts with its defaults, and its form then asks for what is required).
 */
export function draftSectionPropsSchema(definition: SectionDefinition): z.ZodType<SectionProps> {
  let schema = draftSchemas.get(definition);
  if (!schema) {
    schema = propsObjectSchema(definition.props, false, { requireFilled: false }) as unknown as z.ZodType<SectionProps>;
    draftSchemas.set(definition, schema);
  }
  return schema;
}

function defaultValue(definition: ItemDefinition): unknown {
  if (definition.type === 'object') return defaultsOf(definition.fields);
  if (definition.type === 'richText') return normalizeRichText(definition.default ?? '');
  return structuredClone(emptyValue(definition));
}

const defaultsOf = (fields: readonly PropDefinition[]): SectionProps =>
  Object.fromEntries(fields.map((field) => [field.name, defaultValue(field)]));

/** A section's props with every default filled in: what a newly added section starts with. */
export const defaultSectionProps = (definition: SectionDefinition): SectionProps => defaultsOf(definition.props);

/**
 * Props as the storefront renders them: each stored value that still fits its prop, else the prop's
 * default, so a section saved before a definition changed still renders.
 */
export const propsForRender = (definition: SectionDefinition, props: SectionProps): SectionProps =>
  valuesForRender(definition.props, props);

/** `propsForRender` for any list of prop definitions (global content, theme settings). */
export function valuesForRender(fields: readonly PropDefinition[], props: SectionProps): SectionProps {
  return Object.fromEntries(
    fields.map((field) => {
      const parsed = lenientSchema(field).safeParse(props[field.name]);
      return [field.name, parsed.success ? parsed.data : defaultValue(field)];
    }),
  );
}

/** The value schemas the editor also needs on their own (a link editor, a font screen-size editor). */
export { fontSettingSchema, galleryItemSchema, linkSchema };
