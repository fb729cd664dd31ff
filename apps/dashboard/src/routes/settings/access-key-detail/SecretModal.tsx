import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { AccessKey } from '@vev/shared';
import { useTranslation } from 'react-i18next';

export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code aria-label={label} style={{ flex: 1, overflowWrap: 'anywhere' }}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? t('accessKeys.copied') : t('accessKeys.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

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
