import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  backorderLabels,
  offeredBackorders,
  type SimpleVariant,
  type SimpleVariantCreate,
  simpleVariantCreateSchema,
  stockStatuses,
  stockStatusLabels,
} from '@vev/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client';
import { DateTimePicker } from '../../../../components/date-pickers';
import { formResolver } from '../../../../components/form-resolver';
import { fromNorwegianWallTime, toNorwegianWallTime } from '../../../../components/format';
import { MoneyInput } from '../../../../components/MoneyInput';

export type VariantValues = Required<
  Pick<
    SimpleVariantCreate,
    | 'name'
    | 'sku'
    | 'description'
    | 'stockCount'
    | 'backorders'
    | 'stockStatus'
    | 'timeControlledAvailability'
    | 'availableFrom'
    | 'availableTo'
  >
> & {
  price: { value: number | null; compareAtValue: number | null };
  attributes: { ref: string; value: string }[];
};

/** An attribute each variant chooses its own value of (the product's with any value, '__any__'). */
export interface VariantAttribute {
  ref: string;
  name: string;
  values: string[];
}

const valuesOf = (variant: SimpleVariant | null, attributes: readonly VariantAttribute[]): VariantValues => ({
  name: variant?.name ?? '',
  sku: variant?.sku ?? '',
  description: variant?.description ?? '',
  stockCount: variant?.stockCount ?? 0,
  backorders: variant?.backorders ?? 'no',
  stockStatus: variant?.stockStatus ?? 'inStock',
  price: { value: variant?.price.value ?? null, compareAtValue: variant?.price.compareAtValue ?? null },
  timeControlledAvailability: variant?.timeControlledAvailability ?? false,
  availableFrom: variant?.availableFrom ?? null,
  availableTo: variant?.availableTo ?? null,
  attributes: attributes.flatMap((attribute) => {
    const value = variant?.attributes.find((entry) => entry.ref === attribute.ref)?.value;
    return value ? [{ ref: attribute.ref, value }] : [];
  }),
});

/** A new or changed simple variant: name (required), SKU, own price, stock (spec 3 'Simple variant'). */
export function VariantModal(props: {
  opened: boolean;
  variant: SimpleVariant | null;
  manageStock: boolean;
  attributes: readonly VariantAttribute[];
  onClose: () => void;
  onSave: (values: VariantValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<VariantValues>({
    resolver: formResolver(simpleVariantCreateSchema as never) as never,
    values: valuesOf(props.variant, props.attributes),
  });
  const timed = form.watch('timeControlledAvailability');
  const chosenAttributes = form.watch('attributes');
  const choose = (ref: string, value: string | null) =>
    form.setValue(
      'attributes',
      [...chosenAttributes.filter((entry) => entry.ref !== ref), ...(value ? [{ ref, value }] : [])],
      { shouldDirty: true },
    );
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await props.onSave(values);
    } catch (error) {
      for (const [path, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {}))
        form.setError(path as 'name', { message });
    }
  });
  const words = (key: string) => t(`shop.products.variants.${key}` as 'shop.products.variants.name');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.variant ? words('edit') : words('add')}
      size="36rem"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={words('name')}
            withAsterisk
            data-autofocus
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput label={t('shop.products.fields.sku')} error={errors.sku?.message} {...form.register('sku')} />
          <SimpleGrid cols={2}>
            {(['value', 'compareAtValue'] as const).map((key) => (
              <Controller
                key={key}
                control={form.control}
                name={`price.${key}`}
                render={({ field }) => (
                  <MoneyInput
                    label={key === 'value' ? words('price') : t('shop.products.fields.compareAtValue')}
                    description={key === 'value' ? words('priceHelp') : undefined}
                    nullable
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          {props.manageStock ? (
            <SimpleGrid cols={2}>
              <Controller
                control={form.control}
                name="stockCount"
                render={({ field }) => (
                  <NumberInput
                    label={t('shop.products.fields.stockCount')}
                    allowDecimal={false}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="backorders"
                render={({ field }) => (
                  <Select
                    label={t('shop.products.fields.backorders')}
                    data={offeredBackorders.map((value) => ({ value, label: backorderLabels[value] }))}
                    value={field.value}
                    onChange={field.onChange}
                    allowDeselect={false}
                  />
                )}
              />
            </SimpleGrid>
          ) : (
            <Controller
              control={form.control}
              name="stockStatus"
              render={({ field }) => (
                <Select
                  label={t('shop.products.fields.stockStatus')}
                  data={stockStatuses.map((value) => ({ value, label: stockStatusLabels[value] }))}
                  value={field.value}
                  onChange={field.onChange}
                  allowDeselect={false}
                />
              )}
            />
          )}
          {props.attributes.map((attribute) => (
            <Select
              key={attribute.ref}
              label={attribute.name}
              data={attribute.values}
              value={chosenAttributes.find((entry) => entry.ref === attribute.ref)?.value ?? null}
              onChange={(value) => choose(attribute.ref, value)}
              clearable
            />
          ))}
          <Controller
            control={form.control}
            name="timeControlledAvailability"
            render={({ field }) => (
              <Switch
                label={t('shop.products.visibility.availability')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {timed && (
            <SimpleGrid cols={2}>
              {(['availableFrom', 'availableTo'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <DateTimePicker
                      label={t(`shop.products.visibility.${name}`)}
                      valueFormat="D. MMMM YYYY [kl.] HH:mm"
                      clearable
                      value={field.value ? toNorwegianWallTime(field.value) : null}
                      onChange={(value) => field.onChange(value ? fromNorwegianWallTime(value) : null)}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
          )}
          <Textarea
            label={t('shop.products.fields.description')}
            autosize
            minRows={2}
            {...form.register('description')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('shop.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('shop.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
