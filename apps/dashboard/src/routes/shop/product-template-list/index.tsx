import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { gateAllows, type ProductTemplateListItem } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ResourceColumn, ResourceList, useListSearch } from '../../../components/resource-list';
import { useProductTemplateList } from '../../../hooks/api/product-templates';
import { usePermission } from '../../../hooks/api/sites';
import { newShopId, productTemplatePath } from '../paths';

/** /butikk/produktmaler: the shop's product templates (spec 3 §2). */
export function ProductTemplateListScreen() {
  const { t } = useTranslation();
  const canWrite = gateAllows('contributor', usePermission());
  const search = useListSearch();
  const list = useProductTemplateList({ text: search.text || undefined });
  const columns = useMemo<ResourceColumn<ProductTemplateListItem>[]>(
    () => [
      {
        key: 'name',
        title: t('shop.productTemplates.columns.name'),
        cell: (template) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {template.name}
            </Text>
            {template.description && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {template.description}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        key: 'attributes',
        title: t('shop.productTemplates.columns.attributes'),
        cell: (template) => <Text size="sm">{template.attributeCount}</Text>,
      },
      {
        key: 'customizeOptions',
        title: t('shop.productTemplates.columns.customizeOptions'),
        cell: (template) => <Text size="sm">{template.customizeOptionCount}</Text>,
      },
    ],
    [t],
  );

  const create = canWrite ? (
    <Button component={Link} to={productTemplatePath(newShopId)} leftSection={<IconPlus size={16} />}>
      {t('shop.productTemplates.create')}
    </Button>
  ) : undefined;
  return (
    <ResourceList
      title={t('shop.productTemplates.title')}
      action={create}
      search={search}
      searchPlaceholder={t('shop.productTemplates.search')}
      columns={columns}
      query={list}
      rowKey={(template) => template._id}
      rowLink={(template) => ({ to: productTemplatePath(template._id), label: template.name })}
      emptyState={{
        title: t('shop.productTemplates.empty'),
        description: t('shop.productTemplates.emptyText'),
        action: create,
      }}
    />
  );
}

export { ProductTemplateListScreen as Component };
