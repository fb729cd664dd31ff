import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormField, formTypesWithLength, formTypesWithPattern } from '@vev/shared';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionalNumberInput } from '../../../components/OptionalNumberInput';

/** The number max placeholder (spec 3 §9). */
const numberMaxPlaceholder = '9999999';

/** What the value must be: limits for its type, a pattern with its description (not for text), accepted files. */
export function FieldRules({ form }: { form: UseFormReturn<FormField> }) {
  const { t } = useTranslation();
  const type = useWatch({ control: form.control, name: 'type' });
  const { errors } = form.formState;
  return (
    <Stack>
      {type === 'number' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <OptionalNumberInput form={form} name="min" label={t('forms.field.min')} />
          <OptionalNumberInput form={form} name="max" label={t('forms.field.max')} placeholder={numberMaxPlaceholder} />
        </SimpleGrid>
      )}
      {formTypesWithLength.includes(type) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <OptionalNumberInput form={form} name="minlength" label={t('forms.field.minlength')} min={0} />
          <OptionalNumberInput form={form} name="maxlength" label={t('forms.field.maxlength')} min={0} />
        </SimpleGrid>
      )}
      {formTypesWithPattern.includes(type) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('forms.field.pattern')}
            description={t('forms.field.patternHelp')}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            error={errors.pattern?.message}
            {...form.register('pattern')}
          />
          <TextInput
            label={t('forms.field.patternDescription')}
            description={t('forms.field.patternDescriptionHelp')}
            error={errors.patternDescription?.message}
            {...form.register('patternDescription')}
          />
        </SimpleGrid>
      )}
      {type === 'file' && (
        <TextInput
          label={t('forms.field.accept')}
          description={t('forms.field.acceptHelp')}
          error={errors.accept?.message}
          {...form.register('accept')}
        />
      )}
      <TextInput
        label={t('forms.field.autocomplete')}
        description={t('forms.field.autocompleteHelp')}
        error={errors.autocomplete?.message}
        {...form.register('autocomplete')}
      />
    </Stack>
  );
}
