import { ActionIcon, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  type ShippingClass,
  shippingCostCalculationLabels,
  shippingCostCalculations,
  shippingMethodTypeLabels,
  shippingMethodTypes,
  shippingTaxStatuses,
  shippingTaxStatusLabels,
} from '@vev/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClassCosts } from './ClassCosts';
import type { ZoneFormValues } from './zone-form';

const options = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** One shipping method of a zone: Navn, Type, Avgiftsstatus, Pris, Beregning, Standard and class prices. */
export function MethodFields(props: {
  index: number;
  count: number;
  classes: readonly ShippingClass[];
  onRemove: () => void;
}) {
  const { index, count, classes, onRemove } = props;
  const { t } = useTranslation();
  const { control, register, formState, setValue } = useFormContext<ZoneFormValues>();
  const type = useWatch({ control, name: `methods.${index}.type` });
  const errors = formState.errors.methods?.[index];
  const readOnly = formState.disabled;
  const number = index + 1;

  /** One default per zone: choosing this one lets go of the others. */
  function chooseDefault(checked: boolean) {
    setValue(`methods.${index}.default`, checked, { shouldDirty: true });
    if (!checked) return;
    for (let other = 0; other < count; other += 1) {
      if (other !== index) setValue(`methods.${other}.default`, false, { shouldDirty: true });
    }
  }

  return (
    <Fieldset legend={t('shipping.method.legend', { number })} radius="md">
      <Stack>
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('shipping.method.name')}
            withAsterisk
            error={errors?.name?.message}
            {...register(`methods.${index}.name`)}
          />
          {!readOnly && (
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              aria-label={t('shipping.method.remove', { number })}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={control}
            name={`methods.${index}.type`}
            render={({ field }) => (
              <Select
                label={t('shipping.method.type')}
                withAsterisk
                data={options(shippingMethodTypes, shippingMethodTypeLabels)}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                disabled={field.disabled}
                error={errors?.type?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`methods.${index}.taxStatus`}
            render={({ field }) => (
              <Select
                label={t('shipping.method.taxStatus')}
                data={options(shippingTaxStatuses, shippingTaxStatusLabels)}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                disabled={field.disabled}
                error={errors?.taxStatus?.message}
              />
            )}
          />
          {type === 'free' ? (
            <TextInput
              label={t('shipping.method.minimumOrderTotal')}
              description={t('shipping.method.minimumOrderTotalDescription')}
              rightSection="kr"
              inputMode="decimal"
              error={errors?.minimumOrderTotal?.message}
              {...register(`methods.${index}.minimumOrderTotal`)}
            />
          ) : (
            <TextInput
              label={t('shipping.method.cost')}
              rightSection="kr"
              inputMode="decimal"
              error={errors?.cost?.message}
              {...register(`methods.${index}.cost`)}
            />
          )}
        </SimpleGrid>
        <Controller
          control={control}
          name={`methods.${index}.costCalculation`}
          render={({ field }) => (
            <Select
              label={t('shipping.method.costCalculation')}
              description={t('shipping.method.costCalculationDescription')}
              withAsterisk
              data={options(shippingCostCalculations, shippingCostCalculationLabels)}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              disabled={field.disabled}
              error={errors?.costCalculation?.message}
              maw={320}
            />
          )}
        />
        <Controller
          control={control}
          name={`methods.${index}.default`}
          render={({ field }) => (
            <Checkbox
              label={t('shipping.method.default')}
              description={t('shipping.method.defaultDescription')}
              checked={field.value}
              onChange={(event) => chooseDefault(event.currentTarget.checked)}
              disabled={field.disabled}
              error={errors?.default?.message}
            />
          )}
        />
        {type !== 'free' && <ClassCosts index={index} classes={classes} />}
      </Stack>
    </Fieldset>
  );
}
