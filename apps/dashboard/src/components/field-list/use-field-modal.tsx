/**
 * The workflow of a field's modal with tabs (a form field's, a customization field's): the form on
 * the field's shared schema, a red dot on every tab with an error, the tab of the first error shown,
 * and 'Bruk', which checks the field against the list's shared rules before the list takes it.
 */
import { Indicator } from '@mantine/core';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { formResolver } from '../form-resolver';

/** The paths of every message in the form's errors ('label', 'conditions.0.targetValue'). */
function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([name, value]) => {
    if (!value || typeof value !== 'object' || name === 'ref') return [];
    const path = prefix ? `${prefix}.${name}` : name;
    return 'message' in value && typeof value.message === 'string' ? [path] : errorPaths(value, path);
  });
}

export function useFieldModal<Field extends FieldValues, Tab extends string>(options: {
  schema: Parameters<typeof formResolver>[0];
  defaultValues: Field;
  readOnly: boolean;
  firstTab: Tab;
  /** The tab that shows the property at a path ('conditions.0.targetValue'). */
  tabOf: (path: string) => Tab;
  tabName: (tab: Tab) => string;
  /** The field as the list keeps it (no options where its type has none, no value for 'er fylt ut' …). */
  applied: (values: Field) => Field;
  /** Its problems among the list's other fields, as paths inside the field. */
  problems: (field: Field) => { path: string; message: string }[];
  onSave: (field: Field) => void;
}) {
  const { tabOf } = options;
  const form = useForm<Field>({
    resolver: formResolver(options.schema) as unknown as Resolver<Field>,
    defaultValues: options.defaultValues as DefaultValues<Field>,
    disabled: options.readOnly,
  });
  const [tab, setTab] = useState<Tab>(options.firstTab);
  const paths = errorPaths(form.formState.errors);
  const tabLabel = (which: Tab) => (
    <Indicator color="red" size={7} offset={-4} disabled={!paths.some((path) => tabOf(path) === which)}>
      {options.tabName(which)}
    </Indicator>
  );
  const apply = form.handleSubmit(
    (values) => {
      const field = options.applied(values);
      const problems = options.problems(field);
      if (problems.length === 0) return options.onSave(field);
      for (const problem of problems) form.setError(problem.path as Path<Field>, { message: problem.message });
      setTab(tabOf(problems[0]?.path ?? ''));
    },
    (found) => {
      const [first] = errorPaths(found);
      if (first) setTab(tabOf(first));
    },
  );
  return { form, tab, setTab, tabLabel, apply };
}
