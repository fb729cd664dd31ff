import { ActionIcon, Button, Divider, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type ConditionOperation,
  type CustomizeOption,
  conditionOperationLabels,
  conditionOperations,
} from '@vev/shared';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { conditionTakesValue, newCondition, targetChoices } from './option-form';

type Form = UseFormReturn<CustomizeOption>;

/**
 * When the field shows (spec 3 'Condition': another field, an operation, eq by default, and a value
 * that 'set' does not take), and the fields it is linked with.
 */
export function ConditionList({
  form,
  others,
  disabled,
}: {
  form: Form;
  others: CustomizeOption[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const targets = targetChoices(others);
  const conditions = useFieldArray({ control: form.control, name: 'conditions' });
  const links = useFieldArray({ control: form.control, name: 'links' });
  const canAdd = !disabled && targets.length > 0;
  return (
    <Stack>
      <Section
        title={t('shop.customizeOptions.conditions.title')}
        help={t('shop.customizeOptions.conditions.help')}
        addLabel={t('shop.customizeOptions.conditions.add')}
        onAdd={canAdd ? () => conditions.append(newCondition(targets[0]?.value)) : null}
      >
        {conditions.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('shop.customizeOptions.conditions.none')}
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
      </Section>
      {!disabled && targets.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('shop.customizeOptions.conditions.noOtherFields')}
        </Text>
      )}
      <Divider />
      <Section
        title={t('shop.customizeOptions.links.title')}
        help={t('shop.customizeOptions.links.help')}
        addLabel={t('shop.customizeOptions.links.add')}
        onAdd={canAdd ? () => links.append({ targetKey: targets[0]?.value ?? '' }) : null}
      >
        {links.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('shop.customizeOptions.links.none')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {links.fields.map((field, index) => (
              <Paper key={field.id} withBorder p="xs" component="li">
                <Group align="flex-start" wrap="nowrap">
                  <TargetSelect form={form} name={`links.${index}.targetKey`} targets={targets} />
                  {!disabled && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={26}
                      aria-label={t('shop.customizeOptions.links.remove')}
                      onClick={() => links.remove(index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

function Section(props: {
  title: string;
  help: string;
  addLabel: string;
  onAdd: (() => void) | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text fw={500}>{props.title}</Text>
          <Text size="xs" c="dimmed">
            {props.help}
          </Text>
        </div>
        {props.onAdd && (
          <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} onClick={props.onAdd}>
            {props.addLabel}
          </Button>
        )}
      </Group>
      {props.children}
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
    <Paper withBorder p="xs" component="li" aria-label={t('shop.customizeOptions.conditions.title')}>
      <Group align="flex-start" wrap="nowrap">
        <Group align="flex-start" wrap="wrap" gap="sm" style={{ flex: 1 }}>
          <TargetSelect form={form} name={`conditions.${index}.targetKey`} targets={props.targets} />
          <Controller
            control={form.control}
            name={`conditions.${index}.targetOperation`}
            render={({ field }) => (
              <Select
                label={t('shop.customizeOptions.conditions.operation')}
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
              label={t('shop.customizeOptions.conditions.value')}
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
            aria-label={t('shop.customizeOptions.conditions.remove')}
            onClick={props.onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

/** Another field of the list, by key; a key that no longer exists is shown so it can be changed. */
function TargetSelect(props: {
  form: Form;
  name: `conditions.${number}.targetKey` | `links.${number}.targetKey`;
  targets: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const known = props.targets.some((target) => target.value === field.value);
        const data =
          known || !field.value ? props.targets : [...props.targets, { value: field.value, label: field.value }];
        return (
          <Select
            label={t('shop.customizeOptions.conditions.target')}
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
