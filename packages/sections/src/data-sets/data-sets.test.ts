import { describe, expect, it } from 'vitest';
import type { PropDefinition } from '../definition/types';
import {
  dataSetNameSchema,
  dataSetPropNameFromLabel,
  dataSetPropSchema,
  dataSetPropsSchema,
  dataSetPropTypesAt,
} from './definition';
import { dataSetCreateSchema, dataSetRecordTitle, dataSetRecordValuesSchema } from './records';

const staff = dataSetPropsSchema.parse([
  { name: 'name', label: 'Navn', type: 'string', required: true },
  { name: 'photo', label: 'Bilde', type: 'image' },
  { name: 'about', label: 'Om', type: 'richText' },
  { name: 'page', label: 'Side', type: 'ref', to: 'page' },
  { name: 'phones', label: 'Telefoner', type: 'list', of: { type: 'string', label: 'Telefon' } },
  {
    name: 'address',
    label: 'Adresse',
    type: 'object',
    fields: [{ name: 'street', label: 'Gate', type: 'string' }],
  },
]) as PropDefinition[];

describe('data-set definition', () => {
  it('name: a slug', () => {
    expect(dataSetNameSchema.parse('ansatte')).toBe('ansatte');
    expect(dataSetNameSchema.safeParse('Ansatte ').success).toBe(false);
    expect(dataSetNameSchema.safeParse('butikker-oslo').success).toBe(true);
  });

  it('props: the section prop types, ref, image, draft (rich text), list and object nested', () => {
    expect(staff.map((prop) => prop.type)).toEqual(['string', 'image', 'richText', 'ref', 'list', 'object']);
  });

  it('props: names unique, a select has options, a ref names its target, unknown keys refused', () => {
    const duplicate = dataSetPropsSchema.safeParse([
      { name: 'a', label: 'A', type: 'string' },
      { name: 'a', label: 'B', type: 'text' },
    ]);
    expect(duplicate.error?.issues[0]?.message).toBe('Navnet er brukt av et annet felt.');
    expect(dataSetPropsSchema.safeParse([{ name: 's', label: 'S', type: 'select', options: [] }]).success).toBe(false);
    expect(dataSetPropsSchema.safeParse([{ name: 'r', label: 'R', type: 'ref', to: 'order' }]).success).toBe(false);
    expect(dataSetPropsSchema.safeParse([{ name: 'x', label: 'X', type: 'string', showFn: 'x' }]).success).toBe(false);
    expect(dataSetPropsSchema.safeParse([{ name: '1x', label: 'X', type: 'string' }]).success).toBe(false);
  });

  it('props: lists and groups nest at most three levels', () => {
    const level = (inner: object) => ({ name: 'l', label: 'L', type: 'object', fields: [inner] });
    const leaf = { name: 's', label: 'S', type: 'string' };
    expect(dataSetPropsSchema.safeParse([level(level(leaf))]).success).toBe(true);
    expect(dataSetPropsSchema.safeParse([level(level(level(leaf)))]).success).toBe(false);
  });

  it('a prop name from its label: letters, digits and underscores, starting with a letter', () => {
    expect(dataSetPropNameFromLabel('Åpent til kl.')).toBe('apent_til_kl');
    expect(dataSetPropNameFromLabel('Stilling')).toBe('stilling');
    expect(dataSetPropNameFromLabel('2. etasje')).toBe('felt_2_etasje');
    expect(dataSetPropNameFromLabel('  ')).toBe('');
    for (const label of ['Åpent til kl.', '2. etasje', 'E-post / telefon']) {
      const prop = { name: dataSetPropNameFromLabel(label), label, type: 'string' };
      expect(dataSetPropSchema(1).safeParse(prop).success).toBe(true);
    }
  });

  it('the types at a level: lists and groups only where they may still nest', () => {
    expect(dataSetPropTypesAt(1)).toContain('object');
    expect(dataSetPropTypesAt(2)).toContain('list');
    expect(dataSetPropTypesAt(3)).not.toContain('list');
    expect(dataSetPropTypesAt(3)).not.toContain('object');
    const group = { name: 'g', label: 'G', type: 'object', fields: [] };
    expect(dataSetPropSchema(2).safeParse(group).success).toBe(true);
    expect(dataSetPropSchema(3).safeParse(group).success).toBe(false);
  });

  it('create: label required, props default to none', () => {
    expect(dataSetCreateSchema.parse({ name: 'ansatte', label: 'Ansatte' }).props).toEqual([]);
    expect(dataSetCreateSchema.safeParse({ name: 'ansatte', label: ' ' }).error?.issues[0]?.message).toBe(
      'Feltet må fylles ut.',
    );
  });
});

describe('data-set record', () => {
  const schema = dataSetRecordValuesSchema(staff);

  it('values follow the set: defaults filled in, required checked, unknown fields refused', () => {
    const parsed = schema.parse({ name: 'Kari', phones: ['22 22 22 22'] });
    expect(parsed).toMatchObject({ name: 'Kari', photo: null, page: null, phones: ['22 22 22 22'] });
    expect(parsed.address).toEqual({ street: '' });
    const empty = schema.safeParse({ name: '' });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Feltet må fylles ut.'],
    ]);
    expect(schema.safeParse({ name: 'Kari', salary: 1 }).success).toBe(false);
    expect(schema.safeParse({ name: 'Kari', phones: 'nei' }).success).toBe(false);
  });

  it('the schema is built once per set', () => {
    expect(dataSetRecordValuesSchema(staff)).toBe(schema);
  });

  it('title: the first text prop with a value', () => {
    expect(dataSetRecordTitle(staff, { name: ' Kari Nordmann ' })).toBe('Kari Nordmann');
    expect(dataSetRecordTitle(staff, { name: '' })).toBe('');
  });
});
