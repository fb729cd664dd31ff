import { Anchor, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format';
import { useOrderList } from '../../../hooks/api/orders';
import { orderNumberText } from '../order-list';
import { OrderStatusBadge, PaymentStatusBadge } from '../order-list/OrderBadges';
import { orderPath } from '../paths';

/** The 'ordrer' tab: the customer's orders, newest first (`GET orders?customer=`), each a link to the order. */
export function CustomerOrders({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const query = useOrderList({ customer: customerId });
  const orders = query.data?.pages.flat() ?? [];
  if (query.isPending) return null;
  if (orders.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text fw={500}>{t('shop.customers.ordersTab.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('shop.customers.ordersTab.emptyText')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shop.orders.columns.number')}</Table.Th>
              <Table.Th>{t('shop.orders.columns.date')}</Table.Th>
              <Table.Th>{t('shop.orders.columns.total')}</Table.Th>
              <Table.Th>{t('shop.orders.columns.status')}</Table.Th>
              <Table.Th>{t('shop.orders.columns.paymentStatus')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order._id}>
                <Table.Td>
                  <Anchor component={Link} to={orderPath(order._id)} size="sm" fw={500}>
                    {t('shop.orders.orderTitle', { number: orderNumberText(order) })}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDateTime(order.timestamp)}</Table.Td>
                <Table.Td>{formatMoney(order.total)}</Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
                <Table.Td>
                  <PaymentStatusBadge status={order.paymentStatus} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {query.hasNextPage && (
        <Button variant="default" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t('shop.customers.ordersTab.more')}
        </Button>
      )}
    </Stack>
  );
}
