import { Box, Button, Group, Text } from '@mantine/core';
import { findSectionDefinition, type SectionDefinition, type SectionProps, sectionPropsSchema } from '@vev/sections';
import type { SectionInstanceRecord } from '@vev/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFormFields, useSectionForm } from '../../../components/section-form';
import classes from './SectionPropsForm.module.css';

export interface SectionPropsFormProps {
  instance: SectionInstanceRecord;
  readOnly: boolean;
  /** Resolves false when the save was refused (it has shown why); the form then keeps the changes. */
  onSave: (values: SectionProps) => Promise<boolean>;
  /** Told whenever the form gets or loses unsaved changes, so leaving it can ask first. */
  onDirtyChange: (dirty: boolean) => void;
}

/** One placed section's form, generated from its definition and checked like the server does, with 'Lagre' kept in view. */
export function SectionPropsForm(props: SectionPropsFormProps) {
  const { t } = useTranslation();
  const definition = findSectionDefinition(props.instance.component);
  if (!definition) return <Text c="dimmed">{t('designer.sections.unknownType')}</Text>;
  return <DefinedSectionForm {...props} definition={definition} />;
}

function DefinedSectionForm({ definition, ...props }: SectionPropsFormProps & { definition: SectionDefinition }) {
  const { t } = useTranslation();
  const form = useSectionForm({
    fields: definition.props,
    schema: sectionPropsSchema(definition),
    value: props.instance.props,
    readOnly: props.readOnly,
    onSubmit: async (values) => {
      if (!(await props.onSave(values))) throw new Error('not saved');
    },
  });
  const { onDirtyChange } = props;
  useEffect(() => {
    onDirtyChange(form.isDirty);
    return () => onDirtyChange(false);
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
