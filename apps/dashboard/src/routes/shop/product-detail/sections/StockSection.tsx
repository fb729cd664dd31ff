import { Fieldset, NumberInput, Stack } from '@mantine/core';
import { backorderLabels, offeredBackorders, type Product, stockStatuses, stockStatusLabels } from '@vev/shared';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../components/notify';
import { productHooks } from '../../../../hooks/api/products';
import { SelectField, SwitchField } from '../fields/form-fields';
import type { ProductForm } from '../product-form';

/**
 * Generelt › Stock: with manageStock the count and backorders, else a status (spec 3 §4). The count
 * is live: it is saved at once, never drafted, since orders change it too (ARCHITECTURE.md 'Stock').
 */
export function StockSection({ product, readOnly }: { product: Product; readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductForm>();
  const manageStock = useWatch({ control, name: 'manageStock' });
  const update = productHooks.useUpdate(product._id);
  const [count, setCount] = useState<number | string>(product.stockCount);
  useEffect(() => setCount(product.stockCount), [product.stockCount]);
  const field = (key: string) => t(`shop.products.fields.${key}` as 'shop.products.fields.name');
  const saveCount = async () => {
    if (typeof count !== 'number' || count === product.stockCount) return;
    await update.mutateAsync({ stockCount: count, version: product.version });
    notifySuccess(t('toasts.saved'));
  };
  return (
    <Fieldset legend={t('shop.products.sections.stock')} disabled={readOnly}>
      <Stack>
        <SwitchField name="manageStock" label={field('manageStock')} disabled={readOnly} />
        {manageStock ? (
          <>
            <NumberInput
              label={field('stockCount')}
              description={field('stockCountHelp')}
              allowDecimal={false}
              value={count}
              onChange={setCount}
              onBlur={() => void saveCount()}
              disabled={readOnly}
            />
            <SelectField
              name="backorders"
              label={field('backorders')}
              data={offeredBackorders.map((value) => ({ value, label: backorderLabels[value] }))}
              disabled={readOnly}
            />
          </>
        ) : (
          <SelectField
            name="stockStatus"
            label={field('stockStatus')}
            data={stockStatuses.map((value) => ({ value, label: stockStatusLabels[value] }))}
            disabled={readOnly}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
