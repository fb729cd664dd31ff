/**
 * The rules of one customization field's form, apart from the screen: a new field's key follows
 * its label, and a field is checked against the others in its list (unique key, conditions and
 * links on fields that exist) with the same shared rules the server applies.
 */
import { type CustomizeOption, customizeKeyFromLabel, customizeListProblems, customizeOptionSchema } from '@vev/shared';

/** A new field before anything is typed: a text field with every property at its default. */
export const blankCustomizeOption = (): CustomizeOption =>
  // The schema's defaults, with a label and key to satisfy it; both are emptied for the form.
  ({ ...customizeOptionSchema.parse({ label: 'x', key: 'x' }), label: '', key: '' });

/** The key a field shows as its label changes: derived while the field is new, fixed afterwards. */
export const keyForLabel = (label: string, currentKey: string, isNew: boolean): string =>
  isNew ? customizeKeyFromLabel(label) : currentKey;

/**
 * The list-wide problems of `option` placed at `index` among `others` (the list without it), as
 * paths inside the option ('key', 'conditions.0.targetKey') with their messages.
 */
export function optionProblemsInList(
  option: CustomizeOption,
  others: readonly CustomizeOption[],
  index: number,
): { path: string; message: string }[] {
  const list = [...others.slice(0, index), option, ...others.slice(index)];
  return customizeListProblems(list)
    .filter((problem) => problem.path[0] === index)
    .map((problem) => ({ path: problem.path.slice(1).join('.'), message: problem.message }));
}
