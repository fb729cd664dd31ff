import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FormField } from '@vev/shared';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../components/sortable/SortableList';

/** What a visitor picks among (spec 3 'Form field' options: value and label required), in their order. */
export function OptionList({ form, disabled }: { form: UseFormReturn<FormField>; disabled: boolean }) {
  const { t } = useTranslation();
  const options = useFieldArray({ control: form.control, name: 'options' });
  const errors = form.formState.errors.options;
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        {!disabled && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => options.append({ value: '', label: '', required: false })}
          >
            {t('forms.options.add')}
          </Button>
        )}
      </Group>
      {options.fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('forms.options.none')}
        </Text>
      ) : (
        <SortableList
          items={options.fields}
          itemKey={(option) => option.id}
          onMove={options.move}
          label={t('forms.field.tabs.options')}
          itemLabel={(option) => ({ row: option.label, handle: t('forms.options.drag', { name: option.label }) })}
          disabled={disabled}
          handleTop={26}
        >
          {(option, index) => (
            <Group align="flex-start" wrap="nowrap" key={option.id}>
              <TextInput
                label={t('forms.options.value')}
                withAsterisk
                style={{ flex: 1 }}
                error={errors?.[index]?.value?.message}
                {...form.register(`options.${index}.value`)}
              />
              <TextInput
                label={t('forms.options.label')}
                withAsterisk
                style={{ flex: 1 }}
                error={errors?.[index]?.label?.message}
                {...form.register(`options.${index}.label`)}
              />
              <Controller
                control={form.control}
                name={`options.${index}.required`}
                render={({ field }) => (
                  <Checkbox
                    mt={32}
                    label={t('forms.options.required')}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    disabled={field.disabled}
                  />
                )}
              />
              {!disabled && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={t('forms.options.remove')}
                  onClick={() => options.remove(index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          )}
        </SortableList>
      )}
    </Stack>
  );
}
