import { Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  type Attribute,
  type AttributeType,
  attributeCreateSchema,
  attributeTypeLabels,
  attributeTypes,
  gateAllows,
  internalNameFor,
} from '@vev/shared';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailFormFooter } from '../../../components/detail-form/DetailFormFooter';
import { DetailFormNotices } from '../../../components/detail-form/DetailFormNotices';
import { useDetailForm } from '../../../components/detail-form/use-detail-form';
import { formResolver } from '../../../components/form-resolver';
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
  const { form, submit, deleteRecord, refusal, saving, deleting } = useDetailForm({
    record: attribute,
    toForm: toAttributeForm,
    // The form always holds every field (no defaults left to fill): the schema's input and output alike.
    resolver: formResolver(attributeCreateSchema) as unknown as Resolver<AttributeForm>,
    disabled: !canWrite,
    path: attributePath,
    newId: newShopId,
    listPath: attributeListPath,
    save: useSaveAttribute(attribute?._id ?? null),
    remove: useDeleteAttribute(),
    messages: {
      saved: t('shop.saved'),
      deleted: t('shop.deleted'),
      deleteQuestion: t('shop.deleteConfirm'),
      deleteButton: t('shop.delete'),
    },
  });
  const { errors } = form.formState;

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
        <DetailFormNotices readOnly={canWrite ? null : t('shop.readOnly')} refusal={refusal} />
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
          <DetailFormFooter
            onDelete={attribute && props.canDelete ? deleteRecord : null}
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

export { AttributeDetailScreen as Component };
