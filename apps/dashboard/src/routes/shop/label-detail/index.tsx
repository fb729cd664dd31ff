import { ColorInput, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { gateAllows, type Label, type LabelValues, labelCreateSchema, richTextIsEmpty } from '@vev/shared';
import { Controller, type Resolver, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { DetailFormNotices } from '../../../components/detail-form/DetailFormNotices';
import { useDetailForm } from '../../../components/detail-form/use-detail-form';
import { formResolver } from '../../../components/form-resolver';
import { RichTextInput } from '../../../components/section-form/rich-text/RichTextInput';
import { useDeleteLabel, useLabel, useSaveLabel } from '../../../hooks/api/shop';
import { usePermission } from '../../../hooks/api/sites';
import { LabelBadge } from '../label-list/LabelBadge';
import { labelListPath, labelPath } from '../paths';
import { LabelImageField } from './LabelImageField';

/** /butikk/etiketter/{label}: name, colours, text and image (spec 3 'Label'). */
export function LabelDetailScreen() {
  const permission = usePermission();
  const { labelId = '' } = useParams();
  const existing = useLabel(labelId);
  if (!permission || !existing.data) return null;
  return (
    <LabelEditor
      key={labelId}
      label={existing.data}
      canWrite={gateAllows('contributor', permission)}
      canDelete={gateAllows('admin', permission)}
    />
  );
}

const toForm = (label: Label): LabelValues => ({
  name: label.name,
  color: label.color,
  textColor: label.textColor,
  text: label.text,
  image: label.image,
});

const colours = ['color', 'textColor'] as const;

function LabelEditor(props: { label: Label; canWrite: boolean; canDelete: boolean }) {
  const { label, canWrite } = props;
  const { t } = useTranslation();
  const { form, submit, deleteRecord, refusal, saving, deleting } = useDetailForm({
    record: label,
    toForm: (saved: Label | null) => toForm(saved ?? label),
    // The form always holds every field (no defaults left to fill): the schema's input and output alike.
    resolver: formResolver(labelCreateSchema) as unknown as Resolver<LabelValues>,
    disabled: !canWrite,
    path: labelPath,
    newId: label._id,
    listPath: labelListPath,
    save: useSaveLabel(label._id),
    remove: useDeleteLabel(),
    messages: {
      saved: t('shop.saved'),
      deleted: t('shop.deleted'),
      deleteQuestion: t('shop.deleteConfirm'),
      deleteButton: t('shop.delete'),
    },
    body: (values) => ({ ...values, text: richTextIsEmpty(values.text) ? '' : values.text }),
  });
  const { errors } = form.formState;
  const [name, color, textColor] = useWatch({ control: form.control, name: ['name', 'color', 'textColor'] });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={760} gap="lg">
        <Title order={1}>{label.name}</Title>
        <DetailFormNotices readOnly={canWrite ? null : t('shop.readOnly')} refusal={refusal} />
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <TextInput
              label={t('shop.labels.fields.name')}
              withAsterisk
              error={errors.name?.message}
              {...form.register('name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {colours.map((colour) => (
                <Controller
                  key={colour}
                  control={form.control}
                  name={colour}
                  render={({ field, fieldState }) => (
                    <ColorInput
                      label={t(`shop.labels.fields.${colour}`)}
                      format="hex"
                      value={field.value}
                      onChange={field.onChange}
                      disabled={field.disabled}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
            <Stack gap={4}>
              <Title order={3} size="sm" fw={500}>
                {t('shop.labels.fields.preview')}
              </Title>
              <div>
                <LabelBadge name={name || label.name} color={color} textColor={textColor} />
              </div>
            </Stack>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Controller
              control={form.control}
              name="text"
              render={({ field, fieldState }) => (
                <RichTextInput
                  label={t('shop.labels.fields.text')}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={field.disabled}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="image"
              render={({ field }) => (
                <LabelImageField value={field.value} onChange={field.onChange} disabled={!canWrite} />
              )}
            />
          </Stack>
        </Paper>
        {canWrite && (
          <DetailFormFooter
            onDelete={props.canDelete ? deleteRecord : null}
            deleteLabel={t('shop.delete')}
            deleting={deleting}
            saveLabel={t('shop.save')}
            saving={saving}
          />
        )}
      </Stack>
    </form>
  );
}

export { LabelDetailScreen as Component };
