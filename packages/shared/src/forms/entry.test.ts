import { beforeAll, describe, expect, it } from 'vitest';
import { installNorwegianValidationMessages } from '../core/validation';
import { formEntryValuesSchema } from './entry';
import { type FormFieldInput, formFieldSchema } from './form';

beforeAll(installNorwegianValidationMessages);

const field = (input: Partial<FormFieldInput> & Pick<FormFieldInput, 'name'>) =>
  formFieldSchema.parse({ _id: input.name, type: 'string', label: input.name, ...input });
const check = (fields: ReturnType<typeof field>[], submission: Record<string, unknown>) => {
  const result = formEntryValuesSchema(fields).safeParse(submission);
  if (result.success) return { data: result.data, errors: {} };
  return { data: null, errors: Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message])) };
};

describe('form entry rules', () => {
  it('required: an empty or missing value is refused, an optional one is left out', () => {
    const fields = [field({ name: 'navn', required: true }), field({ name: 'firma' })];
    expect(check(fields, { navn: '  ', firma: '' }).errors).toEqual({ navn: 'Feltet må fylles ut.' });
    expect(check(fields, { navn: 'Kari' }).data).toEqual({ navn: 'Kari' });
  });

  it('pattern: the whole value must match, and the message is the pattern description', () => {
    const fields = [field({ name: 'postnummer', pattern: '[0-9]{4}', patternDescription: 'Fire sifre' })];
    expect(check(fields, { postnummer: '12345' }).errors).toEqual({ postnummer: 'Fire sifre' });
    expect(check(fields, { postnummer: '0150' }).data).toEqual({ postnummer: '0150' });
  });

  it('min and max for numbers, stored as numbers; a comma is a decimal point', () => {
    const fields = [field({ name: 'antall', type: 'number', min: 1, max: 10 })];
    expect(check(fields, { antall: '0' }).errors).toEqual({ antall: 'Må være minst 1.' });
    expect(check(fields, { antall: '11' }).errors).toEqual({ antall: 'Kan være maks 10.' });
    expect(check(fields, { antall: 'mange' }).errors).toEqual({ antall: 'Skriv et tall.' });
    expect(check(fields, { antall: '2,5' }).data).toEqual({ antall: 2.5 });
  });

  it('minlength and maxlength count characters', () => {
    const fields = [field({ name: 'melding', type: 'text', minlength: 3, maxlength: 5 })];
    expect(check(fields, { melding: 'ab' }).errors).toEqual({ melding: 'Må være minst 3 tegn.' });
    expect(check(fields, { melding: 'abcdef' }).errors).toEqual({ melding: 'Kan være maks 5 tegn.' });
  });

  it('email, url and tel have their formats', () => {
    const fields = [
      field({ name: 'epost', type: 'email' }),
      field({ name: 'nettside', type: 'url' }),
      field({ name: 'telefon', type: 'tel' }),
    ];
    expect(check(fields, { epost: 'kari@', nettside: 'javascript:alert(1)', telefon: 'ring meg' }).errors).toEqual({
      epost: 'Ugyldig e-postadresse.',
      nettside: 'Ugyldig nettadresse.',
      telefon: 'Ugyldig telefonnummer.',
    });
    const valid = { epost: 'kari@example.no', nettside: 'https://example.no', telefon: '+47 22 33 44 55' };
    expect(check(fields, valid).data).toEqual(valid);
  });

  it('select and radio take one of their options only', () => {
    const options = [
      { value: 'oslo', label: 'Oslo' },
      { value: 'bergen', label: 'Bergen' },
    ];
    const fields = [field({ name: 'by', type: 'select', options }), field({ name: 'kontor', type: 'radio', options })];
    expect(check(fields, { by: 'tromso', kontor: 'oslo' }).errors).toEqual({ by: 'Velg et av valgene.' });
    expect(check(fields, { by: 'bergen', kontor: 'oslo' }).data).toEqual({ by: 'bergen', kontor: 'oslo' });
  });

  it('checkboxes are lists in option order; a required option must be ticked', () => {
    const fields = [
      field({
        name: 'samtykke',
        type: 'checkbox',
        options: [
          { value: 'nyhetsbrev', label: 'Nyhetsbrev' },
          { value: 'vilkar', label: 'Jeg godtar vilkårene', required: true },
        ],
      }),
    ];
    expect(check(fields, { samtykke: 'nyhetsbrev' }).errors).toEqual({
      samtykke: '«Jeg godtar vilkårene» må krysses av.',
    });
    expect(check(fields, { samtykke: ['hack'] }).errors).toEqual({ samtykke: 'Velg et av valgene.' });
    expect(check(fields, { samtykke: ['vilkar', 'nyhetsbrev'] }).data).toEqual({
      samtykke: ['nyhetsbrev', 'vilkar'],
    });
  });

  it('conditions: a hidden field is neither required nor stored', () => {
    const fields = [
      field({
        name: 'kontakt',
        type: 'radio',
        options: [
          { value: 'epost', label: 'E-post' },
          { value: 'telefon', label: 'Telefon' },
        ],
      }),
      field({
        name: 'telefon',
        type: 'tel',
        required: true,
        conditions: [{ targetKey: 'kontakt', targetOperation: 'eq', targetValue: 'telefon' }],
      }),
    ];
    expect(check(fields, { kontakt: 'epost', telefon: 'tull' }).data).toEqual({ kontakt: 'epost' });
    expect(check(fields, { kontakt: 'telefon' }).errors).toEqual({ telefon: 'Feltet må fylles ut.' });
  });

  it('conditions on checkbox lists: eq holds when one ticked value matches; set when anything is ticked', () => {
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ];
    const fields = [
      field({ name: 'valg', type: 'checkbox', options }),
      field({ name: 'om-b', required: true, conditions: [{ targetKey: 'valg', targetValue: 'b' }] }),
      field({ name: 'noe', required: true, conditions: [{ targetKey: 'valg', targetOperation: 'set' }] }),
    ];
    expect(check(fields, {}).data).toEqual({});
    expect(check(fields, { valg: ['a', 'b'] }).errors).toEqual({
      'om-b': 'Feltet må fylles ut.',
      noe: 'Feltet må fylles ut.',
    });
  });

  it('disabled and info fields take nothing; a read-only field keeps its default value', () => {
    const fields = [
      field({ name: 'av', disabled: true, required: true }),
      field({ name: 'tekst', type: 'info' }),
      field({ name: 'kilde', readonly: true, defaultValue: 'nettside' }),
    ];
    expect(check(fields, { av: 'x', tekst: 'y', kilde: 'endret' }).data).toEqual({ kilde: 'nettside' });
  });

  it('files are lists of {filename, url, size}; a required file field needs one', () => {
    const fields = [field({ name: 'vedlegg', type: 'file', required: true })];
    expect(check(fields, {}).errors).toEqual({ vedlegg: 'Feltet må fylles ut.' });
    const file = { filename: 'cv.pdf', url: '/media/1/file', size: 1200 };
    expect(check(fields, { vedlegg: [file] }).data).toEqual({ vedlegg: [file] });
  });
});
