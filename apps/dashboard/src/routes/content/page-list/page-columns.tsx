import { Badge, Group, Stack, Text } from '@mantine/core';
import { type PageListItem, pageStatusLabels, type Site } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type ResourceColumn } from '../../../components/resource-list';

/** Kataloger shows only where catalogues exist: with B2B or departments (spec 1 §2). */
export const showsCatalogs = (site: Pick<Site, 'b2bEnabled' | 'departmentsEnabled'>) =>
  site.b2bEnabled || site.departmentsEnabled;

function PageTitleCell({ page }: { page: PageListItem }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={500}>
          {page.title}
        </Text>
        {page.inherited && (
          <Badge size="sm" variant="light" color="grape" tt="none">
            {t('content.inherited')}
          </Badge>
        )}
        {page.modified && (
          <Badge size="sm" variant="light" color="orange" tt="none">
            {t('content.unpublishedChanges')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {page.path}
      </Text>
    </Stack>
  );
}

export function usePageColumns(site: Site): ResourceColumn<PageListItem>[] {
  const { t } = useTranslation();
  const catalogs = showsCatalogs(site);
  return useMemo(
    () => [
      { key: 'page', title: t('content.columns.page'), cell: (page) => <PageTitleCell page={page} /> },
      ...(catalogs
        ? [
            {
              key: 'catalogs',
              title: t('content.columns.catalogs'),
              compact: true,
              visibleFrom: 'sm' as const,
              cell: (page: PageListItem) => page.catalogEntries.length || t('content.noCatalogs'),
            },
          ]
        : []),
      {
        key: 'author',
        title: t('content.columns.author'),
        compact: true,
        visibleFrom: 'sm',
        cell: (page) => page.author?.name ?? t('content.unknownAuthor'),
      },
      {
        key: 'updated',
        title: t('content.columns.updated'),
        compact: true,
        cell: (page) => formatDateTime(page.updatedAt),
      },
      {
        key: 'status',
        title: t('content.columns.status'),
        compact: true,
        cell: (page) => (
          <Badge variant="light" color={page.status === 'active' ? 'green' : 'gray'} tt="none">
            {pageStatusLabels[page.status]}
          </Badge>
        ),
      },
    ],
    [t, catalogs],
  );
}
