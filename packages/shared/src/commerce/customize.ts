/**
 * Customization fields (spec 3 'Customize option', 'Option', 'Condition'): what a buyer fills in on
 * a product (an engraving, a colour, a number of extra items), each with its price, the options to
 * choose from and the conditions under which it shows. Product templates and products share them.
 */
import { z } from 'zod';
import { mediaReferenceSchema } from '../content/page';
import { slugify } from '../content/slug';
import { validationMessages } from '../core/validation';

/** The types the editor offers (others exist in the spec but are not shown). */
export const customizeOptionTypes = [
  'String',
  'StringStepper',
  'Number',
  'NumberMultiplier',
  'Checkbox',
  'Radio',
  'Stepper',
  'Color',
] as const;
export type CustomizeOptionType = (typeof customizeOptionTypes)[number];

export const customizeOptionTypeLabels: Record<CustomizeOptionType, string> = {
  String: 'Tekst',
  StringStepper: 'Tekst med pris etter lengde',
  Number: 'Tall',
  NumberMultiplier: 'Tall som ganger prisen',
  Checkbox: 'Avkrysning',
  Radio: 'Ett valg av flere',
  Stepper: 'Antall',
  Color: 'Farge',
};

/** Types whose buyer picks one of the field's options. */
export const customizeTypesWithOptions: readonly CustomizeOptionType[] = ['StringStepper', 'Radio', 'Color'];

export const conditionOperations = ['set', 'eq', 'neq', 'gt', 'lt'] as const;
export type ConditionOperation = (typeof conditionOperations)[number];
export const defaultConditionOperation: ConditionOperation = 'eq';
export const conditionOperationLabels: Record<ConditionOperation, string> = {
  set: 'er fylt ut',
  eq: 'er lik',
  neq: 'er ulik',
  gt: 'er større enn',
  lt: 'er mindre enn',
};

export const textAligns = ['start', 'middle', 'end'] as const;
export const textTransforms = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;

export const customizeLimits = { options: 100, fields: 50, conditions: 20, label: 200, key: 60 } as const;

export const customizeMessages = {
  keyFormat: 'Nøkkelen kan ha små bokstaver (a–z), tall, bindestrek og understrek.',
  keyTaken: 'To tilpasningsfelter kan ikke ha samme nøkkel.',
  unknownTarget: 'Vilkåret viser til et felt som ikke finnes.',
  ownTarget: 'Et felt kan ikke ha vilkår på seg selv.',
} as const;

/** The key of a new field, from its label while it is new ('Tekst på ramme' → 'tekst-pa-ramme'). */
export const customizeKeyFromLabel = (label: string): string => (label.trim() ? slugify(label) : '');

/** Money in whole øre, never negative. */
const ore = z.number().int().min(0).max(1_000_000_000);
const text = (max: number) => z.string().max(max);
const optionalNumber = z.number().min(-1_000_000).max(1_000_000).nullable().default(null);

export const customizeChoiceSchema = z
  .object({
    _id: z.string().min(1).max(40).optional(),
    label: z.string().trim().min(1).max(customizeLimits.label),
    price: ore.default(0),
    default: z.boolean().default(false),
    /** A colour (#rrggbb) for Color, the minimum number of characters for StringStepper. */
    meta: text(60).default(''),
    previewImage: mediaReferenceSchema.nullable().default(null),
  })
  .strict();
export type CustomizeChoice = z.output<typeof customizeChoiceSchema>;

export const customizeConditionSchema = z
  .object({
    targetKey: z.string().trim().min(1).max(customizeLimits.key),
    targetOperation: z.enum(conditionOperations).default(defaultConditionOperation),
    /** Not used by 'set'. */
    targetValue: text(200).default(''),
  })
  .strict()
  .superRefine((condition, context) => {
    if (condition.targetOperation !== 'set' && !condition.targetValue.trim()) {
      context.addIssue({ code: 'custom', message: validationMessages.required, path: ['targetValue'] });
    }
  });
export type CustomizeCondition = z.output<typeof customizeConditionSchema>;

export const customizeOptionSchema = z
  .object({
    label: z.string().trim().min(1).max(customizeLimits.label),
    key: z
      .string()
      .trim()
      .min(1)
      .max(customizeLimits.key)
      .regex(/^[a-z0-9_-]+$/, { error: customizeMessages.keyFormat }),
    type: z.enum(customizeOptionTypes).default('String'),
    description: text(2000).default(''),
    required: z.boolean().default(false),
    min: optionalNumber,
    max: optionalNumber,
    defaultValue: text(500).default(''),
    placeholder: text(200).default(''),
    /** What the field adds to the price when filled in; per unit for NumberMultiplier and Stepper. */
    price: ore.default(0),
    preview: z.boolean().default(false),
    previewX: optionalNumber,
    previewY: optionalNumber,
    previewZ: optionalNumber,
    previewScale: optionalNumber,
    previewImage: mediaReferenceSchema.nullable().default(null),
    previewFontFamily: text(120).default(''),
    previewFontSize: optionalNumber,
    previewFontAutoScale: z.boolean().default(false),
    previewFontCharactersPerLine: z.number().int().min(1).max(1000).nullable().default(null),
    previewFontWeight: text(20).default(''),
    previewFontColor: text(20).default(''),
    previewTextAlign: z.enum(textAligns).default('start'),
    previewTextTransform: z.enum(textTransforms).default('none'),
    options: z.array(customizeChoiceSchema).max(customizeLimits.options).default([]),
    conditions: z.array(customizeConditionSchema).max(customizeLimits.conditions).default([]),
    links: z
      .array(z.object({ targetKey: z.string().trim().min(1).max(customizeLimits.key) }).strict())
      .max(customizeLimits.fields)
      .default([]),
  })
  .strict()
  .superRefine((option, context) => {
    if (option.previewFontAutoScale && option.previewFontCharactersPerLine === null) {
      context.addIssue({
        code: 'custom',
        message: validationMessages.required,
        path: ['previewFontCharactersPerLine'],
      });
    }
  });
export type CustomizeOption = z.output<typeof customizeOptionSchema>;
export type CustomizeOptionInput = z.input<typeof customizeOptionSchema>;

/** Keys are unique, and every condition and link names another field of the same list. */
export function customizeListProblems(options: readonly Pick<CustomizeOption, 'key' | 'conditions' | 'links'>[]) {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const keys = options.map((option) => option.key);
  options.forEach((option, index) => {
    if (keys.indexOf(option.key) !== index)
      problems.push({ path: [index, 'key'], message: customizeMessages.keyTaken });
    const targets = [
      ...option.conditions.map((condition, n) => ({ key: condition.targetKey, path: ['conditions', n, 'targetKey'] })),
      ...option.links.map((link, n) => ({ key: link.targetKey, path: ['links', n, 'targetKey'] })),
    ];
    for (const target of targets) {
      const message =
        target.key === option.key
          ? customizeMessages.ownTarget
          : keys.includes(target.key)
            ? null
            : customizeMessages.unknownTarget;
      if (message) problems.push({ path: [index, ...target.path], message });
    }
  });
  return problems;
}

export const customizeOptionsSchema = z
  .array(customizeOptionSchema)
  .max(customizeLimits.fields)
  .superRefine((options, context) => {
    for (const problem of customizeListProblems(options)) context.addIssue({ code: 'custom', ...problem });
  });

/** A new field as the editor starts it: a text field (spec 3 §3). */
export const newCustomizeOption = (label = ''): CustomizeOption =>
  customizeOptionSchema.parse({ label: label || 'Nytt felt', key: customizeKeyFromLabel(label || 'Nytt felt') });

/**
 * What a buyer has entered in the fields, by key, as a form sends it: text, a number as text, a
 * chosen option's label, 'true' for a ticked checkbox; '' or absent when left empty.
 */
export type CustomizeValues = Readonly<Record<string, string | undefined>>;

/** A number typed the Norwegian way too ('12,5'); null when it is not a number. */
function numberIn(value: string): number | null {
  const text = value.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** Two entries are equal as numbers when both are numbers, else as text (trimmed, case ignored). */
function sameEntry(value: string, target: string): boolean {
  const [a, b] = [numberIn(value), numberIn(target)];
  if (a !== null && b !== null) return a === b;
  return value.trim().toLocaleLowerCase('nb') === target.trim().toLocaleLowerCase('nb');
}

/**
 * Whether a field shows: every one of its conditions holds for the values of the fields they name
 * (spec 3 'Condition'). set: filled in; eq / neq: equal or not; gt / lt: a number above or below
 * (never for an empty or non-numeric entry). A field without conditions always shows. The storefront's
 * product script runs the same rules in the browser (`productScript` in @vev/sections).
 */
export function conditionsHold(
  option: { conditions: readonly Pick<CustomizeCondition, 'targetKey' | 'targetOperation' | 'targetValue'>[] },
  values: CustomizeValues,
): boolean {
  return option.conditions.every((condition) => {
    const value = values[condition.targetKey] ?? '';
    const filled = value.trim() !== '';
    switch (condition.targetOperation) {
      case 'set':
        return filled;
      case 'eq':
        return filled && sameEntry(value, condition.targetValue);
      case 'neq':
        return !filled || !sameEntry(value, condition.targetValue);
      case 'gt':
      case 'lt': {
        const [entry, target] = [numberIn(value), numberIn(condition.targetValue)];
        if (entry === null || target === null) return false;
        return condition.targetOperation === 'gt' ? entry > target : entry < target;
      }
      default:
        return false;
    }
  });
}
