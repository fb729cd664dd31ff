import { Button, CopyButton, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type PaymentProviderName, paymentProviderNames } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../hooks/api/orders';

/** 'Fullfør ordre': Faktura or a payment link of a provider, with one Idempotency-Key per opening. */
export function CompleteDraftModal(props: {
  opened: boolean;
  onClose: () => void;
  pending: boolean;
  onComplete: (provider: PaymentProviderName, idempotencyKey: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [provider, setProvider] = useState<PaymentProviderName>('faktura');
  // One key per opening: a second click while the first is on its way completes the same order.
  const [key, setKey] = useState(newIdempotencyKey);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('shop.orders.draft.completeTitle')}
      onExitTransitionEnd={() => setKey(newIdempotencyKey())}
    >
      <Stack>
        <Text size="sm">{t('shop.orders.draft.completeText')}</Text>
        <Radio.Group
          label={t('shop.orders.draft.payWith')}
          value={provider}
          onChange={(value) => setProvider(value as PaymentProviderName)}
        >
          <Stack gap="xs" mt="xs">
            {paymentProviderNames.map((name) => (
              <Radio
                key={name}
                value={name}
                label={
                  name === 'faktura'
                    ? t('shop.orders.draft.invoice')
                    : t('shop.orders.draft.paymentLink', { provider: t(`shop.orders.providers.${name}`) })
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('shop.orders.draft.cancel')}
          </Button>
          <Button loading={props.pending} onClick={() => void props.onComplete(provider, key).catch(() => undefined)}>
            {t('shop.orders.draft.completeSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The payment link after completing, to copy (the customer has it by e-mail). */
export function PaymentLinkModal(props: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.url !== null} onClose={props.onClose} title={t('shop.orders.draft.paymentLinkTitle')}>
      <Stack>
        <Text size="sm">{t('shop.orders.draft.paymentLinkText')}</Text>
        <TextInput readOnly value={props.url ?? ''} aria-label={t('shop.orders.draft.paymentLinkTitle')} />
        <Group justify="flex-end">
          <CopyButton value={props.url ?? ''}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? t('shop.orders.draft.copied') : t('shop.orders.draft.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={props.onClose}>{t('shop.orders.draft.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
