import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProductSearchSelect } from '../../../../components/product-search/ProductSearchSelect';
import { useProductsById } from '../../../../hooks/api/products';
import { ProductThumbnail } from '../../product-list/ProductThumbnail';
import type { ProductForm } from '../product-form';

/** Kryss-salg: products suggested with this one, found by a search (500 ms debounce, spec 3 §9). */
export function CrossSellTab({ productId, readOnly }: { productId: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ProductForm>();
  const entries = useWatch({ control, name: 'crossSell' });
  const ids = entries.map((entry) => entry.product);
  const products = useProductsById(ids);
  const set = (next: string[]) =>
    setValue(
      'crossSell',
      next.map((product) => ({ product })),
      { shouldDirty: true },
    );
  return (
    <Stack maw={760}>
      <Text size="sm" c="dimmed">
        {t('shop.products.crossSell.help')}
      </Text>
      {!readOnly && (
        <ProductSearchSelect
          label={t('shop.products.crossSell.add')}
          filter={{ exclude: productId }}
          excluded={ids}
          onChoose={(product) => set([...ids, product._id])}
        />
      )}
      {ids.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text size="sm" c="dimmed">
            {t('shop.products.crossSell.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('shop.products.tabs.crossSell')}
        >
          {ids.map((id) => {
            const product = products.data?.find((candidate) => candidate._id === id);
            const name = product?.name ?? (products.isPending ? '…' : t('shop.products.deleted'));
            return (
              <Paper key={id} withBorder p="xs" component="li" aria-label={name}>
                <Group wrap="nowrap">
                  <ProductThumbnail url={product?.image ?? null} size={41} />
                  <Text size="sm" fw={500} style={{ flex: 1 }}>
                    {name}
                  </Text>
                  {!readOnly && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('shop.products.crossSell.remove', { name })}
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
  );
}
