/**
 * The rules of one form field's modal, apart from the screen: a new field is a text field whose
 * system name follows its label, and a field is checked against the others of its form (unique
 * name, conditions on fields that exist) with the shared rules the server applies.
 */
import {
  type FormField,
  formFieldNameFromLabel,
  formFieldProblems,
  formTypesWithOptions,
  formTypesWithPattern,
  newFormField,
} from '@vev/shared';
import { savedCondition } from '../../../components/field-conditions/conditions';

/** A new field before anything is typed: 'string' (spec 3 §9), label and name emptied for the form. */
export const blankFormField = (): FormField => ({
  ...newFormField(globalThis.crypto.randomUUID()),
  label: '',
  name: '',
});

/** The name a field shows as its label changes: derived while the field is new, kept afterwards. */
export const nameForLabel = (label: string, currentName: string, isNew: boolean): string =>
  isNew ? formFieldNameFromLabel(label) : currentName;

/** The field as it is kept: no options where the type has none, no value for 'set', no pattern for text. */
export function appliedField(field: FormField): FormField {
  const patterned = formTypesWithPattern.includes(field.type);
  return {
    ...field,
    options: formTypesWithOptions.includes(field.type) ? field.options : [],
    conditions: field.conditions.map(savedCondition),
    pattern: patterned ? field.pattern : '',
    patternDescription: patterned ? field.patternDescription : '',
  };
}

/** The form-wide problems of `field` at `index` among `others`, as paths inside the field. */
export function fieldProblemsInForm(field: FormField, others: readonly FormField[], index: number) {
  const list = [...others.slice(0, index), field, ...others.slice(index)];
  return formFieldProblems(list)
    .filter((problem) => problem.path[0] === index)
    .map((problem) => ({ path: problem.path.slice(1).join('.'), message: problem.message }));
}
