import { Fieldset, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PageListItem } from '@vev/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, sitePath } from '../../../../api/client';
import { useSiteId } from '../../../../app/session/session-store';
import { pageKeys } from '../../../../hooks/api/pages';
import type { ProductForm } from '../product-form';

/** The site's categories to choose from, by path (spec 3 §7: GET pages with isCategory). */
function useCategoryChoices() {
  const siteId = useSiteId();
  const query = { isCategory: true, limit: 100 };
  return useQuery({
    queryKey: pageKeys.picker(siteId, query),
    queryFn: () => api.get<PageListItem[]>(sitePath(siteId, '/pages'), { query }),
    meta: { errorToast: false },
  });
}

/** Generelt › Categories: where the product is listed, and its primary category (one of them). */
export function CategoriesSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, setValue, getValues } = useFormContext<ProductForm>();
  const categories = useCategoryChoices();
  const chosen = useWatch({ control, name: 'categories' });
  const data = (categories.data ?? []).map((page) => ({ value: page._id, label: `${page.title} (${page.path})` }));
  const labelOf = (id: string) => data.find((option) => option.value === id)?.label ?? t('shop.products.deleted');
  return (
    <Fieldset legend={t('shop.products.sections.categories')} disabled={readOnly}>
      <Stack>
        {categories.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('shop.products.fields.noCategories')}
          </Text>
        )}
        <Controller
          control={control}
          name="categories"
          render={({ field }) => (
            <MultiSelect
              label={t('shop.products.fields.categories')}
              data={[
                ...data,
                ...field.value
                  .filter((entry) => !data.some((option) => option.value === entry.ref))
                  .map((entry) => ({ value: entry.ref, label: labelOf(entry.ref) })),
              ]}
              value={field.value.map((entry) => entry.ref)}
              onChange={(ids) => {
                field.onChange(ids.map((ref) => ({ ref })));
                const primary = getValues('primaryCategory');
                if (primary && !ids.includes(primary))
                  setValue('primaryCategory', ids[0] ?? null, { shouldDirty: true });
                if (!primary && ids[0]) setValue('primaryCategory', ids[0], { shouldDirty: true });
              }}
              disabled={readOnly}
              searchable
            />
          )}
        />
        <Controller
          control={control}
          name="primaryCategory"
          render={({ field, fieldState }) => (
            <Select
              label={t('shop.products.fields.primaryCategory')}
              data={chosen.map((entry) => ({ value: entry.ref, label: labelOf(entry.ref) }))}
              value={field.value}
              onChange={field.onChange}
              disabled={readOnly || chosen.length === 0}
              error={fieldState.error?.message}
              clearable
            />
          )}
        />
      </Stack>
    </Fieldset>
  );
}
