/**
 * A data-set field as its modal edits it: every property any type may have, so switching the type
 * keeps what was typed, and `toProp` keeps only what the chosen type allows before the shared
 * schema (`dataSetPropSchema`) checks it. Property names are the prop's own, so the schema's
 * messages land on the inputs that show them.
 */
import {
  type DataSetPropType,
  dataSetMessages,
  dataSetPropSchema,
  type ItemDefinition,
  type PropDefinition,
  type RefTarget,
} from '@vev/sections';
import { z } from 'zod';

export interface KindDraft {
  type: DataSetPropType;
  label: string;
  description: string;
  required: boolean;
  /** string, text */
  maxLength: number | null;
  /** number */
  min: number | null;
  /** number; gallery and list: the most images or elements */
  max: number | null;
  integer: boolean;
  unit: string;
  /** select */
  options: { value: string; label: string }[];
  /** ref */
  to: RefTarget;
  /** list: what each element is */
  of: KindDraft | null;
  /** object: the group's own fields, already checked by their own modal */
  fields: PropDefinition[];
}

export interface FieldDraft extends KindDraft {
  name: string;
}

export const blankKind = (type: DataSetPropType = 'string'): KindDraft => ({
  type,
  label: '',
  description: '',
  required: false,
  maxLength: null,
  min: null,
  max: null,
  integer: false,
  unit: '',
  options: [],
  to: 'page',
  of: null,
  fields: [],
});

/** A new field before anything is typed: short text. */
export const blankField = (): FieldDraft => ({ ...blankKind(), name: '' });

type AnyKind = Partial<Record<keyof KindDraft, unknown>> & { type: DataSetPropType };

export function toKindDraft(kind: ItemDefinition): KindDraft {
  const stored = kind as AnyKind;
  const blank = blankKind(kind.type as DataSetPropType);
  return {
    ...blank,
    label: typeof stored.label === 'string' ? stored.label : '',
    description: typeof stored.description === 'string' ? stored.description : '',
    required: stored.required === true,
    maxLength: typeof stored.maxLength === 'number' ? stored.maxLength : null,
    min: typeof stored.min === 'number' ? stored.min : null,
    max: typeof stored.max === 'number' ? stored.max : null,
    integer: stored.integer === true,
    unit: typeof stored.unit === 'string' ? stored.unit : '',
    options: Array.isArray(stored.options) ? (stored.options as KindDraft['options']).map((o) => ({ ...o })) : [],
    to: (stored.to as RefTarget | undefined) ?? blank.to,
    of: stored.of ? toKindDraft(stored.of as ItemDefinition) : null,
    fields: Array.isArray(stored.fields) ? (stored.fields as PropDefinition[]) : [],
  };
}

export const toFieldDraft = (prop: PropDefinition): FieldDraft => ({ ...toKindDraft(prop), name: prop.name });

const given = <T>(value: T | null | undefined | '' | false): T | undefined =>
  value === null || value === '' || value === false ? undefined : (value ?? undefined);

/** The properties of the draft's type alone. */
function ownProperties(draft: KindDraft): Record<string, unknown> {
  switch (draft.type) {
    case 'string':
    case 'text':
      return { maxLength: given(draft.maxLength) };
    case 'number':
      return { min: given(draft.min), max: given(draft.max), integer: given(draft.integer), unit: given(draft.unit) };
    case 'select':
      return { options: draft.options };
    case 'gallery':
      return { max: given(draft.max) };
    case 'ref':
      return { to: draft.to };
    case 'list':
      return { of: toKind(draft.of ?? blankKind()), max: given(draft.max) };
    case 'object':
      return { fields: draft.fields };
    default:
      return {};
  }
}

/** What the chosen type allows of a draft, as the set stores it (empty properties left out). */
export function toKind(draft: KindDraft): Record<string, unknown> {
  const kind = {
    type: draft.type,
    label: given(draft.label.trim()),
    description: given(draft.description.trim()),
    required: given(draft.required),
    ...ownProperties(draft),
  };
  return Object.fromEntries(Object.entries(kind).filter(([, value]) => value !== undefined));
}

/** A named field: its name first, then what `toKind` keeps. */
export const toProp = (draft: FieldDraft) => ({ name: draft.name.trim(), ...toKind(draft), label: draft.label });

/**
 * The modal's schema: the draft as the set would store it, checked with the shared rules for its
 * level, and its name not taken by another field beside it.
 */
export function fieldDraftSchema(depth: number, takenNames: readonly string[]) {
  return z
    .preprocess((draft) => toProp(draft as FieldDraft), dataSetPropSchema(depth))
    .superRefine((prop, context) => {
      if (takenNames.includes((prop as PropDefinition).name))
        context.addIssue({ code: 'custom', path: ['name'], message: dataSetMessages.duplicatePropName });
    });
}
