import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { findSectionDefinition } from '@vev/sections';
import type { Component } from '@vev/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ComponentDocument } from './component-document';

/** Generelt: name (required), the section type (fixed at creation, spec 3 §3) and the description. */
export function ComponentGeneralTab({ component, readOnly }: { component: Component; readOnly: boolean }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ComponentDocument>();
  const errors = formState.errors;
  return (
    <Fieldset legend={t('editor.tabs.general')} disabled={readOnly} maw={760}>
      <Stack>
        <TextInput
          label={t('content.components.name')}
          withAsterisk
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label={t('content.components.type')}
          description={t('content.components.typeFixed')}
          value={findSectionDefinition(component.component)?.label ?? component.component}
          readOnly
        />
        <Textarea
          label={t('content.components.description')}
          autosize
          minRows={3}
          error={errors.description?.message}
          {...register('description')}
        />
      </Stack>
    </Fieldset>
  );
}
