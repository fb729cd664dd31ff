import { ActionIcon, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { formatMoney, type Product, type SimpleVariant, stockStatusLabels, variantAttributeRefs } from '@vev/shared';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../../components/confirm';
import { notifySuccess } from '../../../../components/notify';
import { useAttributesById, useProductTemplate } from '../../../../hooks/api/product-templates';
import { useSimpleVariants, useSimpleVariantWrites } from '../../../../hooks/api/products';
import type { ProductForm } from '../product-form';
import { LinkedProducts } from './LinkedProducts';
import { type VariantAttribute, VariantModal, type VariantValues } from './VariantModal';

/** Varianter: the simple variants (their own calls, saved at once) and the products linked with this one. */
export function VariantsTab(props: {
  product: Product;
  readOnly: boolean;
  /** Runs a variant write between saving the form and taking the product's new version. */
  inDraft: (write: () => Promise<unknown>) => Promise<boolean>;
  onPublish: () => void;
}) {
  const { product, readOnly } = props;
  const { t } = useTranslation();
  const variants = useSimpleVariants(product._id);
  const writes = useSimpleVariantWrites(product._id);
  const { control } = useFormContext<ProductForm>();
  const [productAttributes, productTemplate] = useWatch({ control, name: ['attributes', 'productTemplate'] });
  const template = useProductTemplate(productTemplate?.ref ?? null);
  // Asked for once the template is known; a template that is gone marks nothing (all are asked for).
  const anyValue =
    productTemplate && template.isPending
      ? []
      : variantAttributeRefs(productAttributes, productTemplate ? (template.data?.attributes ?? null) : null);
  const attributeRows = useAttributesById(anyValue);
  const variantAttributes: VariantAttribute[] = (attributeRows.data ?? [])
    .filter((attribute) => anyValue.includes(attribute._id))
    .map((attribute) => ({
      ref: attribute._id,
      name: attribute.name,
      values: attribute.options.map((option) => option.value),
    }));
  const [editing, setEditing] = useState<SimpleVariant | 'new' | null>(null);
  const [search, setSearch] = useState('');
  const words = (key: string) => t(`shop.products.variants.${key}` as 'shop.products.variants.title');
  const all = variants.data ?? [];
  const text = search.trim().toLocaleLowerCase('nb');
  const shown = text
    ? all.filter((variant) => `${variant.name} ${variant.sku}`.toLocaleLowerCase('nb').includes(text))
    : all;

  const save = async (values: VariantValues) => {
    const target = editing;
    const done = await props.inDraft(() =>
      target === 'new'
        ? writes.create.mutateAsync(values)
        : writes.update.mutateAsync({ id: (target as SimpleVariant)._id, ...values }),
    );
    if (!done) return;
    notifySuccess(words('saved'));
    setEditing(null);
  };
  const remove = async (variant: SimpleVariant) => {
    if (!(await confirmAction(words('deleteConfirm'), t('common.delete'), { danger: true }))) return;
    if (await props.inDraft(() => writes.remove.mutateAsync(variant._id))) notifySuccess(words('deleted'));
  };

  return (
    <Stack gap="xl" maw={960}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {words('title')}
          </Title>
          {!readOnly && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {words('add')}
            </Button>
          )}
        </Group>
        {all.length > 5 && (
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('shop.products.search')}
            aria-label={t('shop.products.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        )}
        {variants.isPending ? null : shown.length === 0 ? (
          <Paper withBorder p="lg" radius="md">
            <Text size="sm" c="dimmed">
              {all.length === 0 ? words('empty') : words('noneFound')}
            </Text>
          </Paper>
        ) : (
          <Table withTableBorder verticalSpacing="xs" aria-label={words('title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{words('name')}</Table.Th>
                <Table.Th>{t('shop.products.fields.sku')}</Table.Th>
                <Table.Th>{words('price')}</Table.Th>
                <Table.Th>{t('shop.products.columns.stock')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((variant) => (
                <Table.Tr key={variant._id}>
                  <Table.Td>{variant.name}</Table.Td>
                  <Table.Td>{variant.sku || t('shop.products.noSku')}</Table.Td>
                  <Table.Td>{formatMoney(variant.price.value ?? product.price.value)}</Table.Td>
                  <Table.Td>
                    {product.manageStock
                      ? t('shop.products.stockCount', { count: variant.stockCount })
                      : stockStatusLabels[variant.stockStatus]}
                  </Table.Td>
                  <Table.Td>
                    {!readOnly && (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${words('edit')} ${variant.name}`}
                          onClick={() => setEditing(variant)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${t('common.delete')} ${variant.name}`}
                          onClick={() => void remove(variant)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <LinkedProducts product={product} readOnly={readOnly} onPublish={props.onPublish} />
      <VariantModal
        opened={editing !== null}
        variant={editing === 'new' ? null : editing}
        manageStock={product.manageStock}
        attributes={variantAttributes}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </Stack>
  );
}
