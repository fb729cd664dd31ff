/**
 * One form field in a modal: what it is, the rules its value follows, the options a visitor picks
 * among and the conditions under which it shows. 'Bruk' puts it into the form's list after the
 * shared rules pass; the editor's 'Lagre' saves the form.
 */
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Tabs, Textarea, TextInput } from '@mantine/core';
import {
  type FormField,
  type FormFieldType,
  formEditorFieldTypes,
  formFieldSchema,
  formFieldTypeLabels,
  formTypesWithOptions,
} from '@vev/shared';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { conditionTargets } from '../../../components/field-conditions/conditions';
import { asConditionsForm, FieldConditions } from '../../../components/field-conditions/FieldConditions';
import { useFieldModal } from '../../../components/field-list/use-field-modal';
import { FieldRules } from './FieldRules';
import { appliedField, blankFormField, fieldProblemsInForm, nameForLabel } from './field-form';
import { OptionList } from './OptionList';

type ModalTab = 'field' | 'rules' | 'options' | 'conditions';
const ruleProperties = [
  'min',
  'max',
  'minlength',
  'maxlength',
  'pattern',
  'patternDescription',
  'accept',
  'autocomplete',
];

function tabOf(path: string): ModalTab {
  const [first = ''] = path.split('.');
  if (first === 'options') return 'options';
  if (first === 'conditions') return 'conditions';
  return ruleProperties.includes(first) ? 'rules' : 'field';
}

const switches = ['required', 'disabled', 'readonly'] as const;

export interface FieldModalProps {
  /** null: a new field. */
  field: FormField | null;
  /** The form's other fields, which conditions may name. */
  others: FormField[];
  index: number;
  readOnly: boolean;
  onSave: (field: FormField) => void;
  onClose: () => void;
}

export function FieldModal({ field, others, index, readOnly, onSave, onClose }: FieldModalProps) {
  const { t } = useTranslation();
  const isNew = field === null;
  const { form, tab, setTab, tabLabel, apply } = useFieldModal({
    schema: formFieldSchema,
    defaultValues: field ?? blankFormField(),
    readOnly,
    firstTab: 'field' as ModalTab,
    tabOf,
    tabName: (which) => t(`forms.field.tabs.${which}`),
    applied: appliedField,
    problems: (applied) => fieldProblemsInForm(applied, others, index),
    onSave,
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const hasOptions = formTypesWithOptions.includes(type);

  const labelField = form.register('label');
  return (
    <Modal opened onClose={onClose} title={isNew ? t('forms.field.newTitle') : field.label} size="xl">
      <Stack>
        <Tabs value={tab} onChange={(next) => next && setTab(next as ModalTab)} keepMounted>
          <Tabs.List>
            <Tabs.Tab value="field">{tabLabel('field')}</Tabs.Tab>
            <Tabs.Tab value="rules">{tabLabel('rules')}</Tabs.Tab>
            {hasOptions && <Tabs.Tab value="options">{tabLabel('options')}</Tabs.Tab>}
            <Tabs.Tab value="conditions">{tabLabel('conditions')}</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="field" pt="md">
            <Stack>
              <Controller
                control={form.control}
                name="type"
                render={({ field: input }) => (
                  <Select
                    label={t('forms.field.type')}
                    withAsterisk
                    maw={320}
                    allowDeselect={false}
                    data={formEditorFieldTypes.map((value) => ({ value, label: formFieldTypeLabels[value] }))}
                    value={input.value}
                    onChange={(value) => value && input.onChange(value as FormFieldType)}
                    disabled={input.disabled}
                    error={errors.type?.message}
                  />
                )}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('forms.field.label')}
                  withAsterisk
                  data-autofocus
                  error={errors.label?.message}
                  {...labelField}
                  onChange={(event) => {
                    void labelField.onChange(event);
                    const name = nameForLabel(event.currentTarget.value, form.getValues('name'), isNew);
                    form.setValue('name', name, { shouldValidate: form.formState.isSubmitted });
                  }}
                />
                <TextInput
                  label={t('forms.field.name')}
                  withAsterisk
                  description={t(isNew ? 'forms.field.nameNew' : 'forms.field.nameFixed')}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  error={errors.name?.message}
                  {...form.register('name')}
                />
              </SimpleGrid>
              <Textarea
                label={t('forms.field.description')}
                autosize
                minRows={2}
                error={errors.description?.message}
                {...form.register('description')}
              />
              {type !== 'info' && (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('forms.field.placeholder')}
                    error={errors.placeholder?.message}
                    {...form.register('placeholder')}
                  />
                  <TextInput
                    label={t('forms.field.defaultValue')}
                    error={errors.defaultValue?.message}
                    {...form.register('defaultValue')}
                  />
                </SimpleGrid>
              )}
              <Group>
                {switches.map((name) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field: input }) => (
                      <Switch
                        label={t(`forms.field.${name}`)}
                        checked={input.value}
                        onChange={(event) => input.onChange(event.currentTarget.checked)}
                        disabled={input.disabled}
                      />
                    )}
                  />
                ))}
              </Group>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="rules" pt="md">
            <FieldRules form={form} />
          </Tabs.Panel>

          {hasOptions && (
            <Tabs.Panel value="options" pt="md">
              <OptionList form={form} disabled={readOnly} />
            </Tabs.Panel>
          )}

          <Tabs.Panel value="conditions" pt="md">
            <FieldConditions
              form={asConditionsForm(form)}
              targets={conditionTargets(others.map((other) => ({ key: other.name, label: other.label })))}
              disabled={readOnly}
            />
          </Tabs.Panel>
        </Tabs>

        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(readOnly ? 'forms.field.close' : 'forms.cancel')}
          </Button>
          {!readOnly && <Button onClick={() => void apply()}>{t('forms.field.apply')}</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}
