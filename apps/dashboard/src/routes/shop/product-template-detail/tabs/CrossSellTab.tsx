import { Paper, Stack, Text } from '@mantine/core';
import type { ProductTemplateValues } from '@vev/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProductChoiceList } from '../../../../components/product-search/ProductChoiceList';

/** Kryss-salg: published products suggested with the template's products, found by a search (500 ms debounce). */
export function CrossSellTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ProductTemplateValues>();
  const entries = useWatch({ control, name: 'crossSell' });
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
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
          filter={{ draft: 'false' }}
          labels={{
            help: t('shop.productTemplates.crossSell.help'),
            add: t('shop.productTemplates.crossSell.add'),
            list: t('shop.productTemplates.tabs.crossSell'),
            deleted: t('shop.productTemplates.crossSell.deleted'),
            remove: (name) => t('shop.productTemplates.crossSell.remove', { name }),
            loadFailed: t('shop.productTemplates.crossSell.loadFailed'),
          }}
          empty={
            <Text size="sm" c="dimmed">
              {t('shop.productTemplates.crossSell.none')}
            </Text>
          }
        />
      </Stack>
    </Paper>
  );
}
