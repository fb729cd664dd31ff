import { Button, Group, Stack, Title } from '@mantine/core';
import { gateAllows, isActivityKind } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useListFilters } from '../../../components/resource-list';
import { useActivityLog } from '../../../hooks/api/activity';
import { usePermission } from '../../../hooks/api/sites';
import { AdminOnlyNotice, BackToSettings, SettingsLoading, SettingsScreen } from '../settings-form/SettingsPage';
import { ActivityFilters } from './ActivityFilters';
import { ActivityLines } from './ActivityLines';

/**
 * /innstillinger/aktivitetslogg: who changed what on the site, newest first, in words (spec 2 §2,
 * §3), for one person or one kind of change when the filters say so.
 */
export function ActivityLogScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  if (!permission) return <SettingsLoading />;
  if (!gateAllows('admin', permission)) {
    return (
      <SettingsScreen title={t('activityLog.title')}>
        <AdminOnlyNotice />
      </SettingsScreen>
    );
  }
  return <ActivityLog />;
}

function ActivityLog() {
  const { t } = useTranslation();
  const filters = useListFilters(['user', 'kind'] as const);
  const { user } = filters.values;
  // An address with an unknown kind shows the whole log rather than an error.
  const kind = filters.values.kind && isActivityKind(filters.values.kind) ? filters.values.kind : undefined;
  const query = useActivityLog({ user, kind });
  return (
    <Stack gap={4}>
      <BackToSettings />
      <Stack gap="lg">
        <Title order={1}>{t('activityLog.title')}</Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <ActivityFilters user={user} kind={kind} onChange={filters.set} />
        </Group>
        <ActivityLines
          query={query}
          emptyState={
            filters.active
              ? {
                  title: t('activityLog.emptyFiltered'),
                  description: t('activityLog.emptyFilteredText'),
                  action: (
                    <Button variant="default" onClick={filters.clear}>
                      {t('activityLog.clearFilters')}
                    </Button>
                  ),
                }
              : { title: t('activityLog.empty'), description: t('activityLog.emptyText') }
          }
        />
      </Stack>
    </Stack>
  );
}

export { ActivityLogScreen as Component };
