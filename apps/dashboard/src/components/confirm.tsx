import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n';

/**
 * Asks a yes/no question in a modal; resolves true only when the user confirms. A destructive
 * action (`danger`: delete, remove) gets a red confirm button; `cancelLabel` replaces 'Avbryt'
 * where staying is the choice ('Bli her').
 */
export function confirmAction(
  question: string,
  confirmLabel: string = i18n.t('common.confirm'),
  options: { danger?: boolean; cancelLabel?: string } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: i18n.t('confirm.title'),
      children: <Text size="sm">{question}</Text>,
      labels: { confirm: confirmLabel, cancel: options.cancelLabel ?? i18n.t('common.cancel') },
      ...(options.danger ? { confirmProps: { color: 'red' } } : {}),
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
