import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type Experiment, type ExperimentVariantInput, experimentLimits, nextVariantName, sameJson } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { DetailFormNotices } from '../../../components/detail-form/DetailFormNotices';
import { notifySuccess } from '../../../components/notify';
import { useLeaveGuard } from '../../../components/resource-editor/use-leave-guard';
import { useSaveExperiment } from '../../../hooks/api/experiments';
import { ExperimentTabs } from '../ExperimentTabs';
import { experimentVariantsPath } from '../paths';
import { StatusBadge } from '../StatusBadge';
import { VariantRow } from './VariantRow';

type Variant = ExperimentVariantInput & { stats?: Experiment['variants'][number]['stats'] };

const asInput = ({ stats: _stats, ...variant }: Variant): ExperimentVariantInput => variant;

/**
 * The variants with their weights and a way into the designer for each; while the experiment is
 * active they are locked and their figures show (spec 3 §4 'Experiments').
 */
export function VariantsEditor(props: { experiment: Experiment; canWrite: boolean }) {
  const { experiment } = props;
  const { t } = useTranslation();
  const save = useSaveExperiment(experiment._id);
  const [variants, setVariants] = useState<Variant[]>(experiment.variants);
  const [refusal, setRefusal] = useState<string | null>(null);
  const locked = experiment.active;
  const editable = props.canWrite && !locked;
  // The variants live in this tab alone: leaving it, even for Generelt, would drop unsaved changes.
  const unsaved = !sameJson(variants.map(asInput), experiment.variants.map(asInput));
  useLeaveGuard(unsaved || save.isPending, experimentVariantsPath(experiment._id));
  const totalWeight = variants.reduce((sum, variant) => sum + Math.max(0, variant.weight), 0);
  const change = (index: number, next: Variant | null) =>
    setVariants((current) => current.flatMap((variant, at) => (at !== index ? [variant] : next ? [next] : [])));
  const add = () =>
    setVariants((current) => [
      ...current,
      {
        name: nextVariantName(current),
        weight: 50,
        data: { pages: experiment.reference ? [{ reference: experiment.reference }] : [], templates: [] },
      },
    ]);
  const submit = async () => {
    setRefusal(null);
    try {
      await save.mutateAsync({ variants: variants.map(asInput) });
      notifySuccess(t('experiments.saved'));
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : String(error));
    }
  };
  return (
    <Stack maw={1100} gap="lg">
      <Group gap="sm">
        <Title order={1}>{experiment.name}</Title>
        <StatusBadge active={experiment.active} />
      </Group>
      <ExperimentTabs experimentId={experiment._id} current="variants" />
      <DetailFormNotices
        readOnly={props.canWrite ? (locked ? t('experiments.activeNotice') : null) : t('experiments.readOnly')}
        refusal={refusal}
      />
      {!experiment.reference && <Alert color="yellow">{t('experiments.variants.noPage')}</Alert>}
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('experiments.variants.name')}</Table.Th>
              <Table.Th w={110}>{t('experiments.variants.weight')}</Table.Th>
              <Table.Th>{t('experiments.variants.share')}</Table.Th>
              <Table.Th>{t('experiments.variants.content')}</Table.Th>
              {locked && (
                <>
                  <Table.Th>{t('experiments.variants.stats.entries')}</Table.Th>
                  <Table.Th>{t('experiments.variants.stats.goals')}</Table.Th>
                  <Table.Th>{t('experiments.variants.stats.successRate')}</Table.Th>
                  <Table.Th>{t('experiments.variants.stats.goalValue')}</Table.Th>
                  <Table.Th>{t('experiments.variants.stats.chance')}</Table.Th>
                </>
              )}
              <Table.Th w={48} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {variants.map((variant, index) => (
              <VariantRow
                key={variant._id ?? `ny-${index}`}
                experiment={experiment}
                variant={variant}
                share={totalWeight > 0 ? Math.max(0, variant.weight) / totalWeight : 0}
                editable={editable}
                showStats={locked}
                onChange={(next) => change(index, next)}
              />
            ))}
          </Table.Tbody>
        </Table>
        {variants.length === 1 && (
          <Text c="dimmed" size="sm" ta="center" p="md">
            {t('experiments.variants.none')}
          </Text>
        )}
      </Paper>
      <Text size="sm" c="dimmed">
        {t('experiments.variants.baselineHelp')}
      </Text>
      {props.canWrite && (
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={add}
            disabled={!editable || variants.length >= experimentLimits.variants}
          >
            {t('experiments.variants.add')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!editable}>
            {t('experiments.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
