import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
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
import { formResolver } from '../../../../components/form-resolver';
import { MoneyInput } from '../../../../components/MoneyInput';

export type VariantValues = Required<
  Pick<SimpleVariantCreate, 'name' | 'sku' | 'description' | 'stockCount' | 'backorders' | 'stockStatus'>
> & {
  price: { value: number | null; compareAtValue: number | null };
};

const valuesOf = (variant: SimpleVariant | null): VariantValues => ({
  name: variant?.name ?? '',
  sku: variant?.sku ?? '',
  description: variant?.description ?? '',
  stockCount: variant?.stockCount ?? 0,
  backorders: variant?.backorders ?? 'no',
  stockStatus: variant?.stockStatus ?? 'inStock',
  price: { value: variant?.price.value ?? null, compareAtValue: variant?.price.compareAtValue ?? null },
});

/** A new or changed simple variant: name (required), SKU, own price, stock (spec 3 'Simple variant'). */
export function VariantModal(props: {
  opened: boolean;
  variant: SimpleVariant | null;
  manageStock: boolean;
  onClose: () => void;
  onSave: (values: VariantValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<VariantValues>({
    resolver: formResolver(simpleVariantCreateSchema as never) as never,
    values: valuesOf(props.variant),
  });
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
