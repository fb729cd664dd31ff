/**
 * A create form's state: react-hook-form with the shared request schema, and a submit that
 * creates, then goes where the caller says (the new item's editor). The global toast says what
 * went wrong; the server's field messages also go beside their fields.
 */
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiError } from '../../api/client';
import { formResolver } from '../form-resolver';

export interface CreateFormOptions<Values extends FieldValues, Created> {
  schema: ZodType;
  defaultValues: DefaultValues<Values>;
  create: (values: Values) => Promise<Created>;
  created: (item: Created) => void;
}

export function useCreateForm<Values extends FieldValues, Created>(options: CreateFormOptions<Values, Created>) {
  const form = useForm<Values>({
    resolver: formResolver(options.schema as never) as never,
    defaultValues: options.defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      options.created(await options.create(values));
    } catch (error) {
      for (const [path, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
        form.setError(path as Path<Values>, { message });
      }
    }
  });
  return { form, submit, errors: form.formState.errors };
}
