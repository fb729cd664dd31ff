import { Input, SegmentedControl, Select } from '@mantine/core';
import type { DefinitionOf, FieldProps } from '../types';
import { inputProps } from './input-props';

/** Up to three choices side by side; more in a list. */
const segmentedUpTo = 3;

/** One of the definition's options. */
export function SelectField(props: FieldProps<string, DefinitionOf<'select'>>) {
  const options = props.definition.options.map(({ value, label }) => ({ value, label }));
  if (options.length <= segmentedUpTo) {
    const { disabled, ...wrapper } = inputProps(props);
    return (
      <Input.Wrapper {...wrapper} labelElement="div">
        <SegmentedControl
          data={options}
          value={props.value}
          onChange={props.onChange}
          disabled={disabled}
          aria-label={props.label}
          fullWidth
          mt={4}
        />
      </Input.Wrapper>
    );
  }
  return (
    <Select
      {...inputProps(props)}
      data={options}
      value={props.value}
      onChange={(next) => next !== null && props.onChange(next)}
      allowDeselect={false}
    />
  );
}
