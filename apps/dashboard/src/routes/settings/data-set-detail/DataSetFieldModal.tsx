/**
 * One field of a data set in a modal: its type, label, system name, help text and 'Må fylles ut',
 * then what its type allows (KindProperties). 'Bruk' puts it into the list once the shared schema
 * passes; the screen's 'Lagre' saves the set.
 */
import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { dataSetPropNameFromLabel, type PropDefinition } from '@vev/sections';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver } from '../../../components/form-resolver';
import { blankField, type FieldDraft, fieldDraftSchema, toFieldDraft } from './field-draft';
import { KindProperties, TypeSelect } from './KindProperties';

export interface DataSetFieldModalProps {
  /** null: a new field. */
  field: PropDefinition | null;
  /** The fields beside it, whose names it may not take. */
  others: PropDefinition[];
  /** 1: the set's own fields; 2 and 3: fields inside a group or list. */
  depth: number;
  readOnly: boolean;
  onSave: (field: PropDefinition) => void;
  onClose: () => void;
}

const schemaOf = (depth: number, others: readonly PropDefinition[]) =>
  fieldDraftSchema(
    depth,
    others.map((other) => other.name),
  ) as unknown as Parameters<typeof formResolver>[0];

export function DataSetFieldModal({ field, others, depth, readOnly, onSave, onClose }: DataSetFieldModalProps) {
  const { t } = useTranslation();
  const isNew = field === null;
  const form = useForm<FieldDraft, unknown, PropDefinition>({
    resolver: formResolver(schemaOf(depth, others)) as unknown as Resolver<FieldDraft, unknown, PropDefinition>,
    defaultValues: field ? toFieldDraft(field) : blankField(),
    disabled: readOnly,
  });
  const { errors } = form.formState;
  const labelField = form.register('label');
  const apply = form.handleSubmit((prop) => onSave(prop));
  return (
    <Modal opened onClose={onClose} title={isNew ? t('dataSets.field.newTitle') : field.label} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          // A group's modal sits inside its parent's form: the parent must not submit too.
          event.preventDefault();
          event.stopPropagation();
          void apply();
        }}
      >
        <Stack>
          <TypeSelect form={form} prefix="" depth={depth} label={t('dataSets.field.type')} />
          <Group grow align="flex-start">
            <TextInput
              label={t('dataSets.field.label')}
              withAsterisk
              data-autofocus
              error={errors.label?.message}
              {...labelField}
              onChange={(event) => {
                void labelField.onChange(event);
                if (!isNew) return;
                const name = dataSetPropNameFromLabel(event.currentTarget.value);
                form.setValue('name', name, { shouldValidate: form.formState.isSubmitted });
              }}
            />
            <TextInput
              label={t('dataSets.field.name')}
              withAsterisk
              description={t(isNew ? 'dataSets.field.nameNew' : 'dataSets.field.nameFixed')}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              error={errors.name?.message}
              {...form.register('name')}
            />
          </Group>
          <Textarea
            label={t('dataSets.field.description')}
            description={t('dataSets.field.descriptionHelp')}
            autosize
            minRows={2}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Controller
            control={form.control}
            name="required"
            render={({ field: input }) => (
              <Switch
                label={t('dataSets.field.required')}
                checked={input.value}
                onChange={(event) => input.onChange(event.currentTarget.checked)}
                disabled={input.disabled}
              />
            )}
          />
          <KindProperties form={form} prefix="" depth={depth} readOnly={readOnly} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(readOnly ? 'dataSets.field.close' : 'dataSets.field.cancel')}
            </Button>
            {!readOnly && <Button type="submit">{t('dataSets.field.apply')}</Button>}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
