import { Text } from '@mantine/core';
import { findSectionDefinition, type SectionProps, sectionPropsSchema } from '@vev/sections';
import type { SectionInstanceRecord } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { SectionForm } from '../../../components/section-form/SectionForm';

/** One placed section's form, generated from its definition and validated like the server does. */
export function SectionPropsForm(props: {
  instance: SectionInstanceRecord;
  readOnly: boolean;
  onSave: (values: SectionProps) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const definition = findSectionDefinition(props.instance.component);
  if (!definition) return <Text c="dimmed">{t('designer.sections.unknownType')}</Text>;
  return (
    <SectionForm
      fields={definition.props}
      schema={sectionPropsSchema(definition)}
      value={props.instance.props}
      readOnly={props.readOnly}
      onSubmit={async (values) => {
        await props.onSave(values);
      }}
    />
  );
}
