import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionFormFields } from './SectionFormFields';
import type { SectionFormProps } from './types';
import { useSectionForm } from './use-section-form';

/**
 * The props form with its own 'Lagre' and 'Avbryt'. Read-only, every field is disabled and there is
 * nothing to save. A screen with its own footer uses `useSectionForm` and `SectionFormFields`.
 */
export function SectionForm({ onCancel, submitLabel, cancelLabel, ...options }: SectionFormProps) {
  const { t } = useTranslation();
  const form = useSectionForm(options);
  const canSave = !form.readOnly && form.fields.length > 0;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Stack>
        <SectionFormFields form={form} />
        {(canSave || onCancel) && (
          <Group justify="flex-end" gap="xs">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {cancelLabel ?? t('common.cancel')}
              </Button>
            )}
            {canSave && (
              <Button type="submit" loading={form.isSubmitting}>
                {submitLabel ?? t('common.save')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
