import { Text } from '@mantine/core';
import { findSectionDefinition, type SectionProps, sectionPropsSchema } from '@vev/sections';
import type { SectionInstanceRecord } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { DesignerForm } from '../layout/DesignerForm';

export interface SectionPropsFormProps {
  instance: SectionInstanceRecord;
  readOnly: boolean;
  onSave: (values: SectionProps) => Promise<boolean>;
  onDirtyChange: (dirty: boolean) => void;
  onDraft: (values: SectionProps) => void;
}

/** One placed section's form, generated from its definition and checked like the server does. */
export function SectionPropsForm({ instance, ...props }: SectionPropsFormProps) {
  const { t } = useTranslation();
  const definition = findSectionDefinition(instance.component);
  if (!definition) return <Text c="dimmed">{t('designer.sections.unknownType')}</Text>;
  return (
    <DesignerForm {...props} fields={definition.props} schema={sectionPropsSchema(definition)} value={instance.props} />
  );
}
