import { Fieldset, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TemplateDocument } from './template-document';

/** Generelt: the template's name (spec 2 §5 'Required names: template name'). */
export function TemplateGeneralTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<TemplateDocument>();
  return (
    <Fieldset legend={t('editor.tabs.general')} disabled={readOnly} maw={760}>
      <TextInput
        label={t('templates.editor.name')}
        withAsterisk
        error={formState.errors.name?.message}
        {...register('name')}
      />
    </Fieldset>
  );
}
