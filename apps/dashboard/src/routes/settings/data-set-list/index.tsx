import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { DataSet } from '@vev/sections';
import { gateAllows } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ResourceColumn, ResourceList } from '../../../components/resource-list';
import { useDataSetList } from '../../../hooks/api/data-sets';
import { usePermission } from '../../../hooks/api/sites';
import { dataSetSettingsPath } from '../data-set-detail/paths';

/** /innstillinger/datasett: the site's data sets, shaped by admins; each gets its entry under Innhold. */
export function DataSetListScreen() {
  const { t } = useTranslation();
  const isAdmin = gateAllows('admin', usePermission());
  const list = useDataSetList();
  const columns = useMemo<ResourceColumn<DataSet>[]>(
    () => [
      {
        key: 'label',
        title: t('dataSets.sets.columns.label'),
        cell: (set) => (
          <Text size="sm" fw={500}>
            {set.label}
          </Text>
        ),
      },
      { key: 'name', title: t('dataSets.sets.columns.name'), cell: (set) => <Text size="sm">{set.name}</Text> },
      {
        key: 'fields',
        title: t('dataSets.sets.columns.fields'),
        compact: true,
        cell: (set) => <Text size="sm">{set.props.map((prop) => prop.label).join(', ')}</Text>,
      },
    ],
    [t],
  );
  const create = isAdmin && (
    <Button component={Link} to={dataSetSettingsPath('opprett')} leftSection={<IconPlus size={16} />}>
      {t('dataSets.sets.create')}
    </Button>
  );
  return (
    <ResourceList
      title={t('dataSets.sets.title')}
      {...(create ? { action: create } : {})}
      columns={columns}
      query={list}
      rowKey={(set) => set._id}
      rowLink={(set) => ({ to: dataSetSettingsPath(set._id), label: set.label })}
      emptyState={{
        title: t('dataSets.sets.empty'),
        description: t('dataSets.sets.emptyText'),
        ...(create ? { action: create } : {}),
      }}
    />
  );
}

export { DataSetListScreen as Component };
