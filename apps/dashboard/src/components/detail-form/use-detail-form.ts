import { type BaseSyntheticEvent, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { confirmAction } from '../confirm';
import { notifySuccess } from '../notify';
import { useLeaveGuard } from '../resource-editor/use-leave-guard';

type Saved = { _id: string };

export interface DetailFormOptions<Values extends FieldValues, Item extends Saved, Body> {
  /** The record shown, or null on its 'opprett' page. */
  record: Item | null;
  /** The form's values for the record (or for a new one). */
  toForm: (record: Item | null) => Values;
  resolver: Resolver<Values, unknown, Body>;
  disabled?: boolean;
  /** The record's address (the leave guard lets its tabs through); `newId` while new. */
  path: (id: string) => string;
  newId: string;
  listPath: string;
  /** POST while new, PATCH after (the resource hooks' save mutation for this record). */
  save: { mutateAsync: (body: Body) => Promise<Item>; isPending: boolean };
  remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };
  messages: {
    saved: string;
    /** The toast after creating one, when it differs from `saved`. */
    created?: string;
    deleted: string;
    deleteQuestion: string;
    deleteButton: string;
  };
  /** The body sent for the form's values, when it is not the values themselves. */
  body?: (values: Body) => Body;
  /** Where a created record goes; by default its own address (`path(saved._id)`), replacing 'opprett'. */
  afterCreate?: (saved: Item) => void;
  /** Only these fields take a refusal's field messages (by default every path). */
  fieldNames?: readonly string[];
  /** Called with a refused save's ApiError, after its field messages are on their fields. */
  onRefused?: (error: ApiError) => void;
  onInvalid?: SubmitErrorHandler<Values>;
}

export interface DetailForm<Values extends FieldValues, Body> {
  form: UseFormReturn<Values, unknown, Body>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Asks, deletes and goes to the list; a refused delete shows in `refusal`. */
  deleteRecord: () => Promise<void>;
  refusal: string | null;
  setRefusal: (refusal: string | null) => void;
  /** Moves on (replacing this page) once the form has rendered without unsaved changes. */
  leave: (to: string) => void;
  saving: boolean;
  deleting: boolean;
}

/**
 * One plain resource's detail form (react-hook-form over the shared schema): save (POST for 'opprett',
 * then its own address; PATCH after) with a toast, the server's field messages on their fields, the form
 * reset to what was saved, delete with the question and back to the list, and the leave-page guard.
 */
export function useDetailForm<Values extends FieldValues, Item extends Saved, Body = Values>(
  options: DetailFormOptions<Values, Item, Body>,
): DetailForm<Values, Body> {
  const { record, toForm, save, remove, messages } = options;
  const navigate = useNavigate();
  const form = useForm<Values, unknown, Body>({
    resolver: options.resolver,
    defaultValues: toForm(record) as DefaultValues<Values>,
    ...(options.disabled === undefined ? {} : { disabled: options.disabled }),
  });
  const [left, setLeft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useLeaveGuard(form.formState.isDirty && left === null, options.path(record?._id ?? options.newId));
  // Move on once the saved (or deleted) form has rendered, so the guard has nothing left to guard.
  useEffect(() => {
    if (left) navigate(left, { replace: true });
  }, [left, navigate]);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const saved = await save.mutateAsync(options.body ? options.body(values) : values);
      form.reset(toForm(saved));
      notifySuccess(record ? messages.saved : (messages.created ?? messages.saved));
      if (!record) {
        if (options.afterCreate) options.afterCreate(saved);
        else setLeft(options.path(saved._id));
      }
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const [field, message] of Object.entries(error.fields ?? {})) {
        if (!options.fieldNames || options.fieldNames.includes(field))
          form.setError(field as Path<Values>, { message });
      }
      options.onRefused?.(error);
    }
  }, options.onInvalid);

  async function deleteRecord() {
    if (!record) return;
    if (!(await confirmAction(messages.deleteQuestion, messages.deleteButton, { danger: true }))) return;
    setRefusal(null);
    try {
      await remove.mutateAsync(record._id);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      return;
    }
    notifySuccess(messages.deleted);
    setLeft(options.listPath);
  }

  return {
    form,
    submit,
    deleteRecord,
    refusal,
    setRefusal,
    leave: setLeft,
    saving: save.isPending,
    deleting: remove.isPending,
  };
}
