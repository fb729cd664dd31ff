import { Fieldset, Stack } from '@mantine/core';
import { productContentProps } from '@vev/sections';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ErrorTree } from '../../../../components/section-form/field-errors';
import { PropField } from '../../../../components/section-form/PropField';
import type { ProductForm } from '../product-form';

/** Generelt › Eget innhold: the shop's own product fields, built from their prop definitions. */
export function PropsSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductForm>();
  return (
    <Fieldset legend={t('shop.products.sections.props')} disabled={readOnly}>
      <Stack>
        {productContentProps.map((definition) => (
          <Controller
            key={definition.name}
            control={control}
            name={`props.${definition.name}`}
            render={({ field, fieldState }) => (
              <PropField
                definition={definition}
                label={definition.label}
                value={field.value ?? ''}
                onChange={field.onChange}
                errors={fieldState.error as ErrorTree}
                disabled={readOnly}
              />
            )}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
