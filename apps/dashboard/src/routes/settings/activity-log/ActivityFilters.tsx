/** The log's filters: one of the site's members, and one kind of change, grouped by area. */
import { Select } from '@mantine/core';
import { type ActivityArea, type ActivityKind, activityKindsByArea } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useMembers } from '../../../hooks/api/members';

export interface ActivityFiltersProps {
  user: string | undefined;
  kind: ActivityKind | undefined;
  onChange: (name: 'user' | 'kind', value: string | null) => void;
}

export function ActivityFilters({ user, kind, onChange }: ActivityFiltersProps) {
  const { t } = useTranslation();
  const members = useMembers();
  const people = (members.data?.pages.flat() ?? []).map((member) => ({
    value: member.user,
    label: member.userData.name || member.userData.email,
  }));
  const kinds = (Object.keys(activityKindsByArea) as ActivityArea[]).map((area) => ({
    group: t(`activityLog.areas.${area}`),
    items: activityKindsByArea[area].map((value) => ({ value, label: t(`activityLog.kindNames.${value}`) })),
  }));
  return (
    <>
      <Select
        label={t('activityLog.filterUser')}
        placeholder={t('activityLog.filterUserPlaceholder')}
        data={people}
        value={user ?? null}
        onChange={(value) => onChange('user', value)}
        searchable
        clearable
        style={{ flex: '1 1 14rem', maxWidth: '22rem' }}
      />
      <Select
        label={t('activityLog.filterKind')}
        placeholder={t('activityLog.filterKindPlaceholder')}
        data={kinds}
        value={kind ?? null}
        onChange={(value) => onChange('kind', value)}
        searchable
        clearable
        style={{ flex: '1 1 14rem', maxWidth: '22rem' }}
      />
    </>
  );
}
