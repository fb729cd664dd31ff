import { Fieldset, Group, Stack } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimePicker } from '../../../../components/date-pickers';
import { CanonicalAndRedirect } from '../../../../components/form-fields/CanonicalAndRedirect';
import { SeoFieldset } from '../../../../components/form-fields/SeoFieldset';
import { fromNorwegianWallTime, toNorwegianWallTime } from '../../../../components/format';
import { NumberField, SwitchField } from '../fields/form-fields';
import type { ProductForm } from '../product-form';

/**
 * Synlighet: search and sharing (with the counters), canonical and redirect, time-controlled
 * availability, hidden in the store, sold only in bundles, and the weighting in search.
 */
export function VisibilityTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductForm>();
  const timed = useWatch({ control, name: 'timeControlledAvailability' });
  const words = (key: string) => t(`shop.products.visibility.${key}` as 'shop.products.visibility.seo');
  const moment = (name: 'availableFrom' | 'availableTo') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimePicker
          label={words(name)}
          valueFormat="D. MMMM YYYY [kl.] HH:mm"
          clearable
          value={field.value ? toNorwegianWallTime(field.value) : null}
          onChange={(value) => field.onChange(value ? fromNorwegianWallTime(value) : null)}
          disabled={readOnly}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <Stack gap="lg" maw={960}>
      <SeoFieldset legend={words('seo')} readOnly={readOnly} />
      <Fieldset legend={words('availabilityLegend')} disabled={readOnly}>
        <Stack>
          <SwitchField name="timeControlledAvailability" label={words('availability')} disabled={readOnly} />
          {timed && (
            <Group grow align="flex-start">
              {moment('availableFrom')}
              {moment('availableTo')}
            </Group>
          )}
          <SwitchField
            name="hideInStore"
            label={words('hideInStore')}
            description={words('hideInStoreHelp')}
            disabled={readOnly}
          />
          <SwitchField name="notForIndependentSale" label={words('notForIndependentSale')} disabled={readOnly} />
          <NumberField
            name="customWeight"
            label={words('customWeight')}
            description={words('customWeightHelp')}
            min={-100}
            max={100}
            disabled={readOnly}
          />
        </Stack>
      </Fieldset>
      <CanonicalAndRedirect readOnly={readOnly} />
    </Stack>
  );
}
