import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductForm } from '../product-form';

/** Inkluderte SKU-nummer (from the 'Mer' menu): SKUs that come with the product, each with an amount (both required). */
export function SubSkusTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<ProductForm>();
  const rows = useFieldArray({ control, name: 'subSkus', keyName: 'key' });
  const errors = formState.errors.subSkus;
  return (
    <Stack maw={640}>
      <Text size="sm" c="dimmed">
        {t('shop.products.subSkus.help')}
      </Text>
      {rows.fields.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text size="sm" c="dimmed">
            {t('shop.products.subSkus.empty')}
          </Text>
        </Paper>
      ) : (
        rows.fields.map((row, index) => (
          <Group key={row.key} align="flex-start" wrap="nowrap">
            <TextInput
              label={t('shop.products.subSkus.sku')}
              withAsterisk
              style={{ flex: 1 }}
              disabled={readOnly}
              error={errors?.[index]?.sku?.message}
              {...register(`subSkus.${index}.sku`)}
            />
            <Controller
              control={control}
              name={`subSkus.${index}.amount`}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t('shop.products.subSkus.amount')}
                  withAsterisk
                  w={110}
                  min={1}
                  allowDecimal={false}
                  disabled={readOnly}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  error={fieldState.error?.message}
                />
              )}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('shop.products.subSkus.remove')}
                onClick={() => rows.remove(index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))
      )}
      {!readOnly && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => rows.append({ sku: '', amount: 1 })}
          >
            {t('shop.products.subSkus.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
