import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ConditionOperation, conditionOperationLabels, conditionOperations, type FormField } from '@vev/shared';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { conditionTargets, newFormCondition } from './field-form';

type Form = UseFormReturn<FormField>;

/** When the field shows (spec 3 'Condition': target, operation and a value that 'set' does not take). */
export function ConditionList({ form, others, disabled }: { form: Form; others: FormField[]; disabled: boolean }) {
  const { t } = useTranslation();
  const targets = conditionTargets(others);
  const conditions = useFieldArray({ control: form.control, name: 'conditions' });
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start">
        <Text size="xs" c="dimmed">
          {t('forms.conditions.help')}
        </Text>
        {!disabled && targets.length > 0 && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => conditions.append(newFormCondition(targets[0]?.value))}
          >
            {t('forms.conditions.add')}
          </Button>
        )}
      </Group>
      {conditions.fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('forms.conditions.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {conditions.fields.map((field, index) => (
            <ConditionRow
              key={field.id}
              form={form}
              index={index}
              targets={targets}
              disabled={disabled}
              onRemove={() => conditions.remove(index)}
            />
          ))}
        </Stack>
      )}
      {!disabled && targets.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('forms.conditions.noOtherFields')}
        </Text>
      )}
    </Stack>
  );
}

function ConditionRow(props: {
  form: Form;
  index: number;
  targets: { value: string; label: string }[];
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { form, index } = props;
  const operation = useWatch({ control: form.control, name: `conditions.${index}.targetOperation` });
  const errors = form.formState.errors.conditions?.[index];
  return (
    <Paper withBorder p="xs" component="li">
      <Group align="flex-start" wrap="nowrap">
        <Group align="flex-start" wrap="wrap" gap="sm" style={{ flex: 1 }}>
          <Controller
            control={form.control}
            name={`conditions.${index}.targetKey`}
            render={({ field, fieldState }) => {
              const known = props.targets.some((target) => target.value === field.value);
              const data =
                known || !field.value ? props.targets : [...props.targets, { value: field.value, label: field.value }];
              return (
                <Select
                  label={t('forms.conditions.target')}
                  withAsterisk
                  w={220}
                  allowDeselect={false}
                  data={data}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  disabled={field.disabled}
                  error={fieldState.error?.message}
                />
              );
            }}
          />
          <Controller
            control={form.control}
            name={`conditions.${index}.targetOperation`}
            render={({ field }) => (
              <Select
                label={t('forms.conditions.operation')}
                withAsterisk
                w={170}
                allowDeselect={false}
                data={conditionOperations.map((value) => ({ value, label: conditionOperationLabels[value] }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value as ConditionOperation)}
                disabled={field.disabled}
              />
            )}
          />
          {operation !== 'set' && (
            <TextInput
              label={t('forms.conditions.value')}
              withAsterisk
              style={{ flex: '1 1 8rem' }}
              error={errors?.targetValue?.message}
              {...form.register(`conditions.${index}.targetValue`)}
            />
          )}
        </Group>
        {!props.disabled && (
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={t('forms.conditions.remove')}
            onClick={props.onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
