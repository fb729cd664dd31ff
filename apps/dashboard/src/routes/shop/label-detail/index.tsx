import { Alert, Button, ColorInput, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { gateAllows, type Label, type LabelValues, labelCreateSchema, richTextIsEmpty } from '@vev/shared';
import { useEffect, useState } from 'react';
import { Controller, type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { formResolver } from '../../../components/form-resolver';
import { notifySuccess } from '../../../components/notify';
import { useLeaveGuard } from '../../../components/resource-editor/use-leave-guard';
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
  const navigate = useNavigate();
  const save = useSaveLabel(label._id);
  const remove = useDeleteLabel();
  const form = useForm<LabelValues>({
    // The form always holds every field (no defaults left to fill): the schema's input and output alike.
    resolver: formResolver(labelCreateSchema) as unknown as Resolver<LabelValues>,
    defaultValues: toForm(label),
    disabled: !canWrite,
  });
  const { errors, isDirty } = form.formState;
  const [left, setLeft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [name, color, textColor] = useWatch({ control: form.control, name: ['name', 'color', 'textColor'] });
  useLeaveGuard(isDirty && left === null, labelPath(label._id));
  useEffect(() => {
    if (left) navigate(left, { replace: true });
  }, [left, navigate]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ ...values, text: richTextIsEmpty(values.text) ? '' : values.text });
      form.reset(toForm(saved));
      notifySuccess(t('shop.saved'));
    } catch (error) {
      if (!(error instanceof ApiError && error.fields)) return;
      for (const [field, message] of Object.entries(error.fields)) {
        form.setError(field as Path<LabelValues>, { message });
      }
    }
  });

  async function deleteLabel() {
    if (!(await confirmAction(t('shop.deleteConfirm'), t('shop.delete'), { danger: true }))) return;
    setRefusal(null);
    try {
      await remove.mutateAsync(label._id);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      return;
    }
    notifySuccess(t('shop.deleted'));
    setLeft(labelListPath);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={760} gap="lg">
        <Title order={1}>{label.name}</Title>
        {!canWrite && (
          <Alert color="gray" icon={<IconLock size={18} />}>
            {t('shop.readOnly')}
          </Alert>
        )}
        {refusal && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {refusal}
          </Alert>
        )}
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
          <Group justify={props.canDelete ? 'space-between' : 'flex-end'}>
            {props.canDelete && (
              <Button color="red" variant="light" onClick={deleteLabel} loading={remove.isPending}>
                {t('shop.delete')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {t('shop.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

export { LabelDetailScreen as Component };
