import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  canActivatePayment,
  canRefundPayment,
  chargeStatusLabels,
  formatMoney,
  type Order,
  type Payment,
  paymentEventKindLabels,
  reservationStatusLabels,
} from '@vev/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format';
import { notifySuccess } from '../../../components/notify';
import { usePaymentActions } from '../../../hooks/api/orders';
import { RefundModal } from './RefundModal';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

const webhookKinds = { reserved: true, captured: true, refunded: true, cancelled: true, failed: true } as const;
type WebhookKind = keyof typeof webhookKinds;

function PaymentCard(props: { order: Order; payment: Payment; canWrite: boolean; onRefund: () => void }) {
  const { order, payment, canWrite } = props;
  const { t } = useTranslation();
  const { charge } = usePaymentActions(order._id);
  const when = (moment: string | null) => (moment ? formatDateTime(moment) : t('shop.orders.payments.notYet'));
  // A webhook's message is its kind ('reserved'); a provider's own text is shown as it came.
  const eventMessage = (message: string) =>
    message in webhookKinds ? t(`shop.orders.payments.webhookKinds.${message as WebhookKind}`) : message;
  const refunds = order.refunds.filter((refund) => refund.payment === payment._id);
  // A failed charge shows nothing (spec 3 §8): the hook logs it.
  const activate = () =>
    charge.mutateAsync(payment._id).then(
      () => notifySuccess(t('shop.orders.payments.activated')),
      () => undefined,
    );

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-label={t(`shop.orders.providers.${payment.provider}`)}
    >
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t(`shop.orders.providers.${payment.provider}`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t('shop.orders.payments.method')}:{' '}
              {
                // 'card' as 'Kort'; a method without a word is shown as the provider names it.
                t(`shop.orders.methods.${payment.method}` as 'shop.orders.methods.card', {
                  defaultValue: payment.method,
                })
              }
            </Text>
          </Stack>
          <Group gap="xs">
            {payment.fullyRefunded && (
              <Badge variant="outline" color="gray" tt="none">
                {t('shop.orders.payments.fullyRefunded')}
              </Badge>
            )}
            {canWrite && canActivatePayment(payment, { revision: order.revision !== null }) && (
              <Button onClick={() => void activate()} loading={charge.isPending}>
                {t('shop.orders.payments.activate')}
              </Button>
            )}
            {canWrite && (
              <Button variant="default" disabled={!canRefundPayment(payment)} onClick={props.onRefund}>
                {t('shop.orders.payments.refund')}
              </Button>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={t('shop.orders.payments.total')}>{formatMoney(payment.total)}</Figure>
          <Figure label={t('shop.orders.payments.reserved')}>{formatMoney(payment.reservedSum)}</Figure>
          <Figure label={t('shop.orders.payments.charged')}>{formatMoney(payment.chargedSum)}</Figure>
          <Figure label={t('shop.orders.payments.refunded')}>{formatMoney(payment.refundedSum)}</Figure>
          <Figure label={t('shop.orders.payments.reservationStatus')}>
            {reservationStatusLabels[payment.reservationStatus]}
          </Figure>
          <Figure label={t('shop.orders.payments.reservedAt')}>{when(payment.reservationTimestamp)}</Figure>
          <Figure label={t('shop.orders.payments.chargeStatus')}>{chargeStatusLabels[payment.chargeStatus]}</Figure>
          <Figure label={t('shop.orders.payments.chargedAt')}>{when(payment.chargeTimestamp)}</Figure>
        </SimpleGrid>
        {refunds.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('shop.orders.payments.refunds')}
            </Text>
            {refunds.map((refund) => (
              <Text size="sm" key={refund._id}>
                {formatDateTime(refund.timestamp)}: {formatMoney(refund.total)}
                {refund.note && ` – ${refund.note}`}
              </Text>
            ))}
          </Stack>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('shop.orders.payments.events')}
          </Text>
          {payment.events.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('shop.orders.payments.noEvents')}
            </Text>
          ) : (
            <Timeline bulletSize={10} lineWidth={2} color="gray">
              {payment.events.map((event) => (
                <Timeline.Item
                  key={event._id}
                  title={
                    <Text size="sm" fw={500}>
                      {paymentEventKindLabels[event.kind]}
                    </Text>
                  }
                >
                  <Text size="xs" c="dimmed">
                    {formatDateTime(event.timestamp)}
                    {event.amount !== null && ` · ${formatMoney(event.amount)}`}
                    {event.message && ` · ${eventMessage(event.message)}`}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** betalinger: each payment with its figures, statuses and history; 'Aktiver' and 'Refunder' (spec 3 §4, §5). */
export function PaymentsTab({ order, canWrite }: { order: Order; canWrite: boolean }) {
  const { t } = useTranslation();
  const [refunding, setRefunding] = useState<string | null>(null);
  const payment = order.payments.find((candidate) => candidate._id === refunding);
  if (order.payments.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed">{t('shop.orders.payments.none')}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      {order.payments.map((candidate) => (
        <PaymentCard
          key={candidate._id}
          order={order}
          payment={candidate}
          canWrite={canWrite}
          onRefund={() => setRefunding(candidate._id)}
        />
      ))}
      {payment && <RefundModal order={order} payment={payment} onClose={() => setRefunding(null)} />}
    </Stack>
  );
}
