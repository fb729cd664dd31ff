import { Button, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  draftOrderMessages,
  formatMoney,
  type OrderListItem,
  orderFallbacks,
  orderPaymentStatuses,
  orderPaymentStatusLabels,
  orderStatuses,
  orderStatusLabels,
} from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../components/format';
import { type ResourceColumn, ResourceList, useListFilters, useListSearch } from '../../../components/resource-list';
import { useOrderList } from '../../../hooks/api/orders';
import { newShopId, orderPath } from '../paths';
import { orderFilterNames, orderListFilter } from './list-filter';
import { DraftBadge, OrderStatusBadge, PaymentStatusBadge } from './OrderBadges';

const statusChoices = orderStatuses.map((value) => ({ value, label: orderStatusLabels[value] }));
const paymentStatusChoices = orderPaymentStatuses.map((value) => ({ value, label: orderPaymentStatusLabels[value] }));

/** The order's name in the list and the editor: its number, or 'Utkast' where a draft has none. */
export const orderNumberText = (order: Pick<OrderListItem, 'orderNumber'>) =>
  order.orderNumber === null ? draftOrderMessages.draftLabel : `#${order.orderNumber}`;

/**
 * /butikk/ordrer (spec 3 §2, §4): newest first, searched by order number, customer name or e-mail,
 * filtered by status and payment status, more as the list scrolls.
 */
export function OrderListScreen() {
  const { t } = useTranslation();
  const search = useListSearch();
  const filters = useListFilters(orderFilterNames);
  const [, setParams] = useSearchParams();
  const list = useOrderList(orderListFilter({ text: search.text, ...filters.values }));
  const kindChoices = [
    { value: 'false', label: t('shop.orders.kindFilter.placed') },
    { value: 'true', label: t('shop.orders.kindFilter.drafts') },
  ];
  const columns = useMemo<ResourceColumn<OrderListItem>[]>(
    () => [
      {
        key: 'number',
        title: t('shop.orders.columns.number'),
        compact: true,
        cell: (order) => (
          <Text size="sm" fw={500}>
            {orderNumberText(order)}
          </Text>
        ),
      },
      {
        key: 'date',
        title: t('shop.orders.columns.date'),
        compact: true,
        visibleFrom: 'md',
        cell: (order) => <Text size="sm">{formatDateTime(order.timestamp)}</Text>,
      },
      {
        key: 'customer',
        title: t('shop.orders.columns.customer'),
        cell: (order) =>
          order.customerName ? (
            <Stack gap={0}>
              <Text size="sm">{order.customerName}</Text>
              <Text size="xs" c="dimmed">
                {order.customerEmail || orderFallbacks.noEmail}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {orderFallbacks.noCustomer}
            </Text>
          ),
      },
      {
        key: 'total',
        title: t('shop.orders.columns.total'),
        compact: true,
        cell: (order) => <Text size="sm">{formatMoney(order.total)}</Text>,
      },
      {
        key: 'status',
        title: t('shop.orders.columns.status'),
        compact: true,
        visibleFrom: 'sm',
        cell: (order) => (order.draft ? <DraftBadge /> : <OrderStatusBadge status={order.status} />),
      },
      {
        key: 'paymentStatus',
        title: t('shop.orders.columns.paymentStatus'),
        compact: true,
        visibleFrom: 'sm',
        cell: (order) => (order.draft ? null : <PaymentStatusBadge status={order.paymentStatus} />),
      },
    ],
    [t],
  );
  // One change of the address: two in a row would each start from the same one.
  const clearFilters = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of orderFilterNames) next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <ResourceList
      title={t('shop.orders.title')}
      search={search}
      searchPlaceholder={t('shop.orders.search')}
      action={
        <Button component={Link} to={orderPath(newShopId)} leftSection={<IconPlus size={16} />}>
          {t('shop.orders.create')}
        </Button>
      }
      filters={
        <>
          <Select
            label={t('shop.orders.kindFilter.label')}
            data={kindChoices}
            value={filters.values.draft === 'true' ? 'true' : 'false'}
            onChange={(value) => filters.set('draft', value === 'true' ? 'true' : null)}
            allowDeselect={false}
            w={130}
          />
          <Select
            label={t('shop.orders.filters.status')}
            placeholder={t('shop.orders.filters.all')}
            data={statusChoices}
            value={filters.values.status ?? null}
            onChange={(value) => filters.set('status', value)}
            clearable
            w={170}
          />
          <Select
            label={t('shop.orders.filters.paymentStatus')}
            placeholder={t('shop.orders.filters.all')}
            data={paymentStatusChoices}
            value={filters.values.paymentStatus ?? null}
            onChange={(value) => filters.set('paymentStatus', value)}
            clearable
            w={190}
          />
        </>
      }
      columns={columns}
      query={list}
      rowKey={(order) => order._id}
      rowLink={(order) => ({
        to: orderPath(order._id),
        label: t('shop.orders.orderTitle', { number: orderNumberText(order) }),
      })}
      emptyState={
        filters.active
          ? {
              title: t('shop.orders.emptyFiltered'),
              description: t('shop.orders.emptyFilteredText'),
              action: (
                <Button variant="default" onClick={clearFilters}>
                  {t('shop.orders.clearFilters')}
                </Button>
              ),
            }
          : {
              title: t('shop.orders.empty'),
              description: t('shop.orders.emptyText'),
              noMatches: (text) => ({
                title: t('shop.orders.noneFound'),
                description: t('shop.orders.noMatch', { search: text }),
              }),
            }
      }
    />
  );
}

export { OrderListScreen as Component };
