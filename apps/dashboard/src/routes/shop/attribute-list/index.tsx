import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type Attribute, attributeTypeLabels, gateAllows } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ResourceColumn, ResourceList, useListSearch } from '../../../components/resource-list';
import { useAttributeList } from '../../../hooks/api/shop';
import { usePermission } from '../../../hooks/api/sites';
import { OptionSwatch } from '../attribute-detail/OptionMeta';
import { attributePath, newShopId } from '../paths';

/** How many of an attribute's options the list names before '+ n'. */
const optionsShown = 6;

/** /butikk/attributter: the shop's attributes with their options (spec 3 §1). */
export function AttributeListScreen() {
  const { t } = useTranslation();
  const canWrite = gateAllows('contributor', usePermission());
  const search = useListSearch();
  const list = useAttributeList({ text: search.text || undefined });
  const columns = useMemo<ResourceColumn<Attribute>[]>(
    () => [
      {
        key: 'name',
        title: t('shop.attributes.columns.name'),
        cell: (attribute) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={500}>
              {attribute.name}
            </Text>
            <Badge variant="light" color="gray" size="sm">
              {attributeTypeLabels[attribute.type]}
            </Badge>
          </Group>
        ),
      },
      {
        key: 'options',
        title: t('shop.attributes.columns.options'),
        cell: (attribute) => (
          <Group gap={6} wrap="wrap">
            {attribute.options.slice(0, optionsShown).map((option) => (
              <Badge
                key={option._id}
                variant="outline"
                color="gray"
                size="md"
                leftSection={<OptionSwatch meta={option.meta} size={10} />}
                styles={{ label: { textTransform: 'none' } }}
              >
                {option.value}
              </Badge>
            ))}
            {attribute.options.length > optionsShown && (
              <Text size="xs" c="dimmed">
                +{attribute.options.length - optionsShown}
              </Text>
            )}
          </Group>
        ),
      },
    ],
    [t],
  );

  const create = canWrite ? (
    <Button component={Link} to={attributePath(newShopId)} leftSection={<IconPlus size={16} />}>
      {t('shop.attributes.create')}
    </Button>
  ) : undefined;
  return (
    <ResourceList
      title={t('shop.attributes.title')}
      action={create}
      search={search}
      searchPlaceholder={t('shop.attributes.search')}
      columns={columns}
      query={list}
      rowKey={(attribute) => attribute._id}
      rowLink={(attribute) => ({ to: attributePath(attribute._id), label: attribute.name })}
      emptyState={{ title: t('shop.attributes.empty'), description: t('shop.attributes.emptyText'), action: create }}
    />
  );
}

export { AttributeListScreen as Component };
