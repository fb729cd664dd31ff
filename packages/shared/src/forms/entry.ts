/**
 * A form's entries (spec 3 'Form entry') and the one rule set that checks what a visitor sends:
 * `formEntrySchema(fields)` is used by the server on every submission and by the storefront's script
 * and the dashboard alike, so the three never disagree.
 */
import { z } from 'zod';
import { conditionsHold } from '../commerce/customize';
import { validationMessages } from '../core/validation';
import { type FormField, formTypesWithoutValue } from './form';

export const formFileValueSchema = z.object({
  filename: z.string().max(300),
  url: z.string().max(2000),
  size: z.number().int().min(0),
});
export type FormFileValue = z.infer<typeof formFileValueSchema>;

/** Text for most types, a number for 'number', a list for 'checkbox' and 'file'. */
export const formEntryValueSchema = z.union([
  z.string(),
  z.number(),
  z.array(z.string()),
  z.array(formFileValueSchema),
]);
export type FormEntryValue = z.infer<typeof formEntryValueSchema>;

export const formEntrySchema = z.object({
  _id: z.string(),
  timestamp: z.string(),
  referrer: z.string(),
  data: z.array(z.object({ field: z.string(), value: formEntryValueSchema })),
});
export type FormEntry = z.infer<typeof formEntrySchema>;

/** `GET forms/{id}/entries`: 50 at a time, newest first (spec 3 §9). */
export const formEntriesPageSize = 50;
export const formEntryListQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(formEntriesPageSize).default(formEntriesPageSize),
  })
  .strict();
export type FormEntryListQuery = z.output<typeof formEntryListQuerySchema>;

export const formEntryMessages = {
  notAChoice: 'Velg et av valgene.',
  mustTick: (label: string) => `«${label}» må krysses av.`,
  tel: 'Ugyldig telefonnummer.',
  number: 'Skriv et tall.',
  pattern: 'Verdien har feil format.',
} as const;

/** What a visitor sent, by field name: text, or a list for checkboxes and files. */
export type FormSubmission = Readonly<Record<string, unknown>>;
export type FormEntryData = Record<string, FormEntryValue>;

const telPattern = /^\+?[0-9 ()-]{5,20}$/;
const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).filter(
    (item): item is string => typeof item === 'string',
  );
const firstText = (value: unknown): string => (texts(value)[0] ?? '').trim();

/** The text a condition compares with: a list counts by its values joined, so 'set' means something ticked. */
function conditionValues(fields: readonly FormField[], submission: FormSubmission): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) values[field.name] = texts(submission[field.name]).join(', ').trim();
  return values;
}

/** Whether a field is part of the entry: it takes a value, is enabled and its conditions hold. */
export function formFieldShows(field: FormField, fields: readonly FormField[], submission: FormSubmission): boolean {
  if (field.conditions.length === 0) return true;
  const values = conditionValues(fields, submission);
  return field.conditions.every((condition) => {
    const target = submission[condition.targetKey];
    // A list (checkboxes) meets eq when one of its values does.
    if (Array.isArray(target) && condition.targetOperation === 'eq')
      return texts(target).some((item) => conditionsHold({ conditions: [condition] }, { [condition.targetKey]: item }));
    return conditionsHold({ conditions: [condition] }, values);
  });
}

/** One field's rule: the value as stored, or a Norwegian message. Empty means left out. */
function checkField(field: FormField, raw: unknown): { value?: FormEntryValue; error?: string } {
  if (field.type === 'file') {
    const files = z.array(formFileValueSchema).safeParse(raw ?? []);
    if (!files.success) return { error: validationMessages.invalid };
    if (field.required && files.data.length === 0) return { error: validationMessages.required };
    return files.data.length ? { value: files.data } : {};
  }
  if (field.type === 'checkbox') {
    const ticked = [...new Set(texts(raw))];
    if (field.options.length === 0) {
      if (field.required && ticked.length === 0) return { error: validationMessages.required };
      return ticked.length ? { value: [field.label] } : {};
    }
    const allowed = field.options.map((option) => option.value);
    if (ticked.some((value) => !allowed.includes(value))) return { error: formEntryMessages.notAChoice };
    const missing = field.options.find((option) => option.required && !ticked.includes(option.value));
    if (missing) return { error: formEntryMessages.mustTick(missing.label) };
    if (field.required && ticked.length === 0) return { error: validationMessages.required };
    return ticked.length ? { value: allowed.filter((value) => ticked.includes(value)) } : {};
  }
  const value = field.readonly ? field.defaultValue.trim() : firstText(raw);
  if (!value) return field.required ? { error: validationMessages.required } : {};
  return checkText(field, value);
}

function checkText(field: FormField, value: string): { value?: FormEntryValue; error?: string } {
  if (field.type === 'number') {
    const number = Number(value.replace(',', '.').replace(/\s/g, ''));
    if (!Number.isFinite(number)) return { error: formEntryMessages.number };
    if (field.min !== null && number < field.min) return { error: validationMessages.tooSmall(field.min) };
    if (field.max !== null && number > field.max) return { error: validationMessages.tooBig(field.max) };
    return { value: number };
  }
  if ((field.type === 'select' || field.type === 'radio') && !field.options.some((option) => option.value === value))
    return { error: formEntryMessages.notAChoice };
  if (field.minlength !== null && value.length < field.minlength)
    return { error: validationMessages.tooShort(field.minlength) };
  const maxlength = field.maxlength ?? 20_000;
  if (value.length > maxlength) return { error: validationMessages.tooLong(maxlength) };
  if (field.type === 'email' && !z.email().safeParse(value).success) return { error: validationMessages.email };
  if (field.type === 'url' && !z.url({ protocol: /^https?$/ }).safeParse(value).success)
    return { error: validationMessages.url };
  if (field.type === 'tel' && !telPattern.test(value)) return { error: formEntryMessages.tel };
  if (field.pattern && field.type !== 'text' && !new RegExp(`^(?:${field.pattern})$`, 'u').test(value))
    return { error: field.patternDescription || formEntryMessages.pattern };
  return { value };
}

/**
 * The schema of one entry of a form with these fields: it takes what a visitor sent (by field name)
 * and gives the values to store, leaving out fields that are disabled, take no value or are hidden
 * by their conditions; each wrong field gets its own message under its name.
 */
export function formEntryValuesSchema(fields: readonly FormField[]) {
  return z.record(z.string(), z.unknown()).transform((submission, context): FormEntryData => {
    const data: FormEntryData = {};
    for (const field of fields) {
      if (field.disabled || formTypesWithoutValue.includes(field.type)) continue;
      if (!formFieldShows(field, fields, submission)) continue;
      const { value, error } = checkField(field, submission[field.name]);
      if (error) context.addIssue({ code: 'custom', path: [field.name], message: error });
      else if (value !== undefined) data[field.name] = value;
    }
    return data;
  });
}

/** The entry's data in the field order of the form, as spec 3 'Form entry' lists it. */
export const formEntryDataList = (fields: readonly FormField[], data: FormEntryData) =>
  fields
    .filter((field) => field.name in data)
    .map((field) => ({ field: field.name, value: data[field.name] as FormEntryValue }));

/** How a value reads as text (a table cell, a CSV column): lists joined, files by name and address. */
export function formEntryValueText(value: FormEntryValue | undefined): string {
  if (value === undefined) return '';
  if (!Array.isArray(value)) return String(value);
  return value.map((item) => (typeof item === 'string' ? item : `${item.filename} (${item.url})`)).join(', ');
}
