import type { SectionProps } from '@vev/sections';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../form-resolver';
import { formValues } from './form-values';
import type { SectionFormOptions } from './types';

/**
 * A props form without its buttons, for a screen that has its own footer (the designer's panel):
 * render `<SectionFormFields form={…} />`, call `submit` from the screen's 'Lagre' and read `isDirty`.
 * Give the component a `key` per edited section, so another section starts a fresh form.
 */
export function useSectionForm({ fields, schema, value, readOnly = false, onSubmit }: SectionFormOptions) {
  const [defaultValues] = useState(() => formValues(fields, value));
  const resolver = useMemo(() => formResolver(schema as never) as never, [schema]);
  const form = useForm<SectionProps>({
    defaultValues,
    resolver,
    mode: 'onChange',
  });

  /** Validates, then saves; resolves true when saved. Invalid values show their messages instead. */
  const submit = useCallback(async (): Promise<boolean> => {
    if (readOnly) return false;
    let saved = false;
    try {
      await form.handleSubmit(async (values) => {
        await onSubmit(values);
        form.reset(values);
        saved = true;
      })();
    } catch {
      // onSubmit shows its own failure (a mutation's toast); the changes stay in the form.
    }
    return saved;
  }, [form, onSubmit, readOnly]);

  return {
    form,
    fields,
    readOnly,
    submit,
    isDirty: form.formState.isDirty,
    isSubmitting: form.formState.isSubmitting,
  };
}

export type SectionFormState = ReturnType<typeof useSectionForm>;
