/** The values the form edits: each stored value that still fits its prop, else the prop's default. */
import { type ItemDefinition, type PropDefinition, propsObjectSchema, type SectionProps } from '@vev/sections';
import type { ZodType } from 'zod';

const schemas = new WeakMap<ItemDefinition, ZodType<{ value: unknown }>>();

/** The definition's own schema without `required` and its rules, built once per definition. */
function lenientSchema(definition: ItemDefinition): ZodType<{ value: unknown }> {
  let schema = schemas.get(definition);
  if (!schema) {
    const field = { ...definition, name: 'value', label: '' } as PropDefinition;
    schema = propsObjectSchema([field], true) as unknown as ZodType<{ value: unknown }>;
    schemas.set(definition, schema);
  }
  return schema;
}

/**
 * A value as the form edits it: the stored one with its defaults filled in and rich text normalized,
 * or the default when it no longer fits (as the storefront renders it), so saving never fails on
 * something the editor cannot show.
 */
export function editableValue(definition: ItemDefinition, stored: unknown): unknown {
  const schema = lenientSchema(definition);
  const parsed = schema.safeParse({ value: stored });
  return parsed.success ? parsed.data.value : schema.parse({}).value;
}

/** What a new list item starts with. */
export const newItemValue = (definition: ItemDefinition) => editableValue(definition, undefined);

/** The form's values for stored props; props the definition no longer has are left out. */
export const formValues = (fields: readonly PropDefinition[], value: SectionProps): SectionProps =>
  Object.fromEntries(fields.map((field) => [field.name, editableValue(field, value[field.name])]));
