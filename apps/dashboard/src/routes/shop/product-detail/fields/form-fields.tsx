/** Small controlled fields of the product form: a switch, an amount in NOK, a number and a choice. */
import { NumberInput, Select, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import { MoneyInput } from '../../../../components/MoneyInput';
import type { ProductForm } from '../product-form';

type Name = FieldPath<ProductForm>;

export function SwitchField(props: { name: Name; label: string; description?: ReactNode; disabled?: boolean }) {
  const { control } = useFormContext<ProductForm>();
  return (
    <Controller
      control={control}
      name={props.name}
      render={({ field }) => (
        <Switch
          label={props.label}
          description={props.description}
          checked={Boolean(field.value)}
          disabled={props.disabled}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
}

export function MoneyField(props: {
  name: Name;
  label: string;
  description?: ReactNode;
  nullable?: boolean;
  withAsterisk?: boolean;
  disabled?: boolean;
}) {
  const { control } = useFormContext<ProductForm>();
  const { name, ...input } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          {...input}
          value={(field.value as number | null) ?? null}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function NumberField(props: {
  name: Name;
  label: string;
  description?: ReactNode;
  min?: number;
  max?: number;
  decimals?: boolean;
  withAsterisk?: boolean;
  disabled?: boolean;
}) {
  const { control } = useFormContext<ProductForm>();
  const { name, decimals, ...input } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...input}
          allowDecimal={Boolean(decimals)}
          decimalSeparator=","
          value={(field.value as number | null) ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function SelectField(props: {
  name: Name;
  label: string;
  data: { value: string; label: string }[];
  description?: ReactNode;
  clearable?: boolean;
  disabled?: boolean;
}) {
  const { control } = useFormContext<ProductForm>();
  const { name, ...input } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...input}
          allowDeselect={false}
          value={(field.value as string | null) ?? null}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
