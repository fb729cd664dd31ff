import { ActionIcon, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { defaultTaxClassId, defaultTaxClassLabel, taxLimits } from '@vev/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TaxRatesTable } from './TaxRatesTable';
import type { TaxFormValues } from './tax-form';

/**
 * One tax class: its name, description and rates. The default class shows as 'Standard', keeps
 * its name and has no delete (spec 2 §5).
 */
export function TaxClassCard({ index, onRemove }: { index: number; onRemove: (label: string) => void }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<TaxFormValues>();
  const id = useWatch({ control, name: `taxClasses.${index}.id` });
  const name = useWatch({ control, name: `taxClasses.${index}.name` });
  const isDefault = id === defaultTaxClassId;
  const label = isDefault ? defaultTaxClassLabel : name.trim() || t('taxes.classes.newName');
  const errors = formState.errors.taxClasses?.[index];
  return (
    <Paper component="section" aria-label={label} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {label}
          </Title>
          {!isDefault && !formState.disabled && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('taxes.classes.removeNamed', { name: label })}
              onClick={() => onRemove(label)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
        {isDefault ? (
          <TextInput
            label={t('taxes.classes.name')}
            description={t('taxes.classes.defaultNote')}
            value={defaultTaxClassLabel}
            readOnly
            disabled
          />
        ) : (
          <TextInput
            label={t('taxes.classes.name')}
            required
            maxLength={taxLimits.name}
            error={errors?.name?.message}
            {...register(`taxClasses.${index}.name`)}
          />
        )}
        <Textarea
          label={t('taxes.classes.description')}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={taxLimits.description}
          error={errors?.description?.message}
          {...register(`taxClasses.${index}.description`)}
        />
        <TaxRatesTable classIndex={index} label={label} />
      </Stack>
    </Paper>
  );
}
