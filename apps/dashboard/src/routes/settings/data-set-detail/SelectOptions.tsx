/** A select field's options (value and label, at least one), in their order: dragged as every list is. */
import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FieldError, get, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../components/sortable/SortableList';

/** The modal's form as the options see it; a list element's options sit deeper ('of.options'), typed as these. */
export type SelectOptionsForm = UseFormReturn<{ options: { value: string; label: string }[] }>;

type OptionErrors = (FieldError & { root?: FieldError } & { value?: FieldError; label?: FieldError }[]) | undefined;

export function SelectOptions(props: { form: SelectOptionsForm; name: 'options'; disabled: boolean }) {
  const { t } = useTranslation();
  const { form, disabled, name } = props;
  const options = useFieldArray({ control: form.control, name });
  const errors = get(form.formState.errors, name) as OptionErrors;
  return (
    <Input.Wrapper label={t('dataSets.field.options')} withAsterisk error={errors?.message ?? errors?.root?.message}>
      <Stack gap="xs" mt={4}>
        {options.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dataSets.field.option.none')}
          </Text>
        ) : (
          <SortableList
            items={options.fields}
            itemKey={(option) => option.id}
            onMove={options.move}
            label={t('dataSets.field.options')}
            itemLabel={(option) => ({
              row: option.label,
              handle: t('dataSets.field.option.drag', { name: option.label }),
            })}
            disabled={disabled}
            handleTop={26}
          >
            {(option, index) => (
              <Group align="flex-start" wrap="nowrap" key={option.id}>
                <TextInput
                  label={t('dataSets.field.option.value')}
                  withAsterisk
                  style={{ flex: 1 }}
                  error={errors?.[index]?.value?.message}
                  {...form.register(`${name}.${index}.value`)}
                />
                <TextInput
                  label={t('dataSets.field.option.label')}
                  withAsterisk
                  style={{ flex: 1 }}
                  error={errors?.[index]?.label?.message}
                  {...form.register(`${name}.${index}.label`)}
                />
                {!disabled && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    aria-label={t('dataSets.field.option.remove')}
                    onClick={() => options.remove(index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            )}
          </SortableList>
        )}
        {!disabled && (
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => options.append({ value: '', label: '' })}
            >
              {t('dataSets.field.option.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
