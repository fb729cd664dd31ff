import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ShippingClass } from '@vev/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, sitePath } from '../../../../api/client';
import { useSiteId } from '../../../../app/session/session-store';
import { shippingClassKeys } from '../../../../hooks/api/shipping';
import { NumberField, SelectField, SwitchField } from '../fields/form-fields';
import type { ProductForm } from '../product-form';

/** Frakt: virtual products are not sent; others have a shipping class, weight and size. */
export function ShippingTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const siteId = useSiteId();
  const { control } = useFormContext<ProductForm>();
  const virtual = useWatch({ control, name: 'virtual' });
  const classes = useQuery({
    queryKey: shippingClassKeys.list(siteId, { limit: 100 }),
    queryFn: () => api.get<ShippingClass[]>(sitePath(siteId, '/shipping/classes'), { query: { limit: 100 } }),
    meta: { errorToast: false },
  });
  const words = (key: string) => t(`shop.products.shipping.${key}` as 'shop.products.shipping.class');
  return (
    <Fieldset legend={t('shop.products.tabs.shipping')} disabled={readOnly} maw={640}>
      <Stack>
        <SwitchField name="virtual" label={words('virtual')} disabled={readOnly} />
        {!virtual && (
          <>
            <SelectField
              name="shipping.class"
              label={words('class')}
              data={(classes.data ?? []).map((shippingClass) => ({
                value: shippingClass._id,
                label: shippingClass.name,
              }))}
              clearable
              disabled={readOnly}
            />
            <NumberField name="shipping.weight" label={words('weight')} min={0} disabled={readOnly} />
            <SimpleGrid cols={3}>
              <NumberField name="shipping.length" label={words('length')} min={0} decimals disabled={readOnly} />
              <NumberField name="shipping.width" label={words('width')} min={0} decimals disabled={readOnly} />
              <NumberField name="shipping.height" label={words('height')} min={0} decimals disabled={readOnly} />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
