import { Stack, Text } from '@mantine/core';
import { isShown, type PropDefinition, type SectionProps } from '@vev/sections';
import { useEffect } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ErrorTree } from './field-errors';
import { PropField } from './PropField';
import type { SectionFormState } from './use-section-form';

/** The form's fields, or 'Denne seksjonen har ingen felter å endre!' when the definition has none. */
export function SectionFormFields({ form }: { form: SectionFormState }) {
  const { t } = useTranslation();
  if (form.fields.length === 0) return <Text>{t('sectionForm.noFields')}</Text>;
  return (
    <Stack>
      {form.fields.map((definition) => (
        <RootField key={definition.name} form={form.form} definition={definition} readOnly={form.readOnly} />
      ))}
    </Stack>
  );
}

/** One prop of the form; shown (and validated) only while its showFn says so for the current values. */
function RootField(props: { form: UseFormReturn<SectionProps>; definition: PropDefinition; readOnly: boolean }) {
  const { control, clearErrors } = props.form;
  const { definition } = props;
  const values = useWatch({ control, disabled: !definition.showFn }) as SectionProps;
  const shown = isShown(definition, values);
  // A hidden prop is not validated; an old message must not come back when it shows again.
  useEffect(() => {
    if (!shown) clearErrors(definition.name);
  }, [shown, clearErrors, definition.name]);
  if (!shown) return null;
  return (
    <Controller
      control={control}
      name={definition.name}
      render={({ field, fieldState }) => (
        <PropField
          definition={definition}
          label={definition.label}
          value={field.value}
          onChange={field.onChange}
          errors={fieldState.error as ErrorTree}
          disabled={props.readOnly || definition.editable === false}
        />
      )}
    />
  );
}
