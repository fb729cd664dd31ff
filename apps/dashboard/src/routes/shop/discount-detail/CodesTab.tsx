import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type DiscountForm, generateDiscountCode } from '@vev/shared';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { discounts } from '../../../i18n/nb/discounts';

/** Koder (the code type only): each code with its label, active switch, limit and usage; 'Ny kode' makes one. */
export function CodesTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<DiscountForm>();
  const codes = useFieldArray({ control, name: 'codes', keyName: 'key' });
  const words = (key: Exclude<keyof typeof discounts.codes, 'remove'>) => t(`shop.discounts.codes.${key}` as const);
  const errors = formState.errors.codes;
  // A new code is generated upper case and active (spec 3 §5).
  const add = () =>
    codes.append({
      code: generateDiscountCode(crypto.getRandomValues(new Uint8Array(8))),
      label: '',
      active: true,
      maxUses: null,
      maxUsesPerCustomer: null,
    });
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Text size="sm" c="dimmed">
          {words('help')}
        </Text>
        {codes.fields.length === 0 ? (
          <Text size="sm">{words('none')}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{words('code')}</Table.Th>
                <Table.Th>{words('label')}</Table.Th>
                <Table.Th>{words('active')}</Table.Th>
                <Table.Th>{words('maxUses')}</Table.Th>
                <Table.Th>{words('maxUsesPerCustomer')}</Table.Th>
                <Table.Th>{words('used')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {codes.fields.map((code, index) => (
                <Table.Tr key={code.key}>
                  <Table.Td>
                    <TextInput
                      aria-label={words('code')}
                      withAsterisk
                      styles={{ input: { textTransform: 'uppercase', fontFamily: 'monospace' } }}
                      error={errors?.[index]?.code?.message}
                      disabled={readOnly}
                      {...register(`codes.${index}.code`, { setValueAs: (value: string) => value.toUpperCase() })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput aria-label={words('label')} disabled={readOnly} {...register(`codes.${index}.label`)} />
                  </Table.Td>
                  <Table.Td>
                    <Controller
                      control={control}
                      name={`codes.${index}.active`}
                      render={({ field }) => (
                        <Switch
                          aria-label={words('active')}
                          checked={field.value ?? true}
                          onChange={(event) => field.onChange(event.currentTarget.checked)}
                          disabled={readOnly}
                        />
                      )}
                    />
                  </Table.Td>
                  {(['maxUses', 'maxUsesPerCustomer'] as const).map((limit) => (
                    <Table.Td key={limit}>
                      <Controller
                        control={control}
                        name={`codes.${index}.${limit}`}
                        render={({ field, fieldState }) => (
                          <NumberInput
                            aria-label={words(limit)}
                            placeholder={words('maxUsesPlaceholder')}
                            min={1}
                            allowDecimal={false}
                            value={field.value ?? ''}
                            onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                            disabled={readOnly}
                            error={fieldState.error?.message}
                            w={120}
                          />
                        )}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>{code.used ?? 0}</Table.Td>
                  <Table.Td>
                    {!readOnly && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('shop.discounts.codes.remove', { code: code.code })}
                        onClick={() => codes.remove(index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {!readOnly && (
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
              {words('add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
