import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type DataSet, type DataSetRecord, dataSetRecordValuesSchema, type SectionProps } from '@vev/sections';
import { gateAllows } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { DetailFormNotices } from '../../../components/detail-form/DetailFormNotices';
import { notifySuccess } from '../../../components/notify';
import { showDependencyBlock } from '../../../components/resource-editor/editor-modals';
import { dependencyReportOf } from '../../../components/resource-editor/use-editor-actions';
import { DefaultSectionFormProvider, SectionFormFields, useSectionForm } from '../../../components/section-form';
import { dataSetRecordHooks, useDataSetByName } from '../../../hooks/api/data-sets';
import { usePermission } from '../../../hooks/api/sites';
import { dataSetRecordPath, dataSetRecordsPath, newRecordSegment } from '../data-set-paths';

/**
 * /innhold/data-sets/{dataSet}/{resource}: a record's form, built from the set's props by the
 * section form (the same fields and checks as a section's); 'opprett' for a new one.
 */
export function DataSetRecordScreen() {
  const { dataSet = '', recordId = '' } = useParams();
  const { t } = useTranslation();
  const permission = usePermission();
  const isNew = recordId === newRecordSegment;
  const set = useDataSetByName(dataSet);
  const record = dataSetRecordHooks(dataSet).useRecord(isNew ? null : recordId);
  if (set.data === null) return <Text>{t('dataSets.records.missingSet')}</Text>;
  if (!permission || !set.data || (!isNew && !record.data)) return <Skeleton h={240} />;
  return (
    <DefaultSectionFormProvider>
      <RecordEditor
        key={`${dataSet}/${recordId}`}
        set={set.data}
        record={isNew ? null : (record.data ?? null)}
        canWrite={gateAllows('contributor', permission)}
        canDelete={!isNew && gateAllows('admin', permission)}
      />
    </DefaultSectionFormProvider>
  );
}

function RecordEditor(props: { set: DataSet; record: DataSetRecord | null; canWrite: boolean; canDelete: boolean }) {
  const { set, record, canWrite } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hooks = dataSetRecordHooks(set.name);
  const save = hooks.useSave(record?._id ?? null);
  const remove = hooks.useDelete();
  const form = useSectionForm({
    fields: set.props,
    schema: dataSetRecordValuesSchema(set.props),
    value: record?.values ?? {},
    readOnly: !canWrite,
    onSubmit: async (values: SectionProps) => {
      try {
        const saved = await save.mutateAsync({ values });
        notifySuccess(t('dataSets.records.saved'));
        if (!record) navigate(dataSetRecordPath(set.name, saved._id), { replace: true });
      } catch (error) {
        // The server's messages are at `values.{prop}`: shown at the fields.
        if (error instanceof ApiError)
          for (const [path, message] of Object.entries(error.fields ?? {}))
            form.form.setError(path.replace(/^values\./, ''), { message });
        throw error;
      }
    },
  });

  async function deleteRecord() {
    if (!record) return;
    const confirmed = await confirmAction(t('dataSets.records.deleteConfirm'), t('dataSets.records.delete'), {
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(record._id);
    } catch (error) {
      const report = dependencyReportOf(error);
      if (report) return showDependencyBlock(report);
      throw error;
    }
    notifySuccess(t('dataSets.records.deleted'));
    navigate(dataSetRecordsPath(set.name));
  }

  const title = record
    ? record.title || t('dataSets.records.untitled')
    : t('dataSets.records.newTitle', { set: set.label });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Stack maw={760} gap="lg">
        <Title order={1}>{title}</Title>
        <DetailFormNotices readOnly={canWrite ? null : t('dataSets.records.readOnly')} refusal={null} />
        <Paper withBorder p="lg" radius="md">
          {set.props.length ? <SectionFormFields form={form} /> : <Text>{t('dataSets.records.noFields')}</Text>}
        </Paper>
        {canWrite && set.props.length > 0 && (
          <DetailFormFooter
            onDelete={props.canDelete ? () => void deleteRecord() : null}
            deleteLabel={t('dataSets.records.delete')}
            deleting={remove.isPending}
            saveLabel={t('dataSets.records.save')}
            saving={save.isPending}
          />
        )}
      </Stack>
    </form>
  );
}

export { DataSetRecordScreen as Component };
