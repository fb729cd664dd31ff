import { ownMessage } from '../field-errors';
import { RichTextInput } from '../rich-text/RichTextInput';
import type { DefinitionOf, FieldProps } from '../types';

/** Formatted text, stored as raw draft JSON. */
export function RichTextField(props: FieldProps<string, DefinitionOf<'richText'>>) {
  return (
    <RichTextInput
      label={props.label}
      description={props.definition.description}
      withAsterisk={props.definition.required === true}
      value={props.value}
      onChange={props.onChange}
      error={ownMessage(props.errors)}
      disabled={props.disabled}
    />
  );
}
