import { Badge, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type Discount, discountOfferText, discountTypeLabels, gateAllows } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format';
import { type ResourceColumn, ResourceList, useListSearch } from '../../../components/resource-list';
import { useDiscountList } from '../../../hooks/api/discounts';
import { usePermission } from '../../../hooks/api/sites';
import { discountPath, newShopId } from '../paths';

/** /butikk/tilbud: the shop's discounts with their type, offer, status, period and usage (spec 3 §2). */
export function DiscountListScreen() {
  const { t } = useTranslation();
  const canWrite = gateAllows('contributor', usePermission());
  const search = useListSearch();
  const list = useDiscountList({ text: search.text || undefined });
  const columns = useMemo<ResourceColumn<Discount>[]>(
    () => [
      {
        key: 'name',
        title: t('shop.discounts.columns.name'),
        cell: (discount) => (
          <Text size="sm" fw={500}>
            {discount.name}
          </Text>
        ),
      },
      {
        key: 'type',
        title: t('shop.discounts.columns.type'),
        visibleFrom: 'md',
        cell: (discount) => discountTypeLabels[discount.__type],
      },
      { key: 'offer', title: t('shop.discounts.columns.offer'), cell: (discount) => discountOfferText(discount) },
      {
        key: 'active',
        title: t('shop.discounts.columns.active'),
        compact: true,
        cell: (discount) => (
          <Badge color={discount.active ? 'green' : 'gray'} variant="light">
            {t(discount.active ? 'shop.discounts.active' : 'shop.discounts.inactive')}
          </Badge>
        ),
      },
      {
        key: 'period',
        title: t('shop.discounts.columns.period'),
        cell: (discount) =>
          discount.endDate
            ? t('shop.discounts.periodBetween', {
                start: formatDateTime(discount.startDate),
                end: formatDateTime(discount.endDate),
              })
            : t('shop.discounts.periodFrom', { start: formatDateTime(discount.startDate) }),
      },
      {
        key: 'usage',
        title: t('shop.discounts.columns.usage'),
        compact: true,
        visibleFrom: 'md',
        cell: (discount) =>
          discount.__type === 'code'
            ? t('shop.discounts.usage', { count: discount.used })
            : t('shop.discounts.noUsage'),
      },
    ],
    [t],
  );

  const create = canWrite ? (
    <Button component={Link} to={discountPath(newShopId)} leftSection={<IconPlus size={16} />}>
      {t('shop.discounts.create')}
    </Button>
  ) : undefined;
  return (
    <ResourceList
      title={t('shop.discounts.title')}
      action={create}
      search={search}
      searchPlaceholder={t('shop.discounts.search')}
      columns={columns}
      query={list}
      rowKey={(discount) => discount._id}
      rowLink={(discount) => ({ to: discountPath(discount._id), label: discount.name })}
      emptyState={{ title: t('shop.discounts.empty'), description: t('shop.discounts.emptyText'), action: create }}
    />
  );
}

export { DiscountListScreen as Component };
