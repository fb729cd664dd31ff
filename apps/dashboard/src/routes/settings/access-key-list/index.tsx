import { Alert, Button, Code, Group, Text } from '@mantine/core';
import { IconBook, IconPlus } from '@tabler/icons-react';
import { type AccessKey, gateAllows } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, type ResourceColumn, ResourceList, useListSearch } from '../../../components/resource-list';
import { useAccessKeyList } from '../../../hooks/api/access-keys';
import { usePermission } from '../../../hooks/api/sites';
import { accessKeyPath, apiReferenceUrl } from '../access-key-detail/paths';

/** /innstillinger/tilgangsnokler: the site's access keys (spec 2 §2, §3). Admins only. */
export function AccessKeyListScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const isAdmin = gateAllows('admin', permission);
  const search = useListSearch();
  const list = useAccessKeyList({ text: search.text || undefined }, isAdmin);
  const columns = useMemo<ResourceColumn<AccessKey>[]>(
    () => [
      {
        key: 'label',
        title: t('accessKeys.columns.label'),
        cell: (key) => (
          <Text size="sm" fw={500}>
            {key.label}
          </Text>
        ),
      },
      { key: 'clientId', title: t('accessKeys.columns.clientId'), cell: (key) => <Code>{key.clientId}</Code> },
      {
        key: 'scopes',
        title: t('accessKeys.columns.scopes'),
        compact: true,
        cell: (key) => t('accessKeys.scopeCount', { count: key.scopes.length }),
      },
      {
        key: 'lastUsed',
        title: t('accessKeys.columns.lastUsed'),
        compact: true,
        visibleFrom: 'sm',
        cell: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('accessKeys.neverUsed')),
      },
    ],
    [t],
  );

  if (permission && !isAdmin) return <Alert color="gray">{t('accessKeys.adminOnly')}</Alert>;
  const create = (
    <Button component={Link} to={accessKeyPath('opprett')} leftSection={<IconPlus size={16} />}>
      {t('accessKeys.create')}
    </Button>
  );
  const reference = (
    <Button component="a" href={apiReferenceUrl} target="_blank" variant="default" leftSection={<IconBook size={16} />}>
      {t('accessKeys.apiReference')}
    </Button>
  );
  return (
    <ResourceList
      title={t('accessKeys.title')}
      action={
        <Group gap="sm">
          {reference}
          {create}
        </Group>
      }
      search={search}
      searchPlaceholder={t('accessKeys.search')}
      columns={columns}
      query={list}
      rowKey={(key) => key._id}
      rowLink={(key) => ({ to: accessKeyPath(key._id), label: key.label })}
      emptyState={{ title: t('accessKeys.empty'), description: t('accessKeys.emptyText'), action: create }}
    />
  );
}

export { AccessKeyListScreen as Component };
