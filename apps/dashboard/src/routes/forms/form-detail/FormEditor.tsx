import { Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type Form, type FormValues, formCreateSchema } from '@vev/shared';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { DetailFormNotices } from '../../../components/detail-form/DetailFormNotices';
import { useDetailForm } from '../../../components/detail-form/use-detail-form';
import { formResolver } from '../../../components/form-resolver';
import { useDeleteForm, useSaveForm } from '../../../hooks/api/forms';
import { FormTabs } from '../FormTabs';
import { formListPath, formPath, newFormId } from '../paths';
import { FieldList } from './FieldList';

const blank: FormValues = formCreateSchema.parse({ name: 'x' });

const toValues = (form: Form | null): FormValues =>
  form
    ? {
        name: form.name,
        internalDescription: form.internalDescription,
        publicDescription: form.publicDescription,
        submitButtonText: form.submitButtonText,
        successText: form.successText,
        forwardUrl: form.forwardUrl,
        fields: form.fields,
      }
    : { ...blank, name: '' };

const texts = [
  { name: 'internalDescription', help: true },
  { name: 'publicDescription', help: true },
  { name: 'successText', help: true },
] as const;

/** The form's own words and its fields (spec 3 'Form'); the submissions have their own tab once it is saved. */
export function FormEditor(props: { form: Form | null; canWrite: boolean; canDelete: boolean }) {
  const { form: saved, canWrite } = props;
  const { t } = useTranslation();
  const { form, submit, deleteRecord, refusal, saving, deleting } = useDetailForm({
    record: saved,
    toForm: (record: Form | null) => toValues(record ?? saved),
    resolver: formResolver(formCreateSchema) as unknown as Resolver<FormValues>,
    disabled: !canWrite,
    path: formPath,
    newId: newFormId,
    listPath: formListPath,
    save: useSaveForm(saved?._id ?? null),
    remove: useDeleteForm(),
    messages: {
      saved: t('forms.saved'),
      deleted: t('forms.deleted'),
      deleteQuestion: t('forms.deleteConfirm'),
      deleteButton: t('forms.delete'),
    },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={860} gap="lg">
        <Title order={1}>{saved?.name ?? t('forms.createTitle')}</Title>
        <FormTabs formId={saved?._id ?? null} current="general" />
        <DetailFormNotices readOnly={canWrite ? null : t('forms.readOnly')} refusal={refusal} />
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <TextInput
              label={t('forms.fields.name')}
              withAsterisk
              error={errors.name?.message}
              {...form.register('name')}
            />
            {texts.map(({ name }) => (
              <Textarea
                key={name}
                label={t(`forms.fields.${name}`)}
                description={t(`forms.fields.${name}Help`)}
                autosize
                minRows={2}
                error={errors[name]?.message}
                {...form.register(name)}
              />
            ))}
            <TextInput
              label={t('forms.fields.submitButtonText')}
              maw={320}
              error={errors.submitButtonText?.message}
              {...form.register('submitButtonText')}
            />
            <TextInput
              label={t('forms.fields.forwardUrl')}
              description={t('forms.fields.forwardUrlHelp')}
              error={errors.forwardUrl?.message}
              {...form.register('forwardUrl')}
            />
          </Stack>
        </Paper>
        <Controller
          control={form.control}
          name="fields"
          render={({ field }) => <FieldList value={field.value} onChange={field.onChange} readOnly={!canWrite} />}
        />
        {canWrite && (
          <DetailFormFooter
            onDelete={saved && props.canDelete ? deleteRecord : null}
            deleteLabel={t('forms.delete')}
            deleting={deleting}
            saveLabel={t('forms.save')}
            saving={saving}
          />
        )}
      </Stack>
    </form>
  );
}
