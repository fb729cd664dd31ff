/**
 * What a field's type allows beyond its name and label (`dataSetPropSchema`): the most characters
 * of a text, a number's limits and unit, a select's options, what a reference points to, a list's
 * element (itself a kind, one level down) and a group's own fields. `prefix` is where the kind sits
 * in the modal's form: '' for the field, 'of.' for its list's element, and so on.
 */
import { Fieldset, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { type DataSetPropType, dataSetPropTypesAt, type RefTarget, refTargets } from '@vev/sections';
import { Controller, type FieldError, get, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionalNumberInput } from '../../../components/OptionalNumberInput';
import { DataSetFieldList } from './DataSetFieldList';
import { blankKind, type FieldDraft, type KindDraft } from './field-draft';
import { SelectOptions, type SelectOptionsForm } from './SelectOptions';

type Form = UseFormReturn<FieldDraft, unknown, unknown>;
/** A path inside the form, at the kind's place. */
const pathOf = (prefix: string, key: keyof KindDraft) => `${prefix}${key}` as Path<FieldDraft>;
/** OptionalNumberInput names one of the form's nullable numbers; a nested one is typed as the top one. */
const numberAt = (prefix: string, key: 'maxLength' | 'min' | 'max') => pathOf(prefix, key) as 'maxLength';
const errorAt = (form: Form, path: string) => (get(form.formState.errors, path) as FieldError | undefined)?.message;

/** The type of the kind at `prefix`; choosing a list gives it a first element (short text). */
export function TypeSelect(props: { form: Form; prefix: string; depth: number; label: string }) {
  const { t } = useTranslation();
  const { form, prefix } = props;
  return (
    <Controller
      control={form.control}
      name={pathOf(prefix, 'type')}
      render={({ field: input, fieldState }) => (
        <Select
          label={props.label}
          withAsterisk
          maw={320}
          allowDeselect={false}
          data={dataSetPropTypesAt(props.depth).map((value) => ({ value, label: t(`dataSets.types.${value}`) }))}
          value={input.value as string}
          onChange={(value) => {
            if (!value) return;
            input.onChange(value as DataSetPropType);
            if (value === 'list' && !form.getValues(pathOf(prefix, 'of')))
              form.setValue(pathOf(prefix, 'of'), blankKind());
          }}
          disabled={input.disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function KindProperties(props: { form: Form; prefix: string; depth: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const { form, prefix, depth, readOnly } = props;
  const type = useWatch({ control: form.control, name: pathOf(prefix, 'type') }) as DataSetPropType;
  const number = (key: 'maxLength' | 'min' | 'max', label: string) => (
    <OptionalNumberInput form={form as UseFormReturn<FieldDraft>} name={numberAt(prefix, key)} label={label} />
  );
  switch (type) {
    case 'string':
    case 'text':
      return <Group grow>{number('maxLength', t('dataSets.field.maxLength'))}</Group>;
    case 'number':
      return (
        <Stack>
          <Group grow align="flex-start">
            {number('min', t('dataSets.field.min'))}
            {number('max', t('dataSets.field.max'))}
            <TextInput
              label={t('dataSets.field.unit')}
              description={t('dataSets.field.unitHelp')}
              error={errorAt(form, pathOf(prefix, 'unit'))}
              {...form.register(pathOf(prefix, 'unit'))}
            />
          </Group>
          <Controller
            control={form.control}
            name={pathOf(prefix, 'integer')}
            render={({ field: input }) => (
              <Switch
                label={t('dataSets.field.integer')}
                checked={input.value === true}
                onChange={(event) => input.onChange(event.currentTarget.checked)}
                disabled={input.disabled}
              />
            )}
          />
        </Stack>
      );
    case 'select':
      return (
        <SelectOptions
          form={form as unknown as SelectOptionsForm}
          name={pathOf(prefix, 'options') as 'options'}
          disabled={readOnly}
        />
      );
    case 'gallery':
      return <Group grow>{number('max', t('dataSets.field.galleryMax'))}</Group>;
    case 'ref':
      return (
        <Controller
          control={form.control}
          name={pathOf(prefix, 'to')}
          render={({ field: input, fieldState }) => (
            <Select
              label={t('dataSets.field.to')}
              withAsterisk
              maw={320}
              allowDeselect={false}
              data={refTargets.map((value) => ({ value, label: t(`dataSets.refTargets.${value}`) }))}
              value={input.value as string}
              onChange={(value) => value && input.onChange(value as RefTarget)}
              disabled={input.disabled}
              error={fieldState.error?.message}
            />
          )}
        />
      );
    case 'list':
      return (
        <Stack>
          <Group grow>{number('max', t('dataSets.field.listMax'))}</Group>
          <Fieldset legend={t('dataSets.field.item')}>
            <Stack>
              <TypeSelect form={form} prefix={`${prefix}of.`} depth={depth + 1} label={t('dataSets.field.itemType')} />
              <TextInput
                label={t('dataSets.field.itemLabel')}
                description={t('dataSets.field.itemLabelHelp')}
                error={errorAt(form, pathOf(`${prefix}of.`, 'label'))}
                {...form.register(pathOf(`${prefix}of.`, 'label'))}
              />
              <KindProperties form={form} prefix={`${prefix}of.`} depth={depth + 1} readOnly={readOnly} />
            </Stack>
          </Fieldset>
        </Stack>
      );
    case 'object':
      return (
        <Controller
          control={form.control}
          name={pathOf(prefix, 'fields')}
          render={({ field: input, fieldState }) => (
            <DataSetFieldList
              value={(input.value as FieldDraft['fields'] | undefined) ?? []}
              onChange={input.onChange}
              depth={depth + 1}
              readOnly={readOnly}
              error={fieldState.error?.message}
            />
          )}
        />
      );
    default:
      return null;
  }
}
