import { Box, Button, Group, Text } from '@mantine/core';
import type { PropDefinition, SectionProps } from '@vev/sections';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { SectionFormFields, useSectionForm } from '../../../components/section-form';
import classes from './DesignerForm.module.css';

export interface DesignerFormProps {
  fields: readonly PropDefinition[];
  schema: ZodType;
  value: SectionProps;
  readOnly: boolean;
  /** Resolves false when the save was refused (it has shown why); the form then keeps the changes. */
  onSave: (values: SectionProps) => Promise<boolean>;
  /** Told whenever the form gets or loses unsaved changes, so leaving it can ask first. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Told the values after every change an editor makes, for the live preview (nothing is saved). */
  onDraft?: (values: SectionProps) => void;
}

/** The designer panel's form, built from prop definitions, with 'Lagre' kept in view at the panel's foot. */
export function DesignerForm({ fields, schema, value, readOnly, onSave, onDirtyChange, onDraft }: DesignerFormProps) {
  const { t } = useTranslation();
  const form = useSectionForm({
    fields,
    schema,
    value,
    readOnly,
    onSubmit: async (values) => {
      if (!(await onSave(values))) throw new Error('not saved');
    },
  });
  // A change names its field; a reset (after 'Lagre') does not, and shows nothing new.
  const { watch } = form.form;
  useEffect(() => {
    if (!onDraft || readOnly) return;
    const subscription = watch((values, { name }) => {
      if (name !== undefined) onDraft(structuredClone(values) as SectionProps);
    });
    return () => subscription.unsubscribe();
  }, [watch, onDraft, readOnly]);
  useEffect(() => {
    onDirtyChange?.(form.isDirty);
    return () => onDirtyChange?.(false);
  }, [form.isDirty, onDirtyChange]);

  const canSave = !form.readOnly && form.fields.length > 0;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <SectionFormFields form={form} />
      {canSave && (
        <Box className={classes.footer}>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed" role="status">
              {form.isDirty ? t('editor.unsaved') : t('editor.saved')}
            </Text>
            <Button type="submit" size="sm" loading={form.isSubmitting} disabled={!form.isDirty}>
              {t('common.save')}
            </Button>
          </Group>
        </Box>
      )}
    </form>
  );
}
