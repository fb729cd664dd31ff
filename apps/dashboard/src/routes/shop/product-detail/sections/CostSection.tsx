import { Fieldset, Stack, Text } from '@mantine/core';
import { formatMoney } from '@vev/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '../fields/form-fields';
import type { ProductForm } from '../product-form';

/** Generelt › Cost: what the shop pays, and the margin against the price as entered. */
export function CostSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductForm>();
  const [cost, price] = useWatch({ control, name: ['costPrice', 'price'] });
  const margin = cost !== null && price.type === 'fixed' && price.value > 0 ? price.value - cost : null;
  return (
    <Fieldset legend={t('shop.products.sections.cost')} disabled={readOnly}>
      <Stack gap="xs">
        <MoneyField
          name="costPrice"
          label={t('shop.products.fields.costPrice')}
          description={t('shop.products.fields.costPriceHelp')}
          nullable
          disabled={readOnly}
        />
        {margin !== null && (
          <Text size="sm" c={margin < 0 ? 'red.7' : 'dimmed'}>
            {t('shop.products.fields.margin', {
              amount: formatMoney(margin),
              percent: Math.round((margin / price.value) * 100),
            })}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
