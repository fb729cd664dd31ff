import { Group, MultiSelect, NumberInput, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  type DiscountAppliesTo,
  type DiscountForm,
  type DiscountLimitSelection,
  discountAppliesTo,
  discountAppliesToLabels,
  discountLimitSelectionLabels,
  discountLimitSelections,
  discountOnShipping,
  type PageListItem,
} from '@vev/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, sitePath } from '../../../api/client';
import { useSiteId } from '../../../app/session/session-store';
import { ProductChoiceList } from '../../../components/product-search/ProductChoiceList';
import { pageKeys } from '../../../hooks/api/pages';
import { useShippingClassList } from '../../../hooks/api/shipping';
import type { discounts } from '../../../i18n/nb/discounts';

/** The site's categories to choose from (GET pages with isCategory), as the product editor reads them. */
function useCategoryChoices(enabled: boolean) {
  const siteId = useSiteId();
  const query = { isCategory: true, limit: 100 };
  return useQuery({
    queryKey: pageKeys.picker(siteId, query),
    queryFn: () => api.get<PageListItem[]>(sitePath(siteId, '/pages'), { query }),
    enabled,
    meta: { errorToast: false },
  });
}

/** The chosen categories or shipping classes, by name; a value that is gone still shows, as 'Slettet'. */
function ValuesSelect(props: { appliesTo: DiscountAppliesTo; readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DiscountForm>();
  const categories = useCategoryChoices(props.appliesTo === 'categories');
  const classes = useShippingClassList(props.appliesTo !== 'categories');
  const options =
    props.appliesTo === 'categories'
      ? (categories.data ?? []).map((page) => ({ value: page._id, label: `${page.title} (${page.path})` }))
      : (classes.data?.pages.flat() ?? []).map((entry) => ({ value: entry._id, label: entry.name }));
  const none = props.appliesTo === 'categories' ? ('noCategories' as const) : ('noShippingClasses' as const);
  return (
    <Controller
      control={control}
      name="appliesToValues"
      render={({ field, fieldState }) => (
        <Stack gap="xs">
          <MultiSelect
            label={t(
              props.appliesTo === 'categories'
                ? 'shop.discounts.fields.categories'
                : 'shop.discounts.fields.shippingClasses',
            )}
            withAsterisk
            searchable
            data={[
              ...options,
              ...field.value
                .filter((value) => !options.some((option) => option.value === value))
                .map((value) => ({ value, label: t('shop.discounts.products.deleted') })),
            ]}
            value={field.value}
            onChange={field.onChange}
            disabled={props.readOnly}
            error={fieldState.error?.message}
          />
          {options.length === 0 && (categories.isSuccess || classes.isSuccess) && (
            <Text size="sm" c="dimmed">
              {t(`shop.discounts.${none}`)}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}

/** Gjelder for: what the discount reaches (changing it clears the chosen values) and the cart rules. */
export function AppliesToTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, setValue, formState } = useFormContext<DiscountForm>();
  const [appliesTo, cartRules] = useWatch({ control, name: ['appliesTo', 'cartRules'] });
  const words = (key: keyof typeof discounts.fields) => t(`shop.discounts.fields.${key}` as const);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Controller
          control={control}
          name="appliesTo"
          render={({ field }) => (
            <Select
              label={words('appliesTo')}
              allowDeselect={false}
              maw={420}
              data={discountAppliesTo.map((value) => ({ value, label: discountAppliesToLabels[value] }))}
              value={field.value}
              onChange={(value) => {
                if (!value || value === field.value) return;
                field.onChange(value as DiscountAppliesTo);
                // Changing what it applies to clears the chosen values (spec 3 §4).
                setValue('appliesToValues', [], { shouldDirty: true });
              }}
              disabled={readOnly}
            />
          )}
        />
        {discountOnShipping(appliesTo) && (
          <Text size="sm" c="dimmed">
            {t('shop.discounts.shippingHelp')}
          </Text>
        )}
        {appliesTo === 'products' && (
          <Controller
            control={control}
            name="appliesToValues"
            render={({ field }) => (
              <Stack gap="xs">
                <ProductChoiceList
                  ids={field.value}
                  onChange={field.onChange}
                  readOnly={readOnly}
                  filter={{}}
                  labels={{
                    help: t('shop.discounts.products.help'),
                    add: t('shop.discounts.products.add'),
                    list: t('shop.discounts.products.list'),
                    deleted: t('shop.discounts.products.deleted'),
                    remove: (name) => t('shop.discounts.products.remove', { name }),
                  }}
                  empty={
                    <Text size="sm" c="dimmed">
                      {t('shop.discounts.products.empty')}
                    </Text>
                  }
                />
                {formState.errors.appliesToValues && (
                  <Text size="sm" c="red">
                    {formState.errors.appliesToValues.message}
                  </Text>
                )}
              </Stack>
            )}
          />
        )}
        {(appliesTo === 'categories' || appliesTo === 'shippingClasses' || appliesTo === 'shippingClassesExcluded') && (
          <ValuesSelect key={appliesTo} appliesTo={appliesTo} readOnly={readOnly} />
        )}
        {!discountOnShipping(appliesTo) && (
          <Switch
            label={words('cartRules')}
            description={words('cartRulesDescription')}
            checked={cartRules !== null}
            // The switch resets the cart rules either way (spec 3 §5).
            onChange={(event) =>
              setValue('cartRules', event.currentTarget.checked ? { limit: 1, limitSelection: 'cheapest' } : null, {
                shouldDirty: true,
              })
            }
            disabled={readOnly}
          />
        )}
        {cartRules !== null && !discountOnShipping(appliesTo) && (
          <Group align="flex-start" grow wrap="wrap">
            <Controller
              control={control}
              name="cartRules.limit"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={words('limit')}
                  withAsterisk
                  min={1}
                  allowDecimal={false}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  disabled={readOnly}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="cartRules.limitSelection"
              render={({ field }) => (
                <Select
                  label={words('limitSelection')}
                  allowDeselect={false}
                  data={discountLimitSelections.map((value) => ({
                    value,
                    label: discountLimitSelectionLabels[value],
                  }))}
                  value={field.value ?? 'cheapest'}
                  onChange={(value) => value && field.onChange(value as DiscountLimitSelection)}
                  disabled={readOnly}
                />
              )}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
