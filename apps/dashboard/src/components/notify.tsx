/** Toasts: success messages and the global error toast of spec 1 §8. */
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n';

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal' });
}

export function notifyInfo(message: string): void {
  notifications.show({ message, color: 'blue' });
}

export function notifyError(message: string): void {
  notifications.show({
    color: 'red',
    title: i18n.t('errors.toastTitle'),
    message: (
      <Stack gap={2}>
        <Text size="sm">{i18n.t('errors.toastSubtitle')}</Text>
        <Text size="sm" c="dimmed">
          {i18n.t('errors.toastMessage', { message })}
        </Text>
      </Stack>
    ),
  });
}
