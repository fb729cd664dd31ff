import type { PropDefinition, SectionProps } from '@vev/sections';
import type { ZodType } from 'zod';

/**
 * The form every props editor is built from (a section in the designer, a reusable component, the
 * theme settings, global content): one field per prop definition, validated with the same schema
 * the server uses.
 */
export interface SectionFormProps {
  /** The fields: a section definition's props, or the theme's settings props. */
  fields: readonly PropDefinition[];
  /** Validates the whole value: `sectionPropsSchema(definition)`, `themeConfigSchema` … */
  schema: ZodType;
  value: SectionProps;
  readOnly?: boolean;
  onSubmit(values: SectionProps): Promise<void> | void;
  onCancel?(): void;
  /** Defaults to 'Lagre'. */
  submitLabel?: string;
}
