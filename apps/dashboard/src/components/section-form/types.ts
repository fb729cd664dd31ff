import type { ItemDefinition, PropDefinition, SectionProps } from '@vev/sections';
import type { ZodType } from 'zod';
import type { ErrorTree } from './field-errors';

/** What `useSectionForm` needs: the fields, the schema that checks them, the stored value and what saving does. */
export interface SectionFormOptions {
  /** The fields: a section definition's props, or the theme's settings props. */
  fields: readonly PropDefinition[];
  /** Validates the whole value: `sectionPropsSchema(definition)`, `themeConfigSchema` … */
  schema: ZodType;
  value: SectionProps;
  /** Every field disabled, and nothing can be submitted. */
  readOnly?: boolean;
  /**
   * Gets the values as the schema gives them (defaults filled in, rich text normalized). The form
   * counts as saved when it resolves; when it throws, the form stays dirty and the caller shows why.
   */
  onSubmit(values: SectionProps): Promise<void> | void;
}

/**
 * The form every props editor is built from (a section in the designer, a reusable component, the
 * theme settings, global content): one field per prop definition, validated with the same schema
 * the server uses.
 */
export interface SectionFormProps extends SectionFormOptions {
  onCancel?(): void;
  /** Defaults to 'Lagre'. */
  submitLabel?: string;
  /** Defaults to 'Avbryt'. */
  cancelLabel?: string;
}

/** What every field component gets: one value of its definition, and where its messages are. */
export interface FieldProps<V = unknown, D extends ItemDefinition = ItemDefinition> {
  definition: D;
  /** The field's label (a list item's fields have their own; an item itself uses the list's). */
  label: string;
  value: V;
  onChange(value: V): void;
  errors: ErrorTree;
  disabled: boolean;
}

/** A definition narrowed to one kind. */
export type DefinitionOf<T extends ItemDefinition['type']> = Extract<ItemDefinition, { type: T }>;
