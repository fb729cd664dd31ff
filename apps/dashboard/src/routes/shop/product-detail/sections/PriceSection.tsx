import { Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { priceTypeLabels, priceTypes, taxClassLabel } from '@vev/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../../hooks/api/sites';
import { MoneyField, SelectField } from '../fields/form-fields';
import type { ProductForm } from '../product-form';

/**
 * Generelt › Price: type, price and 'før'-price, texts around it, bounds, tax class. A bundle has
 * no price of its own here, and 'Etter avtale' none at all (spec 3 §4); the tax class shows only
 * when the site has more than one (spec 3 §5).
 */
export function PriceSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<ProductForm>();
  const { data: site } = useSite();
  const [bundle, type] = useWatch({ control, name: ['bundle', 'price.type'] });
  const field = (key: string) => t(`shop.products.fields.${key}` as 'shop.products.fields.name');
  const errors = formState.errors.price;
  const taxClasses = site?.taxClasses ?? [];
  // A bundle hides the price type, price, 'før'-price and tax class (spec 3 §4): nothing is left.
  if (bundle) return null;
  return (
    <Fieldset legend={t('shop.products.sections.price')} disabled={readOnly}>
      <Stack>
        {
          <SelectField
            name="price.type"
            label={field('priceType')}
            data={priceTypes.map((value) => ({ value, label: priceTypeLabels[value] }))}
            disabled={readOnly}
          />
        }
        {type === 'fixed' && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MoneyField
                name="price.value"
                label={field(site?.publishProductPriceExcludingTax ? 'priceWithoutTax' : 'priceWithTax')}
                withAsterisk
                disabled={readOnly}
              />
              <MoneyField
                name="price.compareAtValue"
                label={field('compareAtValue')}
                description={field('compareAtHelp')}
                nullable
                disabled={readOnly}
              />
            </SimpleGrid>
            <Group grow>
              <TextInput label={field('prefix')} error={errors?.prefix?.message} {...register('price.prefix')} />
              <TextInput label={field('suffix')} error={errors?.suffix?.message} {...register('price.suffix')} />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MoneyField name="price.minPrice" label={field('minPrice')} nullable disabled={readOnly} />
              <MoneyField name="price.maxPrice" label={field('maxPrice')} nullable disabled={readOnly} />
            </SimpleGrid>
          </>
        )}
        {taxClasses.length > 1 && (
          <SelectField
            name="taxClass"
            label={field('taxClass')}
            data={taxClasses.map((taxClass) => ({ value: taxClass.id, label: taxClassLabel(taxClass) }))}
            disabled={readOnly}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
