import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { AccessKey } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/CopyField';

/** Right after creation: the only time the secret can be seen. */
export function SecretModal({ accessKey, onClose }: { accessKey: AccessKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={accessKey !== null}
      onClose={onClose}
      title={t('accessKeys.secretTitle')}
      size="lg"
      closeOnClickOutside={false}
    >
      {accessKey && (
        <Stack>
          <Alert color="yellow">{t('accessKeys.secretText')}</Alert>
          <CopyField label={t('accessKeys.fields.clientId')} value={accessKey.clientId} />
          <CopyField label={t('accessKeys.fields.clientSecret')} value={accessKey.clientSecret ?? ''} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('accessKeys.secretDone')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
