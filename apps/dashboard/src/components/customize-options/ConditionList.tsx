import { ActionIcon, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { CustomizeOption } from '@vev/shared';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { conditionTargets } from '../field-conditions/conditions';
import { asConditionsForm, FieldConditions, TargetSelect } from '../field-conditions/FieldConditions';

type Form = UseFormReturn<CustomizeOption>;

/**
 * When the field shows (the conditions every field has, `FieldConditions`), and the fields it is
 * linked with, which only customization fields have.
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
  const targets = conditionTargets(others);
  const links = useFieldArray({ control: form.control, name: 'links' });
  return (
    <Stack>
      <FieldConditions form={asConditionsForm(form)} targets={targets} disabled={disabled} withTitle />
      <Divider />
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={500}>{t('shop.customizeOptions.links.title')}</Text>
            <Text size="xs" c="dimmed">
              {t('shop.customizeOptions.links.help')}
            </Text>
          </div>
          {!disabled && targets.length > 0 && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => links.append({ targetKey: targets[0]?.value ?? '' })}
            >
              {t('shop.customizeOptions.links.add')}
            </Button>
          )}
        </Group>
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
      </Stack>
    </Stack>
  );
}
