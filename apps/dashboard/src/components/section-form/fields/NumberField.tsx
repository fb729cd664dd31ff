import { NumberInput, Text } from '@mantine/core';
import type { DefinitionOf, FieldProps } from '../types';
import { inputProps } from './input-props';

/** A number within the definition's limits, with its unit beside it; empty is no value (null). */
export function NumberField(props: FieldProps<number | null, DefinitionOf<'number'>>) {
  const { min, max, integer, unit } = props.definition;
  return (
    <NumberInput
      {...inputProps(props)}
      value={props.value ?? ''}
      onChange={(next) => props.onChange(typeof next === 'number' ? next : null)}
      min={min}
      max={max}
      allowDecimal={!integer}
      decimalSeparator=","
      rightSection={
        unit ? (
          <Text size="sm" c="dimmed">
            {unit}
          </Text>
        ) : undefined
      }
      rightSectionWidth={unit ? 48 : undefined}
      hideControls={Boolean(unit)}
    />
  );
}
