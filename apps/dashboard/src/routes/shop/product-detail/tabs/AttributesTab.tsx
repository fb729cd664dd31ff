import { ActionIcon, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type Attribute, anyAttributeValue, type ProductAttributeValue } from '@vev/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, sitePath } from '../../../../api/client';
import { useSiteId } from '../../../../app/session/session-store';
import { SortableList } from '../../../../components/sortable/SortableList';
import { attributeKeys } from '../../../../hooks/api/shop';
import type { ProductForm } from '../product-form';

/** The site's attributes to choose from (a shop has dozens at most; the list's cap is 100). */
function useAttributeChoices() {
  const siteId = useSiteId();
  const query = { limit: 100 };
  return useQuery({
    queryKey: attributeKeys.list(siteId, query),
    queryFn: () => api.get<Attribute[]>(sitePath(siteId, '/attributes'), { query }),
    meta: { errorToast: false },
  });
}

/**
 * Attributter: the product's attributes, each with one of its options or any of them ('__any__',
 * spec 3 'Product attribute value'); an attribute once; drag to reorder.
 */
export function AttributesTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ProductForm>();
  const values = useWatch({ control, name: 'attributes' });
  const attributes = useAttributeChoices();
  const byId = new Map((attributes.data ?? []).map((attribute) => [attribute._id, attribute]));
  const available = (attributes.data ?? []).filter((attribute) => !values.some((value) => value.ref === attribute._id));
  const set = (next: ProductAttributeValue[]) => setValue('attributes', next, { shouldDirty: true });
  const nameOf = (ref: string) => byId.get(ref)?.name ?? t('shop.products.deleted');

  return (
    <Stack maw={760}>
      {!readOnly && (
        <Select
          label={t('shop.products.attributes.add')}
          placeholder={available.length === 0 ? t('shop.products.attributes.noneAvailable') : undefined}
          data={available.map((attribute) => ({ value: attribute._id, label: attribute.name }))}
          value={null}
          disabled={available.length === 0}
          searchable
          onChange={(ref) => ref && set([...values, { ref, value: anyAttributeValue }])}
        />
      )}
      {values.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text size="sm" c="dimmed">
            {t('shop.products.attributes.empty')}
          </Text>
        </Paper>
      ) : (
        <SortableList
          items={values}
          itemKey={(value) => value.ref}
          onMove={(from, to) => {
            const next = [...values];
            const [moved] = next.splice(from, 1);
            if (moved) next.splice(to, 0, moved);
            set(next);
          }}
          label={t('shop.products.tabs.attributes')}
          itemLabel={(value) => ({
            row: nameOf(value.ref),
            handle: t('shop.products.bundle.drag', { name: nameOf(value.ref) }),
          })}
          disabled={readOnly}
        >
          {(value, index) => (
            <Group align="flex-end" wrap="nowrap">
              <Text size="sm" fw={500} w={200} mb={8}>
                {nameOf(value.ref)}
              </Text>
              <Select
                label={t('shop.products.attributes.value')}
                style={{ flex: 1 }}
                disabled={readOnly}
                allowDeselect={false}
                data={[
                  { value: anyAttributeValue, label: t('shop.products.attributes.any') },
                  ...(byId.get(value.ref)?.options ?? []).map((option) => ({
                    value: option.value,
                    label: option.value,
                  })),
                ]}
                value={value.value}
                onChange={(chosen) =>
                  chosen &&
                  set(values.map((entry, position) => (position === index ? { ...entry, value: chosen } : entry)))
                }
              />
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  aria-label={t('shop.products.attributes.remove')}
                  onClick={() => set(values.filter((_entry, position) => position !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          )}
        </SortableList>
      )}
    </Stack>
  );
}
