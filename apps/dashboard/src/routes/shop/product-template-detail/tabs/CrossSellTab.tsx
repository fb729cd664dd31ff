import { ActionIcon, Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ProductTemplateValues } from '@vev/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProductSearchSelect } from '../../../../components/product-search/ProductSearchSelect';
import { useProductsById } from '../../../../hooks/api/products';
import { ProductThumbnail } from '../../product-list/ProductThumbnail';

/** Kryss-salg: published products suggested with the template's products, found by a search (500 ms debounce). */
export function CrossSellTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ProductTemplateValues>();
  const entries = useWatch({ control, name: 'crossSell' });
  const ids = entries.map((entry) => entry.product);
  const products = useProductsById(ids);
  const set = (next: string[]) =>
    setValue(
      'crossSell',
      next.map((product) => ({ product })),
      { shouldDirty: true },
    );
  const nameOf = (id: string) =>
    products.data?.find((product) => product._id === id)?.name ??
    (products.isPending ? '…' : t('shop.productTemplates.crossSell.deleted'));
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('shop.productTemplates.crossSell.help')}
        </Text>
        {!readOnly && (
          <ProductSearchSelect
            label={t('shop.productTemplates.crossSell.add')}
            filter={{ draft: 'false' }}
            excluded={ids}
            onChoose={(product) => set([...ids, product._id])}
          />
        )}
        {products.isError && (
          <Alert color="red" role="alert">
            {t('shop.productTemplates.crossSell.loadFailed')}
          </Alert>
        )}
        {ids.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('shop.productTemplates.crossSell.none')}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('shop.productTemplates.tabs.crossSell')}
          >
            {ids.map((id) => {
              const product = products.data?.find((candidate) => candidate._id === id);
              return (
                <Paper key={id} withBorder p="xs" component="li" aria-label={nameOf(id)}>
                  <Group wrap="nowrap">
                    <ProductThumbnail url={product?.image ?? null} size={41} />
                    <Text size="sm" fw={500} style={{ flex: 1 }}>
                      {nameOf(id)}
                    </Text>
                    {!readOnly && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('shop.productTemplates.crossSell.remove', { name: nameOf(id) })}
                        onClick={() => set(ids.filter((other) => other !== id))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
