import { ActionIcon, Button, Checkbox, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { taxLimits } from '@vev/shared';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newTaxRate, type TaxFormValues } from './tax-form';

/** One class's rates as a small table: Navn, Sats (%), Prioritet, Sammensatt, Gjelder frakt. */
export function TaxRatesTable({ classIndex, label }: { classIndex: number; label: string }) {
  const { t } = useTranslation();
  const { control, register, formState, getValues } = useFormContext<TaxFormValues>();
  const rates = useFieldArray({ control, name: `taxClasses.${classIndex}.rates` });
  const errors = formState.errors.taxClasses?.[classIndex]?.rates;
  const readOnly = formState.disabled;
  const addRate = () => {
    const priorities = getValues(`taxClasses.${classIndex}.rates`).map((rate) => Number(rate.priority) || 0);
    rates.append(newTaxRate(Math.max(0, ...priorities) + 1));
  };
  const flag = (index: number, name: 'compound' | 'shipping') => (
    <Controller
      control={control}
      name={`taxClasses.${classIndex}.rates.${index}.${name}`}
      render={({ field }) => (
        <Checkbox
          aria-label={t(`taxes.rates.${name}`)}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          disabled={field.disabled}
        />
      )}
    />
  );
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={6} aria-label={t('taxes.rates.caption', { name: label })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('taxes.rates.name')}</Table.Th>
              <Table.Th w={140}>{t('taxes.rates.value')}</Table.Th>
              <Table.Th w={100}>{t('taxes.rates.priority')}</Table.Th>
              <Table.Th w={100}>{t('taxes.rates.compound')}</Table.Th>
              <Table.Th w={110}>{t('taxes.rates.shipping')}</Table.Th>
              {!readOnly && <Table.Th w={44} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rates.fields.map((rate, index) => (
              <Table.Tr key={rate.id}>
                <Table.Td>
                  <TextInput
                    aria-label={t('taxes.rates.name')}
                    error={errors?.[index]?.name?.message}
                    {...register(`taxClasses.${classIndex}.rates.${index}.name`)}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={control}
                    name={`taxClasses.${classIndex}.rates.${index}.value`}
                    render={({ field }) => (
                      <NumberInput
                        aria-label={t('taxes.rates.value')}
                        value={field.value}
                        onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                        onBlur={field.onBlur}
                        decimalSeparator=","
                        decimalScale={2}
                        min={0}
                        max={100}
                        hideControls
                        disabled={field.disabled}
                        error={errors?.[index]?.value?.message}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={control}
                    name={`taxClasses.${classIndex}.rates.${index}.priority`}
                    render={({ field }) => (
                      <NumberInput
                        aria-label={t('taxes.rates.priority')}
                        value={field.value}
                        onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                        onBlur={field.onBlur}
                        allowDecimal={false}
                        allowNegative={false}
                        hideControls
                        min={1}
                        max={taxLimits.priority}
                        disabled={field.disabled}
                        error={errors?.[index]?.priority?.message}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>{flag(index, 'compound')}</Table.Td>
                <Table.Td>{flag(index, 'shipping')}</Table.Td>
                {!readOnly && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('taxes.rates.remove', {
                        name: getValues(`taxClasses.${classIndex}.rates.${index}.name`) || t('taxes.rates.unnamed'),
                      })}
                      onClick={() => rates.remove(index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rates.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('taxes.rates.empty')}
        </Text>
      )}
      {!readOnly && rates.fields.length < taxLimits.ratesPerClass && (
        <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} w="fit-content" onClick={addRate}>
          {t('taxes.rates.add')}
        </Button>
      )}
    </Stack>
  );
}
