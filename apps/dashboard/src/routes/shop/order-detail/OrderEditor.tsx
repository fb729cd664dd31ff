import { Alert, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconDownload, IconHistory, IconLock } from '@tabler/icons-react';
import type { Order } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { downloadFile } from '../../../api/client';
import { useSiteId } from '../../../app/session/session-store';
import { formatDateTime } from '../../../components/format';
import { notifyError } from '../../../components/notify';
import { RevisionLogModal } from '../../../components/resource-editor/RevisionLogModal';
import { orderDocumentPath, useOrderRevisions } from '../../../hooks/api/orders';
import { orderNumberText } from '../order-list';
import { OrderStatusBadge, PaymentStatusBadge } from '../order-list/OrderBadges';
import { type OrderTab, orderPath } from '../paths';
import { GeneralTab } from './GeneralTab';
import { PaymentsTab } from './PaymentsTab';

/** The order editor: its number and badges, the PDFs, tabs Generelt and betalinger in the URL, and the version log. */
export function OrderEditor(props: { order: Order; tab: OrderTab | null; canWrite: boolean }) {
  const { order, canWrite } = props;
  const { t } = useTranslation();
  const siteId = useSiteId();
  const navigate = useNavigate();
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const revisionLog = useOrderRevisions(order._id, revisionsOpen);
  const number = orderNumberText(order);
  // A file that cannot be fetched says why, as a failed call does.
  const download = (document: 'invoice' | 'packing-slip', name: string) =>
    void downloadFile(
      orderDocumentPath(siteId, order._id, document),
      `${name}-${order.orderNumber ?? order._id}.pdf`,
    ).catch((error: Error) => notifyError(error.message));
  // The documents are the order's as it is now: an old version offers none.
  const current = order.revision === null;
  const invoiced = current && order.payments.some((payment) => payment.provider === 'faktura');

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Title order={1}>{t('shop.orders.orderTitle', { number })}</Title>
          <Group gap="xs">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.paymentStatus} />
            <Text size="sm" c="dimmed">
              {formatDateTime(order.timestamp)}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          {invoiced && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => download('invoice', 'faktura')}
            >
              {t('shop.orders.downloadInvoice')}
            </Button>
          )}
          {current && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => download('packing-slip', 'pakkseddel')}
            >
              {t('shop.orders.downloadPackingSlip')}
            </Button>
          )}
          <Button variant="subtle" leftSection={<IconHistory size={16} />} onClick={() => setRevisionsOpen(true)}>
            {t('shop.orders.revisions')}
          </Button>
        </Group>
      </Group>
      {order.revision ? (
        <Alert color="grape" icon={<IconHistory size={18} />} variant="light">
          {t('shop.orders.revisionNotice', { date: formatDateTime(order.updatedAt) })}
          <Group mt="sm">
            <Button size="xs" variant="subtle" component={Link} to={orderPath(order._id, props.tab ?? undefined)}>
              {t('shop.orders.revisionBack')}
            </Button>
          </Group>
        </Alert>
      ) : (
        !canWrite && (
          <Alert color="gray" icon={<IconLock size={18} />}>
            {t('shop.orders.readOnly')}
          </Alert>
        )
      )}
      <Tabs
        value={props.tab ?? 'generelt'}
        onChange={(tab) => {
          const next = tab === 'betalinger' ? 'betalinger' : undefined;
          if ((next ?? null) !== props.tab) navigate(`${orderPath(order._id, next)}${revisionQuery(order)}`);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="generelt">{t('shop.orders.tabs.general')}</Tabs.Tab>
          <Tabs.Tab value="betalinger">{t('shop.orders.tabs.payments')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {props.tab === null && <GeneralTab order={order} canWrite={canWrite} />}
      {props.tab === 'betalinger' && <PaymentsTab order={order} canWrite={canWrite} />}
      <RevisionLogModal
        opened={revisionsOpen}
        onClose={() => setRevisionsOpen(false)}
        type="order"
        reference={order._id}
        log={revisionLog}
        emptyText={t('shop.orders.revisionsEmpty')}
        noAuthorText={t('shop.orders.revisionNoAuthor')}
        onOpen={(revision) => {
          setRevisionsOpen(false);
          navigate(`${orderPath(order._id, props.tab ?? undefined)}?revision=${encodeURIComponent(revision)}`);
        }}
      />
    </Stack>
  );
}

/** A revision keeps its `?revision=` across the tabs. */
const revisionQuery = (order: Order) => (order.revision ? `?revision=${encodeURIComponent(order.revision)}` : '');
