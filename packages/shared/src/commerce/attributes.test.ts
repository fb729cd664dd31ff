import { describe, expect, it } from 'vitest';
import { attributeCreateSchema, attributeListQuerySchema, attributeMessages, internalNameFor } from './attributes';
import { labelCreateSchema } from './labels';

describe('attributes', () => {
  it('an empty internal name takes the name; one given is kept', () => {
    expect(internalNameFor(' Farge ', '')).toBe('Farge');
    expect(internalNameFor('Farge', '  ')).toBe('Farge');
    expect(internalNameFor('Farge', 'colour')).toBe('colour');
  });

  it('name and internal name are required; a new attribute is text with no options', () => {
    const missing = attributeCreateSchema.safeParse({ name: '', internalName: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'internalName']);
    expect(attributeCreateSchema.parse({ name: 'Størrelse', internalName: 'storrelse' })).toEqual({
      name: 'Størrelse',
      internalName: 'storrelse',
      type: 'string',
      description: '',
      options: [],
    });
  });

  it('an option needs a value, and its meta fits the type', () => {
    const base = { name: 'Farge', internalName: 'farge', type: 'color' };
    expect(attributeCreateSchema.safeParse({ ...base, options: [{ value: '' }] }).success).toBe(false);
    expect(attributeCreateSchema.safeParse({ ...base, options: [{ value: 'Rød', meta: '#d32f2f' }] }).success).toBe(
      true,
    );
    const image = attributeCreateSchema.safeParse({
      ...base,
      options: [{ value: 'Rød', meta: { ref: 'x', url: '/m' } }],
    });
    expect(image.error?.issues[0]?.message).toBe(attributeMessages.metaColour);
    const icon = attributeCreateSchema.safeParse({ ...base, type: 'icon', options: [{ value: 'A', meta: '#fff' }] });
    expect(icon.error?.issues[0]?.message).toBe(attributeMessages.metaMedia);
    expect(attributeCreateSchema.safeParse({ ...base, type: 'size' }).success).toBe(false);
  });

  it('_id is a comma list', () => {
    expect(attributeListQuerySchema.parse({ _id: 'a, b,,c' })._id).toEqual(['a', 'b', 'c']);
  });
});

describe('labels', () => {
  it('a name is required; colours default to white on dark grey', () => {
    expect(labelCreateSchema.safeParse({ name: ' ' }).success).toBe(false);
    expect(labelCreateSchema.parse({ name: 'Nyhet' })).toMatchObject({ color: '#343a40', textColor: '#ffffff' });
  });
});
