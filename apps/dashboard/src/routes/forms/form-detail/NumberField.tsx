import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FormField } from '@vev/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';

/** A number of the field that may be left empty (null), not 0 or ''. */
export function NumberField({
  form,
  name,
  ...input
}: { form: UseFormReturn<FormField>; name: 'min' | 'max' | 'minlength' | 'maxlength' } & Omit<
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
