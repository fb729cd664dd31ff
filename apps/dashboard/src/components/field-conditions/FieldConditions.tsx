/**
 * When a field shows (spec 3 'Condition'): the conditions tab of a form field's modal and of a
 * product's customization field's modal. Works on any react-hook-form whose value has `conditions`.
 */
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type ConditionOperation,
  type CustomizeCondition,
  conditionOperationLabels,
  conditionOperations,
} from '@vev/shared';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { conditionTakesValue, newCondition } from './conditions';

export interface ConditionsForm {
  conditions: CustomizeCondition[];
}
export type Target = { value: string; label: string };

/**
 * The form's own type cannot be narrowed to its `conditions` (react-hook-form's form type is
 * invariant), so the one cast lives here rather than at every caller.
 */
export const asConditionsForm = <Form extends ConditionsForm>(form: UseFormReturn<Form>) =>
  form as unknown as UseFormReturn<ConditionsForm>;

/** Conditions and links (a customization field's) name their field the same way. */
type TargetsForm = ConditionsForm & { links: { targetKey: string }[] };

export function FieldConditions(props: {
  form: UseFormReturn<ConditionsForm>;
  targets: Target[];
  disabled: boolean;
  /** A heading above the help, where the tab holds more than the conditions. */
  withTitle?: boolean;
}) {
  const { t } = useTranslation();
  const { form, targets, disabled } = props;
  const conditions = useFieldArray({ control: form.control, name: 'conditions' });
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start">
        <div>
          {props.withTitle && <Text fw={500}>{t('fieldConditions.title')}</Text>}
          <Text size="xs" c="dimmed">
            {t('fieldConditions.help')}
          </Text>
        </div>
        {!disabled && targets.length > 0 && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => conditions.append(newCondition(targets[0]?.value))}
          >
            {t('fieldConditions.add')}
          </Button>
        )}
      </Group>
      {conditions.fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fieldConditions.none')}
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
          {t('fieldConditions.noOtherFields')}
        </Text>
      )}
    </Stack>
  );
}

function ConditionRow(props: {
  form: UseFormReturn<ConditionsForm>;
  index: number;
  targets: Target[];
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { form, index } = props;
  const operation = useWatch({ control: form.control, name: `conditions.${index}.targetOperation` });
  const errors = form.formState.errors.conditions?.[index];
  return (
    <Paper withBorder p="xs" component="li" aria-label={t('fieldConditions.title')}>
      <Group align="flex-start" wrap="nowrap">
        <Group align="flex-start" wrap="wrap" gap="sm" style={{ flex: 1 }}>
          <TargetSelect form={form} name={`conditions.${index}.targetKey`} targets={props.targets} />
          <Controller
            control={form.control}
            name={`conditions.${index}.targetOperation`}
            render={({ field }) => (
              <Select
                label={t('fieldConditions.operation')}
                withAsterisk
                w={180}
                allowDeselect={false}
                data={conditionOperations.map((value) => ({ value, label: conditionOperationLabels[value] }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value as ConditionOperation)}
                disabled={field.disabled}
              />
            )}
          />
          {conditionTakesValue({ targetOperation: operation }) && (
            <TextInput
              label={t('fieldConditions.value')}
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
            aria-label={t('fieldConditions.remove')}
            onClick={props.onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

/** Another field, by key; a key that no longer exists is shown so it can be changed. */
export function TargetSelect<Form extends ConditionsForm>(props: {
  form: UseFormReturn<Form>;
  name: `conditions.${number}.targetKey` | `links.${number}.targetKey`;
  targets: Target[];
}) {
  const { t } = useTranslation();
  const { control } = props.form as unknown as UseFormReturn<TargetsForm>;
  return (
    <Controller
      control={control}
      name={props.name}
      render={({ field, fieldState }) => {
        const known = props.targets.some((target) => target.value === field.value);
        const data =
          known || !field.value ? props.targets : [...props.targets, { value: field.value, label: field.value }];
        return (
          <Select
            label={t('fieldConditions.target')}
            withAsterisk
            w={240}
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
  );
}
