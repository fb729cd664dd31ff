import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { DraftOrderLineInput, Order } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { notifySuccess } from '../../../components/notify';
import { useDraftOrderActions } from '../../../hooks/api/orders';
import { DraftBadge } from '../order-list/OrderBadges';
import { orderListPath } from '../paths';
import { CompleteDraftModal, PaymentLinkModal } from './CompleteDraftModals';
import { DraftBuyer, DraftShipping } from './DraftBuyer';
import { DraftDiscountCode } from './DraftDiscountCode';
import { DraftLines } from './DraftLines';

/**
 * A draft order (spec 3 §4 'Orders can be drafts'): staff pick products with their variants and
 * customizations, the buyer and the shipping method; every change goes to the server, which prices
 * it. 'Fullfør ordre' makes it an order (Faktura or a payment link); 'Slett utkast' removes it.
 */
export function DraftOrderEditor(props: { order: Order; canWrite: boolean }) {
  const { order, canWrite } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { change, changeCode, complete, remove } = useDraftOrderActions(order._id);
  const [info, setInfo] = useState(order.invoiceInformation);
  const [completing, setCompleting] = useState(false);
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);
  const busy = change.isPending || changeCode.isPending || complete.isPending || remove.isPending;
  const disabled = !canWrite || busy;

  const saveBuyer = () =>
    change.mutate({ invoiceInformation: info }, { onSuccess: () => notifySuccess(t('shop.orders.draft.saved')) });
  const deleteDraft = async () => {
    const sure = await confirmAction(t('shop.orders.draft.deleteConfirm'), t('shop.orders.draft.deleteSubmit'), {
      danger: true,
      cancelLabel: t('shop.orders.draft.cancel'),
    });
    if (!sure) return;
    await remove.mutateAsync();
    notifySuccess(t('shop.orders.draft.deleted'));
    navigate(`${orderListPath}?draft=true`);
  };
  const completeDraft = async (provider: Parameters<typeof complete.mutate>[0]['provider'], key: string) => {
    // The buyer as typed goes with it, saved or not.
    if (JSON.stringify(info) !== JSON.stringify(order.invoiceInformation)) {
      await change.mutateAsync({ invoiceInformation: info });
    }
    const answer = await complete.mutateAsync({ provider, idempotencyKey: key });
    setCompleting(false);
    notifySuccess(t('shop.orders.draft.completed', { number: answer.order.orderNumber ?? '' }));
    if (answer.paymentUrl) setPaymentUrl(answer.paymentUrl);
  };

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Title order={1}>{t('shop.orders.draft.title')}</Title>
          <Group gap="xs">
            <DraftBadge />
            <Text size="sm" c="dimmed">
              {t('shop.orders.draft.intro')}
            </Text>
          </Group>
        </Stack>
        {canWrite && (
          <Group gap="xs">
            <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={deleteDraft}>
              {t('shop.orders.draft.delete')}
            </Button>
            <Button onClick={() => setCompleting(true)} disabled={busy || (order.draftLines ?? []).length === 0}>
              {t('shop.orders.draft.complete')}
            </Button>
          </Group>
        )}
      </Group>
      <DraftLines
        order={order}
        disabled={disabled}
        canWrite={canWrite}
        onChange={(lines: DraftOrderLineInput[]) => change.mutateAsync({ lines })}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DraftBuyer
          info={info}
          onInfo={setInfo}
          disabled={disabled}
          canWrite={canWrite}
          saving={change.isPending}
          onSave={saveBuyer}
        />
        <Stack gap="md">
          <DraftShipping
            value={order.shippingLines[0]?.methodName ?? null}
            disabled={disabled}
            onChange={(shippingMethod) => change.mutate({ shippingMethod })}
          />
          <DraftDiscountCode code={order.discountCode} disabled={disabled} onChange={changeCode.mutateAsync} />
        </Stack>
      </SimpleGrid>
      <CompleteDraftModal
        opened={completing}
        onClose={() => setCompleting(false)}
        pending={complete.isPending}
        onComplete={completeDraft}
      />
      <PaymentLinkModal url={paymentUrl} onClose={() => setPaymentUrl(null)} />
    </Stack>
  );
}
