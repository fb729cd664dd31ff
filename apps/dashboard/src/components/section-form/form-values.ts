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

/** What still fits of a list's items or an object's fields, each on its own. */
function recovered(definition: ItemDefinition, stored: unknown): unknown {
  if (definition.type === 'list' && Array.isArray(stored))
    return stored.map((item) => editableValue(definition.of, item));
  if (definition.type === 'object' && typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
    return formValues(definition.fields, stored as SectionProps);
  }
  return undefined;
}

/**
 * A value as the form edits it: the stored one with its defaults filled in and rich text normalized.
 * What no longer fits (a definition changed) takes its default, as the storefront renders it, so
 * saving never fails on something the editor cannot show; in a list or an object only the part that
 * does not fit does.
 */
export function editableValue(definition: ItemDefinition, stored: unknown): unknown {
  const schema = lenientSchema(definition);
  const parsed = schema.safeParse({ value: stored });
  if (parsed.success) return parsed.data.value;
  const partly = schema.safeParse({ value: recovered(definition, stored) });
  return partly.success ? partly.data.value : schema.parse({}).value;
}

/** What a new list item starts with. */
export const newItemValue = (definition: ItemDefinition) => editableValue(definition, undefined);

/** The form's values for stored props; props the definition no longer has are left out. */
export const formValues = (fields: readonly PropDefinition[], value: SectionProps): SectionProps =>
  Object.fromEntries(fields.map((field) => [field.name, editableValue(field, value[field.name])]));
