import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, type FieldPathByValue, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * A number input whose empty box is null, not 0 or '': a form field's min and max, a customization
 * field's preview settings. `name` is one of the form's numbers that may be null.
 */
export function OptionalNumberInput<Form extends FieldValues>({
  form,
  name,
  ...input
}: { form: UseFormReturn<Form>; name: FieldPathByValue<Form, number | null> } & Omit<
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
