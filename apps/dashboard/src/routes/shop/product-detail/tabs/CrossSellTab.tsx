import { Paper, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProductChoiceList } from '../../../../components/product-search/ProductChoiceList';
import type { ProductForm } from '../product-form';

/** Kryss-salg: products suggested with this one, found by a search (500 ms debounce, spec 3 §9). */
export function CrossSellTab({ productId, readOnly }: { productId: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ProductForm>();
  const entries = useWatch({ control, name: 'crossSell' });
  return (
    <Stack maw={760}>
      <ProductChoiceList
        ids={entries.map((entry) => entry.product)}
        onChange={(next) =>
          setValue(
            'crossSell',
            next.map((product) => ({ product })),
            { shouldDirty: true },
          )
        }
        readOnly={readOnly}
        filter={{ exclude: productId }}
        labels={{
          help: t('shop.products.crossSell.help'),
          add: t('shop.products.crossSell.add'),
          list: t('shop.products.tabs.crossSell'),
          deleted: t('shop.products.deleted'),
          remove: (name) => t('shop.products.crossSell.remove', { name }),
        }}
        empty={
          <Paper withBorder p="lg" radius="md">
            <Text size="sm" c="dimmed">
              {t('shop.products.crossSell.empty')}
            </Text>
          </Paper>
        }
      />
    </Stack>
  );
}
