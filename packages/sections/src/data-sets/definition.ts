/**
 * Data sets (spec 3 'Data set'): a site's own kinds of records (staff, shop locations …). A set's
 * props are section prop definitions stored as JSON, so a record is validated by the same schema
 * builder (`propsObjectSchema`) and edited by the same form as a section's props. Functions
 * (`showFn`, `validationFn`) cannot be stored, so a set's props have none.
 */
import { slugify, validationMessages } from '@vev/shared';
import { z } from 'zod';
import { refTargets } from '../definition/types';

/** The prop types a set offers: the section prop types that make sense for a record. */
export const dataSetPropTypes = [
  'string',
  'text',
  'richText',
  'number',
  'boolean',
  'select',
  'color',
  'image',
  'gallery',
  'link',
  'ref',
  'list',
  'object',
] as const;

export const dataSetLimits = { props: 40, depth: 3, options: 100, nameLength: 60, labelLength: 100 } as const;

const dataSetNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const propNamePattern = /^[A-Za-z][A-Za-z0-9_]*$/;

export const dataSetMessages = {
  name: 'Bruk små bokstaver, tall og bindestrek (for eksempel «ansatte»).',
  propName: 'Bruk bokstaver, tall og understrek, og start med en bokstav.',
  duplicatePropName: 'Navnet er brukt av et annet felt.',
  nameTaken: 'Et datasett med dette navnet finnes allerede.',
  noOptions: 'Legg til minst ett valg.',
  tooDeep: 'Lister og grupper kan ikke ligge dypere enn tre nivåer.',
} as const;

const text = (max: number) => z.string().trim().min(1, validationMessages.required).max(max);

const itemRules = {
  label: text(dataSetLimits.labelLength).optional(),
  description: z.string().max(300).optional(),
  required: z.boolean().optional(),
};

/** A named prop has a name and a label; a list's item may have a label. */
const propRules = {
  ...itemRules,
  name: z.string().max(60).regex(propNamePattern, dataSetMessages.propName),
  label: text(dataSetLimits.labelLength),
};

type Rules = typeof itemRules | typeof propRules;

const optionSchema = z.object({ value: text(100), label: text(100) }).strict();

function kindSchemas(depth: number, rules: Rules) {
  const nested = depth < dataSetLimits.depth;
  const item = nested ? z.lazy(() => itemSchema(depth + 1)) : z.never({ error: dataSetMessages.tooDeep });
  const fields = nested ? z.lazy(() => propsSchema(depth + 1)) : z.never({ error: dataSetMessages.tooDeep });
  return [
    z.object({ type: z.literal('string'), maxLength: z.number().int().min(1).max(300).optional(), ...rules }),
    z.object({ type: z.literal('text'), maxLength: z.number().int().min(1).max(5000).optional(), ...rules }),
    z.object({ type: z.literal('richText'), ...rules }),
    z.object({
      type: z.literal('number'),
      min: z.number().optional(),
      max: z.number().optional(),
      integer: z.boolean().optional(),
      unit: z.string().max(20).optional(),
      ...rules,
    }),
    z.object({ type: z.literal('boolean'), ...rules }),
    z.object({
      type: z.literal('select'),
      options: z.array(optionSchema).min(1, dataSetMessages.noOptions).max(dataSetLimits.options),
      ...rules,
    }),
    z.object({ type: z.literal('color'), ...rules }),
    z.object({ type: z.literal('image'), ...rules }),
    z.object({ type: z.literal('gallery'), max: z.number().int().min(1).max(200).optional(), ...rules }),
    z.object({ type: z.literal('link'), ...rules }),
    z.object({ type: z.literal('ref'), to: z.enum(refTargets), ...rules }),
    z.object({ type: z.literal('list'), of: item, max: z.number().int().min(1).max(100).optional(), ...rules }),
    z.object({ type: z.literal('object'), fields, ...rules }),
  ].map((schema) => schema.strict());
}

function kindUnion(depth: number, rules: Rules): z.ZodType {
  const [first, ...others] = kindSchemas(depth, rules);
  return z.discriminatedUnion('type', [first as z.ZodObject, ...(others as z.ZodObject[])]);
}

const itemSchema = (depth: number) => kindUnion(depth, itemRules);

function propsSchema(depth: number): z.ZodType {
  return z
    .array(kindUnion(depth, propRules))
    .max(dataSetLimits.props)
    .superRefine((props, context) => {
      const seen = new Set<string>();
      (props as { name: string }[]).forEach((prop, index) => {
        if (seen.has(prop.name))
          context.addIssue({ code: 'custom', message: dataSetMessages.duplicatePropName, path: [index, 'name'] });
        seen.add(prop.name);
      });
    });
}

/** A set's props: section prop definitions without functions, nested at most three levels. */
export const dataSetPropsSchema = propsSchema(1);

/**
 * One prop at a level of nesting (1: the set's own, 2: inside a list or group …), as the field
 * editor checks it before the list takes it; the same rules `dataSetPropsSchema` applies.
 */
export const dataSetPropSchema = (depth: number): z.ZodType => kindUnion(depth, propRules);

/** The types a prop may have at a level of nesting: lists and groups only where they may nest. */
export const dataSetPropTypesAt = (depth: number): readonly DataSetPropType[] =>
  depth < dataSetLimits.depth
    ? dataSetPropTypes
    : dataSetPropTypes.filter((type) => type !== 'list' && type !== 'object');

export type DataSetPropType = (typeof dataSetPropTypes)[number];

/** A prop's name made from its label while the prop is new: 'Åpent til kl.' gives 'apent_til_kl'. */
export function dataSetPropNameFromLabel(label: string): string {
  if (!label.trim()) return '';
  const name = slugify(label).replaceAll('-', '_').slice(0, 60);
  return /^[a-z]/.test(name) ? name : `felt_${name}`.slice(0, 60);
}

export const dataSetNameSchema = z
  .string()
  .trim()
  .min(1, validationMessages.required)
  .max(dataSetLimits.nameLength)
  .regex(dataSetNamePattern, dataSetMessages.name);
