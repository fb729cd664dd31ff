/** One item of the home screen's timeline: what happened, linked to what it is about, or its fallback (spec 3 §8). */
import { Anchor, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconApps,
  IconFileText,
  IconForms,
  IconMessage,
  IconPackage,
  IconShoppingCart,
  IconWorld,
} from '@tabler/icons-react';
import { type TimelineItem, type TimelineType, timelineFallbacks } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/format';

const icons: Record<TimelineType, typeof IconWorld> = {
  createdSite: IconWorld,
  createdOrder: IconShoppingCart,
  publishedProduct: IconPackage,
  publishedPage: IconFileText,
  installedApp: IconApps,
  uninstalledApp: IconApps,
  submittedForm: IconForms,
  systemMessage: IconMessage,
};

function SystemMessage({ item }: { item: TimelineItem }) {
  const message = item.message;
  if (!message || (!item.title && !message.text)) return <Text>{timelineFallbacks.systemMessage}</Text>;
  return (
    <Stack gap={4}>
      <Text fw={600}>{item.title}</Text>
      {message.text && <Text size="sm">{message.text}</Text>}
      {message.images.map((image) => (
        <Image key={image.url} src={image.url} alt={image.alt} maw={320} radius="sm" />
      ))}
    </Stack>
  );
}

export function TimelineEntry({ item }: { item: TimelineItem }) {
  const { t } = useTranslation();
  const Icon = item.gone ? IconAlertTriangle : icons[item.type];
  const text = item.gone ? timelineFallbacks[item.type] : t(`timeline.items.${item.type}`, { title: item.title });
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm">
      <ThemeIcon variant="light" color={item.gone ? 'gray' : undefined} radius="xl" aria-hidden>
        <Icon size={16} />
      </ThemeIcon>
      <Stack gap={2}>
        {item.type === 'systemMessage' ? (
          <SystemMessage item={item} />
        ) : item.link ? (
          <Anchor component={Link} to={item.link}>
            {text}
          </Anchor>
        ) : (
          <Text c={item.gone ? 'dimmed' : undefined}>{text}</Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(item.timestamp)}
          {item.user?.name ? ` · ${t('timeline.by', { name: item.user.name })}` : ''}
        </Text>
      </Stack>
    </Group>
  );
}
