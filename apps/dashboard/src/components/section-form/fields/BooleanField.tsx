import { Switch } from '@mantine/core';
import { ownMessage } from '../field-errors';
import type { DefinitionOf, FieldProps } from '../types';

/** On or off. */
export function BooleanField(props: FieldProps<boolean, DefinitionOf<'boolean'>>) {
  return (
    <Switch
      label={props.label}
      description={props.definition.description}
      checked={props.value}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      error={ownMessage(props.errors)}
      disabled={props.disabled}
    />
  );
}
