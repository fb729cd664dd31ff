import { Fieldset, MultiSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Label, type Product, productTypeLabels, productTypes } from '@vev/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, sitePath } from '../../../../api/client';
import { useSiteId } from '../../../../app/session/session-store';
import { SiteTagsInput } from '../../../../components/SiteTagsInput';
import { RichTextInput } from '../../../../components/section-form/rich-text/RichTextInput';
import { labelKeys } from '../../../../hooks/api/shop';
import type { ProductForm } from '../product-form';

/** The site's labels to choose from (a shop has a handful; the list's cap is 100). */
function useLabelChoices() {
  const siteId = useSiteId();
  const query = { limit: 100 };
  return useQuery({
    queryKey: labelKeys.list(siteId, query),
    queryFn: () => api.get<Label[]>(sitePath(siteId, '/labels'), { query }),
    meta: { errorToast: false },
  });
}

/** Generelt › General: name, address, SKU, type, the descriptions, tags and labels. */
export function GeneralSection({ product, readOnly }: { product: Product; readOnly: boolean }) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<ProductForm>();
  const errors = formState.errors;
  const labels = useLabelChoices();
  const field = (key: string) => t(`shop.products.fields.${key}` as 'shop.products.fields.name');
  return (
    <Fieldset legend={t('shop.products.sections.general')} disabled={readOnly}>
      <Stack>
        <TextInput label={field('name')} withAsterisk error={errors.name?.message} {...register('name')} />
        <TextInput
          label={field('slug')}
          description={`${field('slugDescription')} ${product.path}`}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <TextInput label={field('sku')} error={errors.sku?.message} {...register('sku')} />
        <Controller
          control={control}
          name="type"
          render={({ field: type }) => (
            <Radio.Group label={field('type')} value={type.value} onChange={type.onChange}>
              <Stack gap={6} mt={6}>
                {productTypes.map((value) => (
                  <Radio key={value} value={value} label={productTypeLabels[value]} disabled={readOnly} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Textarea
          label={field('description')}
          autosize
          minRows={2}
          error={errors.description?.message}
          {...register('description')}
        />
        <Controller
          control={control}
          name="extendedDescription"
          render={({ field: text, fieldState }) => (
            <RichTextInput
              label={field('extendedDescription')}
              value={text.value}
              onChange={text.onChange}
              disabled={readOnly}
              error={fieldState.error?.message}
            />
          )}
        />
        <Textarea
          label={field('externalDescription')}
          description={field('externalDescriptionHelp')}
          autosize
          minRows={2}
          error={errors.externalDescription?.message}
          {...register('externalDescription')}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field: tags, fieldState }) => (
            <SiteTagsInput
              label={field('tags')}
              value={tags.value}
              onChange={tags.onChange}
              disabled={readOnly}
              allowNew={!readOnly}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="labels"
          render={({ field: chosen }) => (
            <MultiSelect
              label={field('labels')}
              data={(labels.data ?? []).map((label) => ({ value: label._id, label: label.name }))}
              value={chosen.value}
              onChange={chosen.onChange}
              disabled={readOnly}
              searchable
              clearable
            />
          )}
        />
      </Stack>
    </Fieldset>
  );
}
