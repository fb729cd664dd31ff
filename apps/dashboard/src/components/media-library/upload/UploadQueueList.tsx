import { ActionIcon, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconFile, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../format';
import type { UploadItem, UploadStatus } from './upload-queue';

const statusColors: Record<UploadStatus, string> = { queued: 'gray', uploading: 'blue', done: 'teal', error: 'red' };

/** Each file of the queue with its state: queued, a progress bar while uploading, done, or the message of its error. */
export function UploadQueueList({ items, onClear }: { items: UploadItem[]; onClear: () => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const finished = items.some((item) => item.status === 'done' || item.status === 'error');
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm" id="upload-queue-title">
          {t('media.upload.queue')}
        </Text>
        {finished && (
          <Button size="compact-xs" variant="subtle" onClick={onClear}>
            {t('media.upload.clear')}
          </Button>
        )}
      </Group>
      <Stack gap="xs" component="ul" aria-labelledby="upload-queue-title" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <UploadRow key={item.key} item={item} />
        ))}
      </Stack>
    </Paper>
  );
}

function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  return (
    <li aria-label={item.name}>
      <Group gap="sm" wrap="nowrap">
        <ActionIcon component="span" variant="light" color={statusColors[item.status]} aria-hidden>
          {item.status === 'done' ? (
            <IconCheck size={16} />
          ) : item.status === 'error' ? (
            <IconX size={16} />
          ) : (
            <IconFile size={16} />
          )}
        </ActionIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate="end">
              {item.name}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed">
                {formatBytes(item.size)}
              </Text>
              <Badge size="sm" variant="light" color={statusColors[item.status]}>
                {item.status === 'uploading'
                  ? `${t('media.upload.status.uploading')} ${item.progress} %`
                  : t(`media.upload.status.${item.status}`)}
              </Badge>
            </Group>
          </Group>
          {item.status === 'uploading' && (
            <Progress value={item.progress} size="sm" aria-label={t('media.upload.progress', { name: item.name })} />
          )}
          {item.status === 'error' && item.error && (
            <Text size="xs" c="red">
              {item.error}
            </Text>
          )}
        </Stack>
      </Group>
    </li>
  );
}
