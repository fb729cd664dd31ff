import { Fieldset, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BookingService } from '@vev/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, sitePath } from '../../../../api/client';
import { useSiteId } from '../../../../app/session/session-store';
import { bookingServiceKeys } from '../../../../hooks/api/booking';
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

/** The site's booking services for the product's choice (a site has a handful; the route gives at most 100). */
function useBookingServiceChoices() {
  const siteId = useSiteId();
  const query = { limit: 100 };
  return useQuery({
    queryKey: bookingServiceKeys.picker(siteId, query),
    queryFn: ({ signal }) => api.get<BookingService[]>(sitePath(siteId, '/booking/services'), { query, signal }),
    meta: { errorToast: false },
  });
}

/** Generelt › Booking (only with booking on): the service the product books, and its duration change. */
export function BookingSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const field = (key: string) => t(`shop.products.fields.${key}` as 'shop.products.fields.name');
  const services = useBookingServiceChoices();
  const { control } = useFormContext<ProductForm>();
  const options = (services.data ?? []).map((service) => ({ value: service._id, label: service.name }));
  return (
    <Fieldset legend={t('shop.products.sections.booking')} disabled={readOnly}>
      <Stack>
        <Controller
          control={control}
          name="bookingService"
          render={({ field: choice, fieldState }) => {
            const known = choice.value === null || options.some((option) => option.value === choice.value);
            return (
              <Select
                label={field('bookingService')}
                placeholder={field('none')}
                data={
                  known || !services.data
                    ? options
                    : [...options, { value: choice.value ?? '', label: t('shop.products.deleted') }]
                }
                value={choice.value}
                onChange={(value) => choice.onChange(value)}
                clearable
                searchable
                disabled={readOnly}
                error={fieldState.error?.message}
              />
            );
          }}
        />
        <NumberField name="bookingDurationAdjustment" label={field('bookingDurationAdjustment')} disabled={readOnly} />
      </Stack>
    </Fieldset>
  );
}
