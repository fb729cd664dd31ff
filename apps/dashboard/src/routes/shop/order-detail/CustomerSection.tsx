import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Order, orderFallbacks, orderTypeLabels } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format';
import { customerPath } from '../paths';

/** Who ordered: the customer (a link, or 'Finner ikke kunde' when gone), the company, the buyer's note. */
export function CustomerSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const info = order.invoiceInformation;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('shop.orders.general.customer')}
        </Title>
        {order.customer ? (
          order.customer.name === null ? (
            <Text c="dimmed">{orderFallbacks.customerNotFound}</Text>
          ) : (
            <Anchor component={Link} to={customerPath(order.customer._id)}>
              {order.customer.name}
            </Anchor>
          )
        ) : info.name ? (
          <Text>{info.name}</Text>
        ) : (
          <Text c="dimmed">{orderFallbacks.noCustomer}</Text>
        )}
        <Text size="sm">{info.email || orderFallbacks.noEmail}</Text>
        {order.company && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('shop.orders.general.company')}:
            </Text>
            <Text size="sm">{order.company.name ?? orderFallbacks.deleted}</Text>
          </Group>
        )}
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('shop.orders.general.date')}:
          </Text>
          <Text size="sm">{formatDateTime(order.timestamp)}</Text>
          {order.type === 'quote' && (
            <Badge size="sm" variant="light" tt="none">
              {orderTypeLabels.quote}
            </Badge>
          )}
        </Group>
        {order.customerNote && (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('shop.orders.general.customerNote')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {order.customerNote}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
