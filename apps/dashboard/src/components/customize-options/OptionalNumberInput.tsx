import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { CustomizeOption } from '@vev/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';

/** The field's numbers that may be left empty (null): min, max and the preview's settings. */
type OptionalNumber = {
  [Name in keyof CustomizeOption]: CustomizeOption[Name] extends number | null
    ? null extends CustomizeOption[Name]
      ? Name
      : never
    : never;
}[keyof CustomizeOption];

/** A number input whose empty box is null, not 0 or ''. */
export function OptionalNumberInput({
  form,
  name,
  ...input
}: { form: UseFormReturn<CustomizeOption>; name: OptionalNumber } & Omit<
  NumberInputProps,
  'value' | 'onChange' | 'form'
>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          decimalSeparator=","
          {...input}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
          onBlur={field.onBlur}
          disabled={field.disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
