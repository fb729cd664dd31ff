/**
 * One customization field in a modal: its own properties, the options a buyer picks from, the
 * conditions under which it shows, and how the product's preview draws it. 'Bruk' puts the field
 * into the list after the shared rules pass; the screen saves the list.
 */
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Tabs, Textarea, TextInput } from '@mantine/core';
import {
  type CustomizeOption,
  type CustomizeOptionType,
  customizeOptionSchema,
  customizeOptionTypeLabels,
  customizeOptionTypes,
  customizeTypesWithOptions,
} from '@vev/shared';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { savedCondition } from '../field-conditions/conditions';
import { useFieldModal } from '../field-list/use-field-modal';
import { MoneyInput } from '../MoneyInput';
import { OptionalNumberInput } from '../OptionalNumberInput';
import { ChoiceList } from './ChoiceList';
import { ConditionList } from './ConditionList';
import { blankCustomizeOption, keyForLabel, optionProblemsInList } from './option-form';
import { PreviewFields } from './PreviewFields';

type ModalTab = 'field' | 'options' | 'conditions' | 'preview';

/** The tab that shows the property at this path. */
function tabOf(path: string): ModalTab {
  const [first = ''] = path.split('.');
  if (first === 'options') return 'options';
  if (first === 'conditions' || first === 'links') return 'conditions';
  if (first.startsWith('preview')) return 'preview';
  return 'field';
}

export interface CustomizeOptionModalProps {
  /** null: a new field. */
  option: CustomizeOption | null;
  /** The list's other fields, which conditions and links may name. */
  others: CustomizeOption[];
  /** Where the field stands (or will stand) in the list. */
  index: number;
  readOnly: boolean;
  onSave: (option: CustomizeOption) => void;
  onClose: () => void;
}

export function CustomizeOptionModal({ option, others, index, readOnly, onSave, onClose }: CustomizeOptionModalProps) {
  const { t } = useTranslation();
  const isNew = option === null;
  const { form, tab, setTab, tabLabel, apply } = useFieldModal({
    schema: customizeOptionSchema,
    defaultValues: option ?? blankCustomizeOption(),
    readOnly,
    firstTab: 'field' as ModalTab,
    tabOf,
    tabName: (which) => t(`shop.customizeOptions.tabs.${which}`),
    applied: (values) => ({
      ...values,
      conditions: values.conditions.map(savedCondition),
      options: customizeTypesWithOptions.includes(values.type) ? values.options : [],
    }),
    problems: (field) => optionProblemsInList(field, others, index),
    onSave,
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const hasChoices = customizeTypesWithOptions.includes(type);
  const labelField = form.register('label');
  const title = isNew ? t('shop.customizeOptions.modal.newTitle') : option.label;
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <Stack>
        <Tabs value={tab} onChange={(next) => next && setTab(next as ModalTab)} keepMounted>
          <Tabs.List>
            <Tabs.Tab value="field">{tabLabel('field')}</Tabs.Tab>
            {hasChoices && <Tabs.Tab value="options">{tabLabel('options')}</Tabs.Tab>}
            <Tabs.Tab value="conditions">{tabLabel('conditions')}</Tabs.Tab>
            <Tabs.Tab value="preview">{tabLabel('preview')}</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="field" pt="md">
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('shop.customizeOptions.fields.label')}
                  withAsterisk
                  data-autofocus
                  error={errors.label?.message}
                  {...labelField}
                  onChange={(event) => {
                    void labelField.onChange(event);
                    const key = keyForLabel(event.currentTarget.value, form.getValues('key'), isNew);
                    form.setValue('key', key, { shouldValidate: form.formState.isSubmitted });
                  }}
                />
                <TextInput
                  label={t('shop.customizeOptions.fields.key')}
                  description={t(
                    isNew ? 'shop.customizeOptions.fields.keyNew' : 'shop.customizeOptions.fields.keyFixed',
                  )}
                  readOnly
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  error={errors.key?.message}
                  {...form.register('key')}
                />
              </SimpleGrid>
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <Select
                    label={t('shop.customizeOptions.fields.type')}
                    withAsterisk
                    maw={320}
                    allowDeselect={false}
                    data={customizeOptionTypes.map((value) => ({ value, label: customizeOptionTypeLabels[value] }))}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value as CustomizeOptionType)}
                    disabled={field.disabled}
                    error={errors.type?.message}
                  />
                )}
              />
              <Textarea
                label={t('shop.customizeOptions.fields.description')}
                autosize
                minRows={2}
                error={errors.description?.message}
                {...form.register('description')}
              />
              <Controller
                control={form.control}
                name="required"
                render={({ field }) => (
                  <Switch
                    label={t('shop.customizeOptions.fields.required')}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    disabled={field.disabled}
                  />
                )}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <OptionalNumberInput
                  form={form}
                  name="min"
                  label={t('shop.customizeOptions.fields.min')}
                  description={t('shop.customizeOptions.fields.minMaxHelp')}
                />
                <OptionalNumberInput
                  form={form}
                  name="max"
                  label={t('shop.customizeOptions.fields.max')}
                  description={t('shop.customizeOptions.fields.minMaxHelp')}
                />
                <TextInput
                  label={t('shop.customizeOptions.fields.defaultValue')}
                  error={errors.defaultValue?.message}
                  {...form.register('defaultValue')}
                />
                <TextInput
                  label={t('shop.customizeOptions.fields.placeholder')}
                  error={errors.placeholder?.message}
                  {...form.register('placeholder')}
                />
              </SimpleGrid>
              <Controller
                control={form.control}
                name="price"
                render={({ field }) => (
                  <MoneyInput
                    label={t('shop.customizeOptions.fields.price')}
                    description={t('shop.customizeOptions.fields.priceHelp')}
                    maw={320}
                    value={field.value}
                    onChange={(ore) => field.onChange(ore ?? 0)}
                    disabled={field.disabled}
                    error={errors.price?.message}
                  />
                )}
              />
            </Stack>
          </Tabs.Panel>

          {hasChoices && (
            <Tabs.Panel value="options" pt="md">
              <ChoiceList form={form} type={type} disabled={readOnly} />
            </Tabs.Panel>
          )}

          <Tabs.Panel value="conditions" pt="md">
            <ConditionList form={form} others={others} disabled={readOnly} />
          </Tabs.Panel>

          <Tabs.Panel value="preview" pt="md">
            <PreviewFields form={form} disabled={readOnly} />
          </Tabs.Panel>
        </Tabs>

        <Group justify="flex-end">
          {readOnly ? (
            <Button variant="default" onClick={onClose}>
              {t('shop.customizeOptions.modal.close')}
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose}>
                {t('shop.customizeOptions.modal.cancel')}
              </Button>
              <Button onClick={() => void apply()}>{t('shop.customizeOptions.modal.save')}</Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
