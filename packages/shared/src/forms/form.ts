/**
 * Forms (spec 3 'Form', 'Form field', 'Form entry'): a form the site shows on its storefront, its
 * fields with their rules and conditions, and the entries visitors send in.
 */
import { z } from 'zod';
import { customizeConditionSchema, customizeMessages } from '../commerce/customize';
import { slugify } from '../content/slug';
import { validationMessages } from '../core/validation';

/** Every type a field may have (spec 3 §3). */
export const formFieldTypes = [
  'string',
  'text',
  'number',
  'file',
  'select',
  'radio',
  'checkbox',
  'color',
  'date',
  'datetime-local',
  'time',
  'email',
  'hidden',
  'tel',
  'url',
  'info',
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

/** The types the form editor offers, in its order (spec 3 §3). */
export const formEditorFieldTypes = [
  'string',
  'text',
  'email',
  'url',
  'tel',
  'number',
  'select',
  'radio',
  'checkbox',
  'file',
  'hidden',
  'info',
] as const satisfies readonly FormFieldType[];

export const formFieldTypeLabels: Record<FormFieldType, string> = {
  string: 'Tekst',
  text: 'Tekstområde',
  number: 'Tall',
  file: 'Fil',
  select: 'Nedtrekksliste',
  radio: 'Ett valg av flere',
  checkbox: 'Avkrysning',
  color: 'Farge',
  date: 'Dato',
  'datetime-local': 'Dato og tid',
  time: 'Tid',
  email: 'E-post',
  hidden: 'Skjult',
  tel: 'Telefon',
  url: 'Nettadresse',
  info: 'Informasjon',
};

/** Types whose visitor picks among the field's options. */
export const formTypesWithOptions: readonly FormFieldType[] = ['select', 'radio', 'checkbox'];
/** Types that take a pattern (spec 3 §3: patternDescription is not for text). */
export const formTypesWithPattern: readonly FormFieldType[] = ['string', 'email', 'url', 'tel'];
/** Types that take a length. */
export const formTypesWithLength: readonly FormFieldType[] = ['string', 'text', 'email', 'url', 'tel'];
/** Types that take nothing from the visitor. */
export const formTypesWithoutValue: readonly FormFieldType[] = ['info'];

export const formLimits = { fields: 100, options: 200, conditions: 20, name: 60, label: 200, text: 5000 } as const;

export const formMessages = {
  nameFormat: 'Navnet kan ha små bokstaver (a–z), tall, bindestrek og understrek.',
  nameTaken: 'To felter kan ikke ha samme navn.',
  badPattern: 'Mønsteret er ikke et gyldig regulært uttrykk.',
  patternDescriptionRequired: 'Beskriv mønsteret, så den som fyller ut skjemaet vet hva som forventes.',
  optionTaken: 'To valg kan ikke ha samme verdi.',
  minAboveMax: 'Minste verdi kan ikke være større enn største.',
  unknownTarget: customizeMessages.unknownTarget,
  ownTarget: customizeMessages.ownTarget,
} as const;

/** A field's system name from its label while the field is new ('Ditt navn' → 'ditt-navn'). */
export const formFieldNameFromLabel = (label: string): string => (label.trim() ? slugify(label) : '');

/** Whether a pattern compiles as the browser's `pattern` attribute does (whole value, unicode). */
export function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(`^(?:${pattern})$`, 'u');
    return true;
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().max(max);
const optionalNumber = z.number().min(-1_000_000_000).max(1_000_000_000).nullable().default(null);
const optionalLength = z.number().int().min(0).max(100_000).nullable().default(null);

export const formOptionSchema = z
  .object({
    value: z.string().trim().min(1).max(formLimits.label),
    label: z.string().trim().min(1).max(formLimits.label),
    /** A checkbox option that must be ticked ('Jeg godtar vilkårene'). */
    required: z.boolean().default(false),
  })
  .strict();
export type FormOption = z.output<typeof formOptionSchema>;

export const formConditionSchema = customizeConditionSchema;
export type FormCondition = z.output<typeof formConditionSchema>;

export const formFieldSchema = z
  .object({
    _id: z.string().trim().min(1).max(40),
    type: z.enum(formFieldTypes),
    label: z.string().trim().min(1).max(formLimits.label),
    name: z
      .string()
      .trim()
      .min(1)
      .max(formLimits.name)
      .regex(/^[a-z0-9_-]+$/, { error: formMessages.nameFormat }),
    required: z.boolean().default(false),
    disabled: z.boolean().default(false),
    readonly: z.boolean().default(false),
    defaultValue: text(formLimits.text).default(''),
    placeholder: text(formLimits.label).default(''),
    description: text(formLimits.text).default(''),
    /** Accepted file types for 'file' ('image/*,.pdf'). */
    accept: text(500).default(''),
    min: optionalNumber,
    max: optionalNumber,
    minlength: optionalLength,
    maxlength: optionalLength,
    autocomplete: text(100).default(''),
    pattern: text(500).default(''),
    patternDescription: text(500).default(''),
    options: z.array(formOptionSchema).max(formLimits.options).default([]),
    conditions: z.array(formConditionSchema).max(formLimits.conditions).default([]),
  })
  .strict()
  .superRefine((field, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (field.pattern && field.type !== 'text') {
      if (!isValidPattern(field.pattern)) issue('pattern', formMessages.badPattern);
      if (!field.patternDescription.trim()) issue('patternDescription', formMessages.patternDescriptionRequired);
    }
    if (field.min !== null && field.max !== null && field.min > field.max) issue('min', formMessages.minAboveMax);
    if (field.minlength !== null && field.maxlength !== null && field.minlength > field.maxlength)
      issue('minlength', formMessages.minAboveMax);
    const values = field.options.map((option) => option.value);
    field.options.forEach((option, index) => {
      if (values.indexOf(option.value) !== index)
        context.addIssue({ code: 'custom', path: ['options', index, 'value'], message: formMessages.optionTaken });
    });
  });
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

/** Names are unique, and every condition names another field of the same form. */
export function formFieldProblems(fields: readonly Pick<FormField, 'name' | 'conditions'>[]) {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const names = fields.map((field) => field.name);
  fields.forEach((field, index) => {
    if (names.indexOf(field.name) !== index) problems.push({ path: [index, 'name'], message: formMessages.nameTaken });
    field.conditions.forEach((condition, n) => {
      const message =
        condition.targetKey === field.name
          ? formMessages.ownTarget
          : names.includes(condition.targetKey)
            ? null
            : formMessages.unknownTarget;
      if (message) problems.push({ path: [index, 'conditions', n, 'targetKey'], message });
    });
  });
  return problems;
}

export const formFieldsSchema = z
  .array(formFieldSchema)
  .max(formLimits.fields)
  .superRefine((fields, context) => {
    for (const problem of formFieldProblems(fields)) context.addIssue({ code: 'custom', ...problem });
  });

/** A field as the editor adds it: a text field (spec 3 §9), named once it has a label. */
export const newFormField = (id: string): FormField =>
  formFieldSchema.parse({ _id: id, type: 'string', label: 'Nytt felt', name: 'nytt-felt' });

/** Where a visitor goes after sending: a path on the site or an http(s) address; '' for none. */
const forwardUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value), {
    error: validationMessages.url,
  });

const formValues = {
  name: z.string().trim().min(1).max(200),
  internalDescription: text(formLimits.text),
  publicDescription: text(formLimits.text),
  submitButtonText: text(100),
  successText: text(formLimits.text),
  forwardUrl,
  fields: formFieldsSchema,
};

export const formDefaults = { submitButtonText: 'Send', successText: 'Takk! Vi har mottatt skjemaet.' } as const;

export const formCreateSchema = z
  .object({
    name: formValues.name,
    internalDescription: formValues.internalDescription.default(''),
    publicDescription: formValues.publicDescription.default(''),
    submitButtonText: formValues.submitButtonText.default(formDefaults.submitButtonText),
    successText: formValues.successText.default(formDefaults.successText),
    forwardUrl: formValues.forwardUrl.default(''),
    fields: formValues.fields.default([]),
  })
  .strict();
export type FormCreate = z.input<typeof formCreateSchema>;
export type FormValues = z.output<typeof formCreateSchema>;

/** Without defaults: a field left out of a PATCH keeps its value. */
export const formUpdateSchema = z
  .object({
    name: formValues.name.optional(),
    internalDescription: formValues.internalDescription.optional(),
    publicDescription: formValues.publicDescription.optional(),
    submitButtonText: formValues.submitButtonText.optional(),
    successText: formValues.successText.optional(),
    forwardUrl: formValues.forwardUrl.optional(),
    fields: formValues.fields.optional(),
  })
  .strict();
export type FormUpdate = z.input<typeof formUpdateSchema>;

export const formSchema = z.object({
  _id: z.string(),
  name: z.string(),
  internalDescription: z.string(),
  publicDescription: z.string(),
  submitButtonText: z.string(),
  successText: z.string(),
  forwardUrl: z.string(),
  fields: z.array(formFieldSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Form = z.infer<typeof formSchema>;

/** `GET forms`: a page, or a search by name. */
export const formListQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    text: z.string().trim().max(200).optional(),
  })
  .strict();
export type FormListQuery = z.output<typeof formListQuerySchema>;
