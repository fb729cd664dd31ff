import { Paper, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { type Experiment, type ExperimentValues, experimentCreateSchema } from '@vev/shared';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { DetailFormNotices } from '../../../components/detail-form/DetailFormNotices';
import { useDetailForm } from '../../../components/detail-form/use-detail-form';
import { formResolver } from '../../../components/form-resolver';
import { DefaultSectionFormProvider } from '../../../components/section-form/DefaultSectionFormProvider';
import { ReferenceSelect } from '../../../components/section-form/reference/ReferenceSelect';
import { useDeleteExperiment, useSaveExperiment } from '../../../hooks/api/experiments';
import { ExperimentTabs } from '../ExperimentTabs';
import { experimentListPath, experimentPath, newExperimentId } from '../paths';
import { StatusBadge } from '../StatusBadge';
import { DatesFields } from './DatesFields';
import { GoalFields } from './GoalFields';

const blank: ExperimentValues = experimentCreateSchema.parse({
  name: 'x',
  goal: { type: 'pageView', meta1: { value: '/' } },
});

/** The saved experiment as the form holds it: the variants without their figures. */
const toValues = (experiment: Experiment | null): ExperimentValues =>
  experiment
    ? {
        name: experiment.name,
        type: experiment.type,
        description: experiment.description,
        active: experiment.active,
        fromDate: experiment.fromDate,
        toDate: experiment.toDate,
        reference: experiment.reference,
        goal: experiment.goal,
        variants: experiment.variants.map(({ stats: _stats, ...variant }) => variant),
      }
    : { ...blank, name: '', goal: { ...blank.goal, meta1: { value: '', operation: 'equals' } } };

/** Generelt (spec 3 'Experiment'): name, description, whether it runs and when, the page it tests and its goal. */
export function ExperimentEditor(props: { experiment: Experiment | null; canWrite: boolean; canDelete: boolean }) {
  const { experiment: saved, canWrite } = props;
  const { t } = useTranslation();
  const locked = saved?.active === true;
  const { form, submit, deleteRecord, refusal, saving, deleting } = useDetailForm({
    record: saved,
    toForm: (record: Experiment | null) => toValues(record ?? saved),
    resolver: formResolver(experimentCreateSchema) as unknown as Resolver<ExperimentValues>,
    disabled: !canWrite,
    path: experimentPath,
    newId: newExperimentId,
    listPath: experimentListPath,
    save: useSaveExperiment(saved?._id ?? null),
    remove: useDeleteExperiment(),
    messages: {
      saved: t('experiments.saved'),
      deleted: t('experiments.deleted'),
      deleteQuestion: t('experiments.deleteConfirm'),
      deleteButton: t('experiments.delete'),
    },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <DefaultSectionFormProvider>
        <Stack maw={860} gap="lg">
          <Title order={1}>{saved?.name ?? t('experiments.createTitle')}</Title>
          <ExperimentTabs experimentId={saved?._id ?? null} current="general" />
          <DetailFormNotices
            readOnly={canWrite ? (locked ? t('experiments.activeNotice') : null) : t('experiments.readOnly')}
            refusal={refusal}
          />
          <Paper withBorder p="lg" radius="md">
            <Stack>
              <TextInput
                label={t('experiments.fields.name')}
                withAsterisk
                readOnly={locked}
                error={errors.name?.message}
                {...form.register('name')}
              />
              <Textarea
                label={t('experiments.fields.description')}
                autosize
                minRows={2}
                error={errors.description?.message}
                {...form.register('description')}
              />
              <Controller
                control={form.control}
                name="active"
                render={({ field }) => (
                  <Switch
                    label={
                      <>
                        {t('experiments.fields.active')} <StatusBadge active={field.value} />
                      </>
                    }
                    description={t('experiments.fields.activeHelp')}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    disabled={!canWrite}
                  />
                )}
              />
              <DatesFields control={form.control} disabled={!canWrite} />
              <Controller
                control={form.control}
                name="reference"
                render={({ field, fieldState }) => (
                  <ReferenceSelect
                    target="anyPage"
                    label={t('experiments.fields.reference')}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    disabled={!canWrite || locked}
                  />
                )}
              />
            </Stack>
          </Paper>
          <GoalFields control={form.control} disabled={!canWrite} />
          {canWrite && (
            <DetailFormFooter
              onDelete={saved && props.canDelete && !locked ? deleteRecord : null}
              deleteLabel={t('experiments.delete')}
              deleting={deleting}
              saveLabel={t('experiments.save')}
              saving={saving}
            />
          )}
        </Stack>
      </DefaultSectionFormProvider>
    </form>
  );
}
