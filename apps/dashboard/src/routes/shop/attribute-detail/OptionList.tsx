import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { AttributeType } from '@vev/shared';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../components/sortable/SortableList';
import type { AttributeForm } from './form';
import { OptionMetaField } from './OptionMeta';

/**
 * The attribute's options in order: value, categorization and meta; drag a handle (or use it with
 * the keyboard: space, arrows, space) to reorder, as the gallery does.
 */
export function OptionList({ form, disabled }: { form: UseFormReturn<AttributeForm>; disabled: boolean }) {
  const { t } = useTranslation();
  const options = useFieldArray({ control: form.control, name: 'options', keyName: 'key' });
  const type = useWatch({ control: form.control, name: 'type' });
  // The rows are named by their value as it is typed (the field array's items keep the first one).
  const values = useWatch({ control: form.control, name: 'options' });
  const nameAt = (index: number) => values[index]?.value || t('shop.attributes.options.unnamed');
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('shop.attributes.options.title')}
          </Title>
          {!disabled && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => options.append({ value: '', categorization: '', meta: null })}
            >
              {t('shop.attributes.options.add')}
            </Button>
          )}
        </Group>
        {options.fields.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('shop.attributes.options.none')}
          </Text>
        ) : (
          <SortableList
            items={options.fields}
            itemKey={(field) => field.key}
            onMove={options.move}
            label={t('shop.attributes.options.title')}
            itemLabel={(_field, index) => ({
              row: nameAt(index),
              handle: t('shop.attributes.options.drag', { name: nameAt(index) }),
            })}
            disabled={disabled}
            handleTop={26}
          >
            {(_field, index) => (
              <OptionRow
                index={index}
                name={nameAt(index)}
                form={form}
                type={type}
                disabled={disabled}
                onRemove={() => options.remove(index)}
              />
            )}
          </SortableList>
        )}
      </Stack>
    </Paper>
  );
}

function OptionRow(props: {
  index: number;
  name: string;
  form: UseFormReturn<AttributeForm>;
  type: AttributeType;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { form, index, disabled, name } = props;
  const errors = form.formState.errors.options?.[index];
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Group gap="sm" align="flex-start" style={{ flex: 1, minWidth: 0 }} wrap="wrap">
        <TextInput
          label={t('shop.attributes.options.value')}
          withAsterisk
          style={{ flex: '1 1 10rem' }}
          error={errors?.value?.message}
          {...form.register(`options.${index}.value`)}
        />
        <TextInput
          label={t('shop.attributes.options.categorization')}
          style={{ flex: '1 1 10rem' }}
          error={errors?.categorization?.message}
          {...form.register(`options.${index}.categorization`)}
        />
        <Controller
          control={form.control}
          name={`options.${index}.meta`}
          render={({ field, fieldState }) => (
            <OptionMetaField
              type={props.type}
              value={field.value}
              onChange={field.onChange}
              optionName={name}
              disabled={disabled}
              error={fieldState.error?.message}
            />
          )}
        />
      </Group>
      {!disabled && (
        <ActionIcon
          variant="subtle"
          color="red"
          mt={26}
          aria-label={t('shop.attributes.options.remove', { name })}
          onClick={props.onRemove}
        >
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
