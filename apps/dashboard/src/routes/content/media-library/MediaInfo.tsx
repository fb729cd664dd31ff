import { Anchor, Button, CopyButton, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import type { Media } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDateTime } from '../../../components/format';
import { dependentNames } from '../../../components/resource-editor/editor-modals';
import { useDependencies } from '../../../hooks/api/revisions';

/** What the file is: size, dimensions, type, when and by whom it came, and its address. */
export function MediaInfo({ media }: { media: Media }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('media.detail.size'), formatBytes(media.bytes)],
    ...(media.width && media.height
      ? [
          [
            t('media.detail.dimensions'),
            t('media.detail.dimensionsValue', { width: media.width, height: media.height }),
          ] as [string, string],
        ]
      : []),
    [t('media.detail.type'), `${media.format.toUpperCase()} (${media.type})`],
    [t('media.detail.uploaded'), formatDateTime(media.createdAt)],
    [t('media.detail.uploadedBy'), media.author?.name ?? t('media.detail.unknownAuthor')],
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} component="dl" m={0}>
        {facts.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={media.secure_url}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="default"
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? t('media.detail.copied') : t('media.detail.copyUrl')}
            </Button>
          )}
        </CopyButton>
        <Anchor href={media.secure_url} target="_blank" rel="noreferrer" size="xs">
          <Group gap={4}>
            <IconExternalLink size={14} />
            {t('media.detail.openFile')}
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}

/** Who uses the file (the references the server recorded), so nobody is surprised by 'Oops!'. */
export function MediaUsage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data } = useDependencies([id]);
  const names = data?.[0] ? dependentNames(data[0]) : [];
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {t('media.detail.usedBy')}
      </Text>
      {names.length === 0 ? (
        <Text size="sm">{data ? t('media.detail.notUsed') : t('common.loading')}</Text>
      ) : (
        <List size="sm" spacing={2}>
          {names.map((name) => (
            <List.Item key={`${name.group}-${name.title}`}>
              {name.title}{' '}
              <Text span c="dimmed" size="xs">
                ({name.group})
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
