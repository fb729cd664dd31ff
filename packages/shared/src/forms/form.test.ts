import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, installNorwegianValidationMessages } from '../core/validation';
import { formCreateSchema, formFieldNameFromLabel, formFieldSchema, newFormField } from './form';

beforeAll(installNorwegianValidationMessages);

const errors = (input: unknown) => {
  const result = formCreateSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};
const stringField = { _id: 'f1', type: 'string', label: 'Navn', name: 'navn' };

describe('form rules (spec 3 §5 Forms)', () => {
  it('a name is required; a new form sends with Send', () => {
    expect(errors({ name: ' ' })).toEqual({ name: 'Feltet må fylles ut.' });
    expect(formCreateSchema.parse({ name: 'Kontakt' })).toMatchObject({ submitButtonText: 'Send', fields: [] });
  });

  it('a field needs label, name and type', () => {
    expect(errors({ name: 'K', fields: [{ _id: 'f1', label: '', name: '' }] })).toEqual({
      'fields.0.type': 'Ugyldig valg.',
      'fields.0.label': 'Feltet må fylles ut.',
      'fields.0.name': 'Feltet må fylles ut.',
    });
  });

  it('patternDescription is required with a pattern, and the pattern must compile; not for text', () => {
    expect(errors({ name: 'K', fields: [{ ...stringField, pattern: '[0-9' }] })).toEqual({
      'fields.0.pattern': 'Mønsteret er ikke et gyldig regulært uttrykk.',
      'fields.0.patternDescription': 'Beskriv mønsteret, så den som fyller ut skjemaet vet hva som forventes.',
    });
    expect(errors({ name: 'K', fields: [{ ...stringField, type: 'text', pattern: '[0-9]+' }] })).toEqual({});
  });

  it('option value and label are required, and values unique', () => {
    const options = [
      { value: '', label: '' },
      { value: 'a', label: 'A' },
      { value: 'a', label: 'B' },
    ];
    expect(errors({ name: 'K', fields: [{ ...stringField, type: 'select', options }] })).toEqual({
      'fields.0.options.0.value': 'Feltet må fylles ut.',
      'fields.0.options.0.label': 'Feltet må fylles ut.',
      'fields.0.options.2.value': 'To valg kan ikke ha samme verdi.',
    });
  });

  it('a condition needs a target and a value, except for set; targets are other fields', () => {
    const conditioned = (condition: object) => ({
      name: 'K',
      fields: [stringField, { ...stringField, _id: 'f2', name: 'annet', conditions: [condition] }],
    });
    expect(errors(conditioned({ targetKey: 'navn', targetOperation: 'eq' }))).toEqual({
      'fields.1.conditions.0.targetValue': 'Feltet må fylles ut.',
    });
    expect(errors(conditioned({ targetKey: 'navn', targetOperation: 'set' }))).toEqual({});
    expect(errors(conditioned({ targetKey: 'borte', targetOperation: 'set' }))).toEqual({
      'fields.1.conditions.0.targetKey': 'Vilkåret viser til et felt som ikke finnes.',
    });
  });

  it('field names are unique within a form', () => {
    expect(errors({ name: 'K', fields: [stringField, { ...stringField, _id: 'f2' }] })).toEqual({
      'fields.1.name': 'To felter kan ikke ha samme navn.',
    });
  });

  it('a new field is a string field; its name comes from the label', () => {
    expect(newFormField('x')).toMatchObject({ type: 'string', required: false, options: [], conditions: [] });
    expect(formFieldNameFromLabel('Ditt fødselsår')).toBe('ditt-fodselsar');
    expect(formFieldSchema.safeParse({ ...stringField, name: 'Ditt navn' }).success).toBe(false);
  });
});
