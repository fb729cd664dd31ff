import { ActionIcon, Button, Checkbox, ColorInput, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { CustomizeOption, CustomizeOptionType } from '@vev/shared';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../MoneyInput';
import { ImagePicker } from '../media-library/ImagePicker';
import { SortableList } from '../sortable/SortableList';

type Form = UseFormReturn<CustomizeOption>;

/**
 * The options a buyer picks from (spec 3 'Option'): label, price, whether it is chosen at first,
 * its meta (a colour for Color, the minimum number of characters for StringStepper), and an image
 * for the product's preview when the field is shown there.
 */
export function ChoiceList({ form, type, disabled }: { form: Form; type: CustomizeOptionType; disabled: boolean }) {
  const { t } = useTranslation();
  const choices = useFieldArray({ control: form.control, name: 'options' });
  const current = useWatch({ control: form.control, name: 'options' });
  const preview = useWatch({ control: form.control, name: 'preview' });
  const nameAt = (index: number) => current?.[index]?.label || t('shop.customizeOptions.unnamed');
  const errors = form.formState.errors.options;
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={500}>{t('shop.customizeOptions.options.title')}</Text>
        {!disabled && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => choices.append({ label: '', price: 0, default: false, meta: '', previewImage: null })}
          >
            {t('shop.customizeOptions.options.add')}
          </Button>
        )}
      </Group>
      {choices.fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shop.customizeOptions.options.none')}
        </Text>
      ) : (
        <SortableList
          items={choices.fields}
          itemKey={(field) => field.id}
          onMove={choices.move}
          label={t('shop.customizeOptions.options.title')}
          itemLabel={(_field, index) => ({
            row: nameAt(index),
            handle: t('shop.customizeOptions.options.drag', { name: nameAt(index) }),
          })}
          disabled={disabled}
        >
          {(_field, index) => (
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Group align="flex-start" gap="sm" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
                <TextInput
                  label={t('shop.customizeOptions.options.label')}
                  withAsterisk
                  style={{ flex: '1 1 10rem' }}
                  error={errors?.[index]?.label?.message}
                  {...form.register(`options.${index}.label`)}
                />
                <Controller
                  control={form.control}
                  name={`options.${index}.price`}
                  render={({ field, fieldState }) => (
                    <MoneyInput
                      label={t('shop.customizeOptions.options.price')}
                      w={140}
                      value={field.value}
                      onChange={(ore) => field.onChange(ore ?? 0)}
                      disabled={field.disabled}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                {type === 'Color' && <ColourMeta form={form} index={index} />}
                {type === 'StringStepper' && <MinimumCharactersMeta form={form} index={index} />}
                <Controller
                  control={form.control}
                  name={`options.${index}.default`}
                  render={({ field }) => (
                    <Checkbox
                      mt={32}
                      label={t('shop.customizeOptions.options.default')}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      disabled={field.disabled}
                    />
                  )}
                />
                {preview && (
                  <Controller
                    control={form.control}
                    name={`options.${index}.previewImage`}
                    render={({ field }) => (
                      <ImagePicker
                        label={t('shop.customizeOptions.options.image')}
                        value={field.value}
                        onChange={field.onChange}
                        disabled={field.disabled ?? false}
                      />
                    )}
                  />
                )}
              </Group>
              {!disabled && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={t('shop.customizeOptions.options.remove', { name: nameAt(index) })}
                  onClick={() => choices.remove(index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          )}
        </SortableList>
      )}
    </Stack>
  );
}

/** A Color field's option shows its colour (#rrggbb). */
function ColourMeta({ form, index }: { form: Form; index: number }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={`options.${index}.meta`}
      render={({ field, fieldState }) => (
        <ColorInput
          label={t('shop.customizeOptions.options.colour')}
          w={160}
          format="hex"
          value={field.value}
          onChange={field.onChange}
          disabled={field.disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A StringStepper's option is priced from a number of characters, kept as text in the meta. */
function MinimumCharactersMeta({ form, index }: { form: Form; index: number }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={`options.${index}.meta`}
      render={({ field, fieldState }) => (
        <NumberInput
          label={t('shop.customizeOptions.options.minimumCharacters')}
          w={170}
          min={0}
          allowDecimal={false}
          value={field.value === '' ? '' : Number(field.value)}
          onChange={(value) => field.onChange(typeof value === 'number' ? String(value) : '')}
          disabled={field.disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
