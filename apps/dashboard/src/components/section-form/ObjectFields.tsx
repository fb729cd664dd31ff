import { Fieldset, Stack, Text } from '@mantine/core';
import { isShown, type PropDefinition, type SectionProps } from '@vev/sections';
import { type ErrorTree, ownMessage, partErrors } from './field-errors';
import { PropField } from './PropField';
import type { DefinitionOf, FieldProps } from './types';

export interface ObjectFieldsProps {
  fields: readonly PropDefinition[];
  value: SectionProps;
  onChange(value: SectionProps): void;
  errors: ErrorTree;
  disabled: boolean;
}

/** An object's fields; each shows only while its showFn, given the object's values, says so. */
export function ObjectFields({ fields, value, onChange, errors, disabled }: ObjectFieldsProps) {
  return (
    <Stack gap="sm">
      {fields
        .filter((field) => isShown(field, value))
        .map((field) => (
          <PropField
            key={field.name}
            definition={field}
            label={field.label}
            value={value[field.name]}
            onChange={(next) => onChange({ ...value, [field.name]: next })}
            errors={partErrors(errors, field.name)}
            disabled={disabled || field.editable === false}
          />
        ))}
    </Stack>
  );
}

/** A group of fields stored together (the theme's colours, a font pair …). */
export function ObjectField(props: FieldProps<SectionProps, DefinitionOf<'object'>>) {
  const message = ownMessage(props.errors);
  return (
    <Fieldset legend={props.label} variant="filled">
      <Stack gap="sm">
        {props.definition.description && (
          <Text size="sm" c="dimmed">
            {props.definition.description}
          </Text>
        )}
        <ObjectFields
          fields={props.definition.fields}
          value={props.value}
          onChange={props.onChange}
          errors={props.errors}
          disabled={props.disabled}
        />
        {message && (
          <Text size="sm" c="red">
            {message}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
