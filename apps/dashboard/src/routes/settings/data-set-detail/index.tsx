import { Anchor, JsonInput, Paper, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { type DataSet, dataSetCreateSchema, dataSetUpdateSchema } from '@vev/sections';
import { fieldErrors, slugify } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { notifySuccess } from '../../../components/notify';
import { showDependencyBlock } from '../../../components/resource-editor/editor-modals';
import { dependencyReportOf } from '../../../components/resource-editor/use-editor-actions';
import { useDataSet, useDeleteDataSet, useSaveDataSet } from '../../../hooks/api/data-sets';
import { dataSetRecordsPath } from '../../content/data-set-paths';
import { dataSetSettingsListPath, dataSetSettingsPath } from './paths';

/** /innstillinger/datasett/{id}: a set's name, label and fields ('opprett' for a new one). */
export function DataSetDetailScreen() {
  const { dataSetId = '' } = useParams();
  const isNew = dataSetId === 'opprett';
  const existing = useDataSet(isNew ? null : dataSetId);
  if (!isNew && !existing.data) return <Skeleton h={240} />;
  return <DataSetEditor key={dataSetId} set={isNew ? null : (existing.data ?? null)} />;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function DataSetEditor({ set }: { set: DataSet | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [label, setLabel] = useState(set?.label ?? '');
  const [name, setName] = useState(set?.name ?? '');
  const [nameTouched, setNameTouched] = useState(false);
  const [props, setProps] = useState(pretty(set?.props ?? []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDataSet(set?._id ?? null);
  const remove = useDeleteDataSet();

  async function submit() {
    let parsedProps: unknown;
    try {
      parsedProps = JSON.parse(props);
    } catch {
      return setErrors({ props: t('dataSets.sets.invalidJson') });
    }
    const body = set ? { label, props: parsedProps } : { name, label, props: parsedProps };
    const checked = (set ? dataSetUpdateSchema : dataSetCreateSchema).safeParse(body);
    if (!checked.success) return setErrors(fieldErrors(checked.error));
    setErrors({});
    try {
      const saved = await save.mutateAsync(checked.data);
      notifySuccess(t('dataSets.sets.saved'));
      if (!set) navigate(dataSetSettingsPath(saved._id), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
    }
  }

  async function deleteSet() {
    if (!set) return;
    const confirmed = await confirmAction(t('dataSets.sets.deleteConfirm'), t('dataSets.sets.delete'), {
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(set._id);
    } catch (error) {
      const report = dependencyReportOf(error);
      if (report) return showDependencyBlock(report);
      throw error;
    }
    notifySuccess(t('dataSets.sets.deleted'));
    navigate(dataSetSettingsListPath);
  }

  /** An error under props names the field's place in the list ('props.0.name'). */
  const propsError = Object.entries(errors)
    .filter(([path]) => path === 'props' || path.startsWith('props.'))
    .map(([path, message]) => (path === 'props' ? message : `${path.slice(6)}: ${message}`))
    .join(' ');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack maw={760} gap="lg">
        <Title order={1}>{set?.label ?? t('dataSets.sets.newTitle')}</Title>
        {set && (
          <Anchor component={Link} to={dataSetRecordsPath(set.name)}>
            {t('dataSets.sets.openRecords')}
          </Anchor>
        )}
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <TextInput
              label={t('dataSets.sets.fields.label')}
              withAsterisk
              value={label}
              error={errors.label}
              onChange={(event) => {
                setLabel(event.currentTarget.value);
                if (!set && !nameTouched) setName(slugify(event.currentTarget.value));
              }}
            />
            <TextInput
              label={t('dataSets.sets.fields.name')}
              description={t('dataSets.sets.fields.nameDescription')}
              withAsterisk
              value={name}
              disabled={!!set}
              error={errors.name}
              onChange={(event) => {
                setNameTouched(true);
                setName(event.currentTarget.value);
              }}
            />
            <JsonInput
              label={t('dataSets.sets.fields.props')}
              description={t('dataSets.sets.fields.propsDescription')}
              value={props}
              onChange={setProps}
              error={propsError || undefined}
              autosize
              minRows={8}
              maxRows={30}
              formatOnBlur
            />
          </Stack>
        </Paper>
        <DetailFormFooter
          onDelete={set ? () => void deleteSet() : null}
          deleteLabel={t('dataSets.sets.delete')}
          deleting={remove.isPending}
          saveLabel={t('dataSets.sets.save')}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}

export { DataSetDetailScreen as Component };
