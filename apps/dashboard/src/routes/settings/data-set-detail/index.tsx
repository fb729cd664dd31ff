import { Anchor, Paper, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { type DataSet, dataSetCreateSchema, dataSetUpdateSchema, type PropDefinition } from '@vev/sections';
import { fieldErrors, gateAllows, slugify } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { DetailFormNotices } from '../../../components/detail-form/DetailFormNotices';
import { notifySuccess } from '../../../components/notify';
import { showDependencyBlock } from '../../../components/resource-editor/editor-modals';
import { dependencyReportOf } from '../../../components/resource-editor/use-editor-actions';
import { useDataSet, useDataSetHasRecords, useDeleteDataSet, useSaveDataSet } from '../../../hooks/api/data-sets';
import { usePermission } from '../../../hooks/api/sites';
import { dataSetRecordsPath } from '../../content/data-set-paths';
import { AdminOnlyNotice } from '../settings-form/SettingsPage';
import { DataSetFieldList } from './DataSetFieldList';
import { dataSetSettingsListPath, dataSetSettingsPath } from './paths';

/**
 * /innstillinger/datasett/{id}: a set's name, label and fields ('opprett' for a new one). Admins
 * shape sets; others may look at one.
 */
export function DataSetDetailScreen() {
  const { dataSetId = '' } = useParams();
  const permission = usePermission();
  const isNew = dataSetId === 'opprett';
  const readOnly = !gateAllows('admin', permission);
  const existing = useDataSet(isNew ? null : dataSetId);
  if (permission && isNew && readOnly) return <AdminOnlyNotice />;
  if (!permission || (!isNew && !existing.data)) return <Skeleton h={240} />;
  return <DataSetEditor key={dataSetId} set={isNew ? null : (existing.data ?? null)} readOnly={readOnly} />;
}

function DataSetEditor({ set, readOnly }: { set: DataSet | null; readOnly: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [label, setLabel] = useState(set?.label ?? '');
  const [name, setName] = useState(set?.name ?? '');
  const [nameTouched, setNameTouched] = useState(false);
  const [props, setProps] = useState<PropDefinition[]>(set?.props ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDataSet(set?._id ?? null);
  const remove = useDeleteDataSet();
  const hasRecords = useDataSetHasRecords(set && !readOnly ? set.name : null).data === true;

  /** Only a saved set's own fields can hold values already (a record's values are kept by name). */
  const storedNames = new Set((set?.props ?? []).map((prop) => prop.name));
  const confirmRemove = (field: PropDefinition) =>
    hasRecords && storedNames.has(field.name)
      ? confirmAction(
          t('dataSets.fieldList.removeConfirm', { name: field.label }),
          t('dataSets.fieldList.removeConfirmAction'),
          { danger: true },
        )
      : Promise.resolve(true);

  async function submit() {
    const body = set ? { label, props } : { name, label, props };
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

  // Messages inside a field ('props.0.name') show at its row, from the same schema; this is the list's own.
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
        <DetailFormNotices readOnly={readOnly ? t('dataSets.sets.readOnly') : null} refusal={null} />
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <TextInput
              label={t('dataSets.sets.fields.label')}
              withAsterisk
              value={label}
              disabled={readOnly}
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
          </Stack>
        </Paper>
        <DataSetFieldList
          value={props}
          onChange={setProps}
          readOnly={readOnly}
          error={errors.props}
          confirmRemove={confirmRemove}
        />
        {!readOnly && (
          <DetailFormFooter
            onDelete={set ? () => void deleteSet() : null}
            deleteLabel={t('dataSets.sets.delete')}
            deleting={remove.isPending}
            saveLabel={t('dataSets.sets.save')}
            saving={save.isPending}
          />
        )}
      </Stack>
    </form>
  );
}

export { DataSetDetailScreen as Component };
