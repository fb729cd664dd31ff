import { Badge, Code, Stack, Text } from '@mantine/core';
import { type ActivityEntry, gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type ResourceColumn, ResourceList } from '../../../components/resource-list';
import { useActivityLog } from '../../../hooks/api/activity';
import { usePermission } from '../../../hooks/api/sites';
import { AdminOnlyNotice, BackToSettings, SettingsLoading, SettingsScreen } from '../settings-form/SettingsPage';

const methodColors: Record<string, string> = { POST: 'teal', PATCH: 'blue', PUT: 'blue', DELETE: 'red' };

/** /innstillinger/aktivitetslogg: who changed what on the site, newest first (spec 2 §2, §3). */
export function ActivityLogScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  if (!permission) return <SettingsLoading />;
  if (!gateAllows('admin', permission)) {
    return (
      <SettingsScreen title={t('settings.activity.title')}>
        <AdminOnlyNotice />
      </SettingsScreen>
    );
  }
  return <ActivityList />;
}

function ActivityList() {
  const { t } = useTranslation();
  const query = useActivityLog();
  const columns: ResourceColumn<ActivityEntry>[] = [
    {
      key: 'user',
      title: t('settings.activity.user'),
      cell: (entry) =>
        entry.user ? (
          <Text size="sm" title={entry.user.email}>
            {entry.user.name}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.activity.unknownUser')}
          </Text>
        ),
    },
    {
      key: 'timestamp',
      title: t('settings.activity.timestamp'),
      compact: true,
      cell: (entry) => <Text size="sm">{formatDateTime(entry.timestamp)}</Text>,
    },
    {
      key: 'method',
      title: t('settings.activity.method'),
      compact: true,
      cell: (entry) => (
        <Badge variant="light" color={methodColors[entry.method] ?? 'gray'}>
          {entry.method}
        </Badge>
      ),
    },
    {
      key: 'url',
      title: t('settings.activity.url'),
      cell: (entry) => <Code style={{ wordBreak: 'break-all' }}>{entry.url}</Code>,
    },
  ];
  return (
    <Stack gap={4}>
      <BackToSettings />
      <ResourceList
        title={t('settings.activity.title')}
        columns={columns}
        query={query}
        rowKey={(entry) => entry._id}
        emptyState={{ title: t('settings.activity.empty'), description: t('settings.activity.emptyText') }}
      />
    </Stack>
  );
}

export { ActivityLogScreen as Component };
