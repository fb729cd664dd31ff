import { Group, Paper, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type ExperimentValues,
  experimentGoalTypeLabels,
  experimentGoalTypes,
  type GoalOperation,
  goalOperationLabels,
  goalOperations,
} from '@vev/shared';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ReferenceSelect } from '../../../components/section-form/reference/ReferenceSelect';

const operationOptions = goalOperations.map((value) => ({ value, label: goalOperationLabels[value] }));

/** The goal (spec 3 'Experiment'): a page view (a URL, equal to or containing) or an order line (a product). */
export function GoalFields(props: { control: Control<ExperimentValues>; disabled: boolean }) {
  const { t } = useTranslation();
  const { control, disabled } = props;
  const type = useWatch({ control, name: 'goal.type' });
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={2} size="h4">
          {t('experiments.fields.goal')}
        </Title>
        <Controller
          control={control}
          name="goal"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('experiments.fields.goalType')}
              </Text>
              <SegmentedControl
                aria-label={t('experiments.fields.goalType')}
                data={experimentGoalTypes.map((value) => ({ value, label: experimentGoalTypeLabels[value] }))}
                value={field.value.type}
                // A URL is no product and a product no URL: another type starts its condition over.
                onChange={(value) =>
                  field.onChange({
                    ...field.value,
                    type: value as ExperimentValues['goal']['type'],
                    meta1: { value: '', operation: 'equals' },
                  })
                }
                disabled={disabled}
                w="fit-content"
              />
            </Stack>
          )}
        />
        {type === 'pageView' ? (
          <Group grow align="flex-start">
            <Controller
              control={control}
              name="goal.meta1.value"
              render={({ field, fieldState }) => (
                <TextInput
                  label={t('experiments.fields.goalUrl')}
                  description={t('experiments.fields.goalUrlHelp')}
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  disabled={disabled}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="goal.meta1.operation"
              render={({ field }) => (
                <Select
                  label={t('experiments.fields.operation')}
                  data={operationOptions}
                  value={field.value}
                  onChange={(value) => field.onChange((value ?? 'equals') as GoalOperation)}
                  allowDeselect={false}
                  disabled={disabled}
                />
              )}
            />
          </Group>
        ) : (
          <Controller
            control={control}
            name="goal.meta1.value"
            render={({ field, fieldState }) => (
              <ReferenceSelect
                target="product"
                label={t('experiments.fields.goalProduct')}
                description={t('experiments.fields.goalProductHelp')}
                withAsterisk
                value={field.value || null}
                onChange={(id) => field.onChange(id ?? '')}
                disabled={disabled}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="goal.meta2"
          render={({ field }) => (
            <Group grow align="flex-start">
              <TextInput
                label={t('experiments.fields.meta2')}
                description={t('experiments.fields.meta2Help')}
                value={field.value?.value ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  field.onChange(value ? { value, operation: field.value?.operation ?? 'contains' } : null);
                }}
                disabled={disabled}
              />
              <Select
                label={t('experiments.fields.operation')}
                data={operationOptions}
                value={field.value?.operation ?? 'contains'}
                onChange={(operation) =>
                  field.value &&
                  field.onChange({ ...field.value, operation: (operation ?? 'contains') as GoalOperation })
                }
                allowDeselect={false}
                disabled={disabled || !field.value}
              />
            </Group>
          )}
        />
      </Stack>
    </Paper>
  );
}
