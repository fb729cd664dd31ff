/**
 * A form's fields as accessible HTML (spec 3 'Form field'): each with its label, help text and the
 * browser's own rules (required, lengths, min and max, pattern), its message when the server refused
 * the value, and its conditions for the form script. A file field is a file input with its `accept`
 * types (the form then posts multipart/form-data); a chosen file is never shown again after a refusal.
 */
import { type FormField, formAcceptText } from '@vev/shared';
import type { ReactNode } from 'react';

/** A file field's limit, said under its input (the server checks it: docs/decisions/forms.md). */
export const formFileMaxMb = 10;

/** Under a file field: the types it takes in words, and the limit ('Bilder og PDF, høyst 10 MB.'). */
export function fileFieldNote(accept: string): string {
  const types = formAcceptText(accept);
  if (!types) return `Høyst ${formFileMaxMb} MB.`;
  return `${types.charAt(0).toUpperCase()}${types.slice(1)}, høyst ${formFileMaxMb} MB.`;
}

interface FieldProps {
  field: FormField;
  /** What the visitor sent, or the field's default value. */
  values: string[];
  error: string | undefined;
  /** Unique on the page: `{section}-{field}`. */
  id: string;
}

const numberOrUndefined = (value: number | null) => (value === null ? undefined : value);

/** The attributes every input of the field shares: its rules and what describes it. */
function common(field: FormField, id: string, error: string | undefined, described: string | undefined) {
  return {
    name: field.name,
    required: field.required || undefined,
    disabled: field.disabled || undefined,
    'data-vev-disabled': field.disabled ? '' : undefined,
    readOnly: field.readonly || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [described, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined,
  };
}

function Control({ field, values, error, id }: FieldProps): ReactNode {
  const described = field.description || field.type === 'file' ? `${id}-help` : undefined;
  const shared = common(field, id, error, described);
  const value = values[0] ?? '';
  switch (field.type) {
    case 'file':
      return <input id={id} {...shared} type="file" accept={field.accept || undefined} />;
    case 'text':
      return (
        <textarea
          id={id}
          {...shared}
          defaultValue={value}
          placeholder={field.placeholder || undefined}
          minLength={numberOrUndefined(field.minlength)}
          maxLength={numberOrUndefined(field.maxlength)}
          rows={5}
        />
      );
    case 'select':
      return (
        <select id={id} {...shared} defaultValue={value}>
          <option value="">Velg</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    default:
      return (
        <input
          id={id}
          {...shared}
          type={field.type === 'string' ? 'text' : field.type}
          defaultValue={value}
          placeholder={field.placeholder || undefined}
          autoComplete={field.autocomplete || undefined}
          min={numberOrUndefined(field.min)}
          max={numberOrUndefined(field.max)}
          step={field.type === 'number' ? 'any' : undefined}
          minLength={numberOrUndefined(field.minlength)}
          maxLength={numberOrUndefined(field.maxlength)}
          pattern={field.pattern || undefined}
          title={field.pattern ? field.patternDescription || undefined : undefined}
        />
      );
  }
}

/** Radio buttons and checkbox lists: a group named by its legend. */
function Choices({ field, values, error, id }: FieldProps) {
  const type = field.type === 'radio' ? 'radio' : 'checkbox';
  const described = field.description ? `${id}-help` : undefined;
  const options = field.options.length ? field.options : [{ value: field.label, label: field.label, required: false }];
  return (
    <fieldset
      className="vev-form-choices"
      aria-invalid={error ? true : undefined}
      aria-describedby={[described, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined}
    >
      <legend>
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {options.map((option, index) => (
        <label key={option.value} className="vev-form-choice">
          <input
            type={type}
            id={`${id}-${index}`}
            name={field.name}
            value={option.value}
            defaultChecked={values.includes(option.value)}
            required={
              (field.required && (type === 'radio' || field.options.length === 0)) || option.required || undefined
            }
            disabled={field.disabled || undefined}
            data-vev-disabled={field.disabled ? '' : undefined}
          />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

export function FormFieldView(props: FieldProps) {
  const { field, error, id } = props;
  if (field.type === 'hidden') return <input type="hidden" name={field.name} value={field.defaultValue} />;
  const conditions = field.conditions.length
    ? JSON.stringify(
        field.conditions.map(({ targetKey, targetOperation, targetValue }) => ({
          targetKey,
          targetOperation,
          targetValue,
        })),
      )
    : undefined;
  const grouped = field.type === 'radio' || field.type === 'checkbox';
  return (
    <div className="vev-form-field" data-vev-field={field.name} data-vev-conditions={conditions}>
      {field.type === 'info' ? (
        <p className="vev-form-info">
          <strong>{field.label}</strong>
        </p>
      ) : grouped ? (
        <Choices {...props} />
      ) : (
        <>
          <label htmlFor={id}>
            {field.label}
            {field.required ? <span aria-hidden="true"> *</span> : null}
          </label>
          <Control {...props} />
        </>
      )}
      {field.description || field.type === 'file' ? (
        <p id={`${id}-help`} className="vev-form-help">
          {[field.description, field.type === 'file' ? fileFieldNote(field.accept) : ''].filter(Boolean).join(' ')}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="vev-form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
