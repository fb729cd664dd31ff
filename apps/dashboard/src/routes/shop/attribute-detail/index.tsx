import { Alert, Button, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import {
  type Attribute,
  type AttributeType,
  attributeCreateSchema,
  attributeTypeLabels,
  attributeTypes,
  gateAllows,
  internalNameFor,
} from '@vev/shared';
import { useEffect, useState } from 'react';
import { Controller, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { formResolver } from '../../../components/form-resolver';
import { notifySuccess } from '../../../components/notify';
import { useLeaveGuard } from '../../../components/resource-editor/use-leave-guard';
import { useAttribute, useDeleteAttribute, useSaveAttribute } from '../../../hooks/api/shop';
import { usePermission } from '../../../hooks/api/sites';
import { attributeListPath, attributePath, newShopId } from '../paths';
import { type AttributeForm, metaFitsType, toAttributeForm } from './form';
import { OptionList } from './OptionList';

/** /butikk/attributter/{attribute} ('opprett' for a new one): the attribute and its options (spec 3 §1). */
export function AttributeDetailScreen() {
  const permission = usePermission();
  const { attributeId = newShopId } = useParams();
  const isNew = attributeId === newShopId;
  const existing = useAttribute(isNew ? null : attributeId);
  if (!permission || (!isNew && !existing.data)) return null;
  return (
    <AttributeEditor
      key={attributeId}
      attribute={isNew ? null : (existing.data ?? null)}
      canWrite={gateAllows('contributor', permission)}
      canDelete={gateAllows('admin', permission)}
    />
  );
}

function AttributeEditor(props: { attribute: Attribute | null; canWrite: boolean; canDelete: boolean }) {
  const { attribute, canWrite } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAttribute(attribute?._id ?? null);
  const remove = useDeleteAttribute();
  const form = useForm<AttributeForm>({
    // The form always holds every field (no defaults left to fill): the schema's input and output alike.
    resolver: formResolver(attributeCreateSchema) as unknown as Resolver<AttributeForm>,
    defaultValues: toAttributeForm(attribute),
    disabled: !canWrite,
  });
  const { errors, isDirty } = form.formState;
  const [left, setLeft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useLeaveGuard(isDirty && left === null, attributePath(attribute?._id ?? newShopId));
  // Move on once the saved (or deleted) form has rendered, so the guard has nothing left to guard.
  useEffect(() => {
    if (left) navigate(left, { replace: true });
  }, [left, navigate]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset(toAttributeForm(saved));
      notifySuccess(t('shop.saved'));
      if (!attribute) setLeft(attributePath(saved._id));
    } catch (error) {
      if (!(error instanceof ApiError && error.fields)) return;
      for (const [field, message] of Object.entries(error.fields)) {
        form.setError(field as Path<AttributeForm>, { message });
      }
    }
  });

  async function deleteAttribute() {
    if (!attribute) return;
    if (!(await confirmAction(t('shop.deleteConfirm'), t('shop.delete'), { danger: true }))) return;
    setRefusal(null);
    try {
      await remove.mutateAsync(attribute._id);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      return;
    }
    notifySuccess(t('shop.deleted'));
    setLeft(attributeListPath);
  }

  /** A new type clears the metas of the old one (a colour on a text attribute cannot be saved). */
  function changeType(type: AttributeType) {
    form.setValue('type', type, { shouldDirty: true });
    form.getValues('options').forEach((option, index) => {
      if (!metaFitsType(type, option.meta)) form.setValue(`options.${index}.meta`, null, { shouldDirty: true });
    });
  }

  const nameField = form.register('name');
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={960} gap="lg">
        <Title order={1}>{attribute?.name ?? t('shop.attributes.newTitle')}</Title>
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
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                label={t('shop.attributes.fields.name')}
                withAsterisk
                error={errors.name?.message}
                {...nameField}
                onBlur={(event) => {
                  void nameField.onBlur(event);
                  const internalName = form.getValues('internalName');
                  const filled = internalNameFor(form.getValues('name'), internalName);
                  if (filled !== internalName) form.setValue('internalName', filled, { shouldDirty: true });
                }}
              />
              <TextInput
                label={t('shop.attributes.fields.internalName')}
                description={t('shop.attributes.fields.internalNameDescription')}
                withAsterisk
                error={errors.internalName?.message}
                {...form.register('internalName')}
              />
            </Group>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Select
                  label={t('shop.attributes.fields.type')}
                  withAsterisk
                  maw={320}
                  allowDeselect={false}
                  data={attributeTypes.map((type) => ({ value: type, label: attributeTypeLabels[type] }))}
                  value={field.value}
                  onChange={(value) => value && changeType(value as AttributeType)}
                  disabled={field.disabled}
                  error={errors.type?.message}
                />
              )}
            />
            <Textarea
              label={t('shop.attributes.fields.description')}
              autosize
              minRows={2}
              error={errors.description?.message}
              {...form.register('description')}
            />
          </Stack>
        </Paper>
        <OptionList form={form} disabled={!canWrite} />
        {canWrite && (
          <Group justify={attribute && props.canDelete ? 'space-between' : 'flex-end'}>
            {attribute && props.canDelete && (
              <Button color="red" variant="light" onClick={deleteAttribute} loading={remove.isPending}>
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

export { AttributeDetailScreen as Component };
