import { ActionIcon, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type ShippingClass, unusedShippingClasses } from '@vev/shared';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZoneFormValues } from './zone-form';

/**
 * A method's price per shipping class: one row per class, and a picker that offers only the
 * classes the method has no price for yet (spec 2 §5).
 */
export function ClassCosts({ index, classes }: { index: number; classes: readonly ShippingClass[] }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<ZoneFormValues>();
  const rows = useFieldArray({ control, name: `methods.${index}.classes` });
  const used = useWatch({ control, name: `methods.${index}.classes` }) ?? [];
  const errors = formState.errors.methods?.[index]?.classes;
  const readOnly = formState.disabled;
  const nameOf = (id: string) => classes.find((entry) => entry._id === id)?.name ?? t('shipping.method.unknownClass');
  const offered = unusedShippingClasses(classes, used);
  const placeholder =
    classes.length === 0
      ? t('shipping.method.noClasses')
      : offered.length === 0
        ? t('shipping.method.allClassesUsed')
        : t('shipping.method.pickClass');

  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {t('shipping.method.classCosts')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('shipping.method.classCostsDescription')}
        </Text>
      </div>
      {rows.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('shipping.method.noClassCosts')}
        </Text>
      )}
      {rows.fields.map((row, position) => {
        const name = nameOf(row.class);
        return (
          <Group key={row.id} align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={name}
              rightSection="kr"
              inputMode="decimal"
              error={errors?.[position]?.cost?.message ?? errors?.[position]?.class?.message}
              {...register(`methods.${index}.classes.${position}.cost`)}
            />
            {!readOnly && (
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={t('shipping.method.removeClass', { name })}
                onClick={() => rows.remove(position)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {!readOnly && (
        <Select
          label={t('shipping.method.addClass')}
          placeholder={placeholder}
          data={offered.map((entry) => ({ value: entry._id, label: entry.name }))}
          value={null}
          onChange={(value) => {
            if (value) rows.append({ class: value, cost: '0,00' });
          }}
          disabled={offered.length === 0}
          maw={320}
        />
      )}
    </Stack>
  );
}
