import { Textarea, TextInput } from '@mantine/core';
import type { DefinitionOf, FieldProps } from '../types';
import { inputProps } from './input-props';

/** One line of text. */
export function StringField(props: FieldProps<string, DefinitionOf<'string'>>) {
  return (
    <TextInput
      {...inputProps(props)}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      maxLength={props.definition.maxLength}
      placeholder={props.definition.placeholder}
    />
  );
}

/** Text over several lines, growing as it is written. */
export function TextField(props: FieldProps<string, DefinitionOf<'text'>>) {
  return (
    <Textarea
      {...inputProps(props)}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      maxLength={props.definition.maxLength}
      autosize
      minRows={3}
      maxRows={12}
    />
  );
}
