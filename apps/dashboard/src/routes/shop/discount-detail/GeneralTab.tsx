import { Group, NumberInput, Paper, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  type DiscountForm,
  type DiscountOfferType,
  discountOfferTypeLabels,
  discountOfferTypes,
  discountTypeLabels,
  discountTypes,
} from '@vev/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/MoneyInput';
import type { discounts } from '../../../i18n/nb/discounts';
import { DateField } from './DateField';

/** Generelt: name, type, active, the offer and the period ('Sett sluttidspunkt' shows the end). */
export function GeneralTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, register, setValue, formState } = useFormContext<DiscountForm>();
  const [offerType, setEndDate] = useWatch({ control, name: ['offerType', 'setEndDate'] });
  const { errors } = formState;
  const words = (key: keyof typeof discounts.fields) => t(`shop.discounts.fields.${key}` as const);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <TextInput label={words('name')} withAsterisk error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="__type"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {words('type')}
              </Text>
              <SegmentedControl
                w="fit-content"
                data={discountTypes.map((type) => ({ value: type, label: discountTypeLabels[type] }))}
                value={field.value}
                onChange={field.onChange}
                disabled={readOnly}
              />
            </Stack>
          )}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch
              label={words('active')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              disabled={readOnly}
            />
          )}
        />
        <Group align="flex-start" grow wrap="wrap">
          <Controller
            control={control}
            name="offerType"
            render={({ field }) => (
              <Select
                label={words('offerType')}
                withAsterisk
                allowDeselect={false}
                data={discountOfferTypes.map((type) => ({ value: type, label: discountOfferTypeLabels[type] }))}
                value={field.value}
                onChange={(value) => {
                  if (!value || value === field.value) return;
                  field.onChange(value as DiscountOfferType);
                  // A percentage and an amount are not the same number: the value is entered anew.
                  setValue('offerValue', null, { shouldDirty: true });
                }}
                disabled={readOnly}
              />
            )}
          />
          <Controller
            control={control}
            name="offerValue"
            render={({ field, fieldState }) =>
              offerType === 'percentage' ? (
                <NumberInput
                  label={words('percentage')}
                  withAsterisk
                  suffix=" %"
                  decimalSeparator=","
                  decimalScale={2}
                  min={0}
                  max={100}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  disabled={readOnly}
                  error={fieldState.error?.message}
                />
              ) : (
                <MoneyInput
                  label={words(offerType === 'fixed' ? 'amount' : 'newPrice')}
                  withAsterisk
                  nullable
                  value={field.value ?? null}
                  onChange={field.onChange}
                  disabled={readOnly}
                  error={fieldState.error?.message}
                />
              )
            }
          />
        </Group>
        <Group align="flex-start" grow wrap="wrap">
          <DateField name="startDate" label={words('startDate')} readOnly={readOnly} />
          {setEndDate ? <DateField name="endDate" label={words('endDate')} readOnly={readOnly} /> : <div />}
        </Group>
        <Controller
          control={control}
          name="setEndDate"
          render={({ field }) => (
            <Switch
              label={words('setEndDate')}
              checked={field.value}
              onChange={(event) => {
                field.onChange(event.currentTarget.checked);
                // Turning it off clears the end (spec 3 §5).
                if (!event.currentTarget.checked) setValue('endDate', null, { shouldDirty: true });
              }}
              disabled={readOnly}
            />
          )}
        />
      </Stack>
    </Paper>
  );
}
