import { Select } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductForm } from '../product-form';

type RefName = 'template' | 'productTemplate' | 'content';

/** A `{ ref }` field chosen from a list; none (null) shows the placeholder. A gone choice says 'Slettet'. */
export function RefSelectField(props: {
  name: RefName;
  label: string;
  description?: string;
  placeholder: string;
  options: { value: string; label: string }[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductForm>();
  return (
    <Controller
      control={control}
      name={props.name}
      render={({ field, fieldState }) => {
        const ref = field.value?.ref ?? null;
        const known = ref === null || props.options.some((option) => option.value === ref);
        return (
          <Select
            label={props.label}
            description={props.description}
            placeholder={props.placeholder}
            data={known ? props.options : [...props.options, { value: ref, label: t('shop.products.deleted') }]}
            value={ref}
            onChange={(value) => field.onChange(value ? { ref: value } : null)}
            clearable
            searchable
            disabled={props.disabled}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}
