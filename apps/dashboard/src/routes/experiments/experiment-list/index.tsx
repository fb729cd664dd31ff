import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type Experiment, experimentGoalTypeLabels, gateAllows } from '@vev/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ResourceColumn, ResourceList, useListSearch } from '../../../components/resource-list';
import { useExperimentList } from '../../../hooks/api/experiments';
import { usePermission } from '../../../hooks/api/sites';
import { experimentPath, newExperimentId } from '../paths';
import { StatusBadge } from '../StatusBadge';

/** /eksperimenter: the site's experiments (spec 3 §2); 'Opprett eksperiment' opens a new one's editor. */
export function ExperimentListScreen() {
  const { t } = useTranslation();
  const canWrite = gateAllows('contributor', usePermission());
  const search = useListSearch();
  const list = useExperimentList({ text: search.text || undefined });
  const columns = useMemo<ResourceColumn<Experiment>[]>(
    () => [
      {
        key: 'name',
        title: t('experiments.columns.name'),
        cell: (experiment) => (
          <Text size="sm" fw={500}>
            {experiment.name}
          </Text>
        ),
      },
      {
        key: 'status',
        title: t('experiments.columns.status'),
        compact: true,
        cell: (experiment) => <StatusBadge active={experiment.active} />,
      },
      {
        key: 'goal',
        title: t('experiments.columns.goal'),
        cell: (experiment) => (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {experimentGoalTypeLabels[experiment.goal.type]}
            {experiment.goal.type === 'pageView' ? `: ${experiment.goal.meta1.value}` : ''}
          </Text>
        ),
      },
      {
        key: 'variants',
        title: t('experiments.columns.variants'),
        compact: true,
        cell: (experiment) => (
          <Text size="sm">{t('experiments.variantCount', { count: experiment.variants.length })}</Text>
        ),
      },
    ],
    [t],
  );

  const create = canWrite ? (
    <Button component={Link} to={experimentPath(newExperimentId)} leftSection={<IconPlus size={16} />}>
      {t('experiments.create')}
    </Button>
  ) : undefined;
  return (
    <ResourceList
      title={t('experiments.title')}
      action={create}
      search={search}
      searchPlaceholder={t('experiments.search')}
      columns={columns}
      query={list}
      rowKey={(experiment) => experiment._id}
      rowLink={(experiment) => ({ to: experimentPath(experiment._id), label: experiment.name })}
      emptyState={{ title: t('experiments.empty'), description: t('experiments.emptyText'), action: create }}
    />
  );
}

export { ExperimentListScreen as Component };
