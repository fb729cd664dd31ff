import { ActionIcon, Checkbox, Fieldset, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { BundleItem } from '@vev/shared';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../../components/confirm';
import { MoneyInput } from '../../../../components/MoneyInput';
import { ProductSearchSelect } from '../../../../components/product-search/ProductSearchSelect';
import { ProductThumbnail } from '../../../../components/product-search/ProductThumbnail';
import { SortableList } from '../../../../components/sortable/SortableList';
import { useProductsById } from '../../../../hooks/api/products';
import { SwitchField } from '../fields/form-fields';
import type { ProductForm } from '../product-form';

/**
 * Generelt › Bundle: the products inside it with amount, whether the buyer may change it, and an own
 * price. Candidates are published products that are neither bundles nor variant shells nor already
 * in it (spec 3 §5); a product deleted since shows 'Produkt slettet'.
 */
export function BundleSection({ productId, readOnly }: { productId: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductForm>();
  const bundle = useWatch({ control, name: 'bundle' });
  const items = useFieldArray({ control, name: 'bundleContent', keyName: 'key' });
  const values = useWatch({ control, name: 'bundleContent' });
  const ids = values.map((item) => item.product);
  const products = useProductsById(ids);
  const imageOf = (id: string) => products.data?.find((product) => product._id === id)?.image ?? null;
  const nameOf = (id: string) =>
    products.data?.find((product) => product._id === id)?.name ??
    (products.isPending ? '…' : t('shop.products.bundle.deleted'));
  const remove = async (index: number) => {
    if (await confirmAction(t('shop.products.bundle.removeConfirm'), t('common.delete'), { danger: true }))
      items.remove(index);
  };
  return (
    <Fieldset legend={t('shop.products.sections.bundle')} disabled={readOnly}>
      <Stack>
        <SwitchField name="bundle" label={t('shop.products.fields.bundle')} disabled={readOnly} />
        {bundle && (
          <>
            {items.fields.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('shop.products.bundle.empty')}
              </Text>
            ) : (
              <SortableList
                items={items.fields}
                itemKey={(item) => item.key}
                onMove={items.move}
                label={t('shop.products.bundle.title')}
                itemLabel={(item) => ({
                  row: nameOf(item.product),
                  handle: t('shop.products.bundle.drag', { name: nameOf(item.product) }),
                })}
                disabled={readOnly}
              >
                {(item, index) => (
                  <BundleItemRow
                    index={index}
                    name={nameOf(item.product)}
                    image={imageOf(item.product)}
                    readOnly={readOnly}
                    onRemove={() => void remove(index)}
                  />
                )}
              </SortableList>
            )}
            {!readOnly && (
              <ProductSearchSelect
                label={t('shop.products.bundle.add')}
                filter={{ draft: 'false', bundle: 'false', type: 'default', exclude: productId }}
                excluded={ids}
                onChoose={(product) =>
                  items.append({
                    product: product._id,
                    amount: 1,
                    amountIsAdjustable: false,
                    price: null,
                  } as BundleItem)
                }
              />
            )}
          </>
        )}
      </Stack>
    </Fieldset>
  );
}

function BundleItemRow(props: {
  index: number;
  name: string;
  image: string | null;
  readOnly: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductForm>();
  const { index } = props;
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 160px' }}>
        <ProductThumbnail url={props.image} size={64} />
        <Text size="sm" fw={500}>
          {props.name}
        </Text>
      </Group>
      <Controller
        control={control}
        name={`bundleContent.${index}.amount`}
        render={({ field, fieldState }) => (
          <NumberInput
            label={t('shop.products.bundle.amount')}
            w={90}
            min={1}
            allowDecimal={false}
            value={field.value}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : 1)}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name={`bundleContent.${index}.price`}
        render={({ field, fieldState }) => (
          <MoneyInput
            label={t('shop.products.bundle.ownPrice')}
            w={150}
            nullable
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name={`bundleContent.${index}.amountIsAdjustable`}
        render={({ field }) => (
          <Checkbox
            label={t('shop.products.bundle.amountIsAdjustable')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            mb={8}
          />
        )}
      />
      {!props.readOnly && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('shop.products.bundle.remove', { name: props.name })}
          onClick={props.onRemove}
          mb={4}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
