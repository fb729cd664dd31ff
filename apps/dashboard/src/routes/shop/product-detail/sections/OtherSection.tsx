import { Fieldset, Group, Select, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../../hooks/api/sites';
import { NumberField, SwitchField } from '../fields/form-fields';
import type { ProductForm } from '../product-form';

/** Generelt › Other: limits per order, subscription and the standard catalog (where the site has them). */
export function OtherSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductForm>();
  const { data: site } = useSite();
  const [limited, subscribable] = useWatch({ control, name: ['limitation.enabled', 'subscribable'] });
  const field = (key: string) => t(`shop.products.fields.${key}` as 'shop.products.fields.name');
  const catalogs = Boolean(site?.b2bEnabled || site?.departmentsEnabled);
  return (
    <Fieldset legend={t('shop.products.sections.other')} disabled={readOnly}>
      <Stack>
        <SwitchField name="limitation.enabled" label={field('limitation')} disabled={readOnly} />
        {limited && (
          <Group grow>
            <NumberField name="limitation.min" label={field('limitationMin')} min={0} disabled={readOnly} />
            <NumberField name="limitation.max" label={field('limitationMax')} min={0} disabled={readOnly} />
          </Group>
        )}
        {site?.subscriptionsEnabled && (
          <>
            <SwitchField name="subscribable" label={field('subscribable')} disabled={readOnly} />
            {subscribable && (
              <NumberField
                name="subscriptionIntervalDays"
                label={field('subscriptionIntervalDays')}
                min={1}
                withAsterisk
                disabled={readOnly}
              />
            )}
          </>
        )}
        {catalogs && <SwitchField name="inStandardCatalog" label={field('inStandardCatalog')} disabled={readOnly} />}
      </Stack>
    </Fieldset>
  );
}

/** Generelt › Booking (only with booking on): the service the product books, and its duration change. */
export function BookingSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const field = (key: string) => t(`shop.products.fields.${key}` as 'shop.products.fields.name');
  return (
    <Fieldset legend={t('shop.products.sections.booking')} disabled={readOnly}>
      <Stack>
        <Select label={field('bookingService')} data={[]} placeholder={field('none')} disabled />
        <NumberField name="bookingDurationAdjustment" label={field('bookingDurationAdjustment')} disabled={readOnly} />
      </Stack>
    </Fieldset>
  );
}
