import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { DataSetRecord } from '@vev/sections';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../components/format';
import { PermissionGate } from '../../../components/PermissionGate';
import { type ResourceColumn, ResourceList, useListSearch } from '../../../components/resource-list';
import { dataSetRecordHooks, useDataSetByName } from '../../../hooks/api/data-sets';
import { dataSetRecordPath, newRecordSegment } from '../data-set-paths';

/** /innhold/data-sets/{dataSet}: the set's records, searched by title; 'Opprett ny' for contributors (spec 3 §6). */
export function DataSetRecordsScreen() {
  const { dataSet = '' } = useParams();
  const { t } = useTranslation();
  const set = useDataSetByName(dataSet);
  const search = useListSearch();
  const list = dataSetRecordHooks(dataSet).useList({ text: search.text || undefined });
  const columns = useMemo<ResourceColumn<DataSetRecord>[]>(
    () => [
      {
        key: 'title',
        title: t('dataSets.records.columns.title'),
        cell: (record) => (
          <Text size="sm" fw={500}>
            {record.title || t('dataSets.records.untitled')}
          </Text>
        ),
      },
      {
        key: 'updatedAt',
        title: t('dataSets.records.columns.updatedAt'),
        compact: true,
        cell: (record) => <Text size="sm">{formatDateTime(record.updatedAt)}</Text>,
      },
    ],
    [t],
  );
  const create = (
    <PermissionGate level="contributor">
      <Button component={Link} to={dataSetRecordPath(dataSet, newRecordSegment)} leftSection={<IconPlus size={16} />}>
        {t('dataSets.records.create')}
      </Button>
    </PermissionGate>
  );
  return (
    <ResourceList
      title={set.data?.label ?? dataSet}
      action={create}
      search={search}
      searchPlaceholder={t('dataSets.records.search')}
      columns={columns}
      query={list}
      rowKey={(record) => record._id}
      rowLink={(record) => ({
        to: dataSetRecordPath(dataSet, record._id),
        label: record.title || t('dataSets.records.untitled'),
      })}
      emptyState={{ title: t('dataSets.records.empty'), description: t('dataSets.records.emptyText'), action: create }}
    />
  );
}

export { DataSetRecordsScreen as Component };
