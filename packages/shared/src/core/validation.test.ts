import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  describeFieldErrors,
  fieldErrors,
  installNorwegianValidationMessages,
  maxReportedFields,
  readOnlyField,
  validationMessages,
} from './validation';

beforeAll(() => installNorwegianValidationMessages());

/** The field messages a schema gives for an input, as the API answers them. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return fieldErrors(result.error);
}

describe('Norwegian validation messages', () => {
  it('a missing required field: Feltet må fylles ut.', () => {
    expect(errorsOf(z.object({ title: z.string() }), {})).toEqual({ title: 'Feltet må fylles ut.' });
    expect(errorsOf(z.object({ title: z.string() }), { title: null })).toEqual({ title: 'Feltet må fylles ut.' });
  });

  it('an empty string where at least one character is needed counts as missing', () => {
    expect(errorsOf(z.object({ title: z.string().min(1) }), { title: '' })).toEqual({
      title: 'Feltet må fylles ut.',
    });
  });

  it('length limits name the number of characters', () => {
    const schema = z.object({ code: z.string().min(3).max(5) });
    expect(errorsOf(schema, { code: 'ab' })).toEqual({ code: 'Må være minst 3 tegn.' });
    expect(errorsOf(schema, { code: 'abcdef' })).toEqual({ code: 'Kan være maks 5 tegn.' });
  });

  it('number and list limits', () => {
    expect(errorsOf(z.object({ n: z.number().min(1).max(9) }), { n: 0 })).toEqual({ n: 'Må være minst 1.' });
    expect(errorsOf(z.object({ n: z.number().min(1).max(9) }), { n: 10 })).toEqual({ n: 'Kan være maks 9.' });
    expect(errorsOf(z.object({ list: z.array(z.string()).max(1) }), { list: ['a', 'b'] })).toEqual({
      list: 'Kan ha maks 1 elementer.',
    });
  });

  it('a wrong type names the expected type in Norwegian', () => {
    expect(errorsOf(z.object({ price: z.number() }), { price: '12' })).toEqual({
      price: 'Ugyldig verdi: forventet tall.',
    });
    expect(errorsOf(z.object({ on: z.boolean() }), { on: 'ja' })).toEqual({
      on: 'Ugyldig verdi: forventet ja eller nei.',
    });
  });

  it('an invalid e-mail address: Ugyldig e-postadresse.', () => {
    expect(errorsOf(z.object({ email: z.email() }), { email: 'ikke-en-adresse' })).toEqual({
      email: 'Ugyldig e-postadresse.',
    });
  });

  it('a value outside a choice: Ugyldig valg.', () => {
    expect(errorsOf(z.object({ level: z.enum(['reader', 'admin']) }), { level: 'owner' })).toEqual({
      level: 'Ugyldig valg.',
    });
  });

  it('every unknown field gets its own Ukjent felt.', () => {
    const schema = z.object({ title: z.string() }).strict();
    expect(errorsOf(schema, { title: 'Hei', colour: 'red', owner: 'me' })).toEqual({
      colour: 'Ukjent felt.',
      owner: 'Ukjent felt.',
    });
  });

  it('a read-only field may be absent, and is refused with Feltet kan ikke endres. when present', () => {
    const schema = z.object({ title: z.string(), _id: readOnlyField() });
    expect(schema.safeParse({ title: 'Hei' }).success).toBe(true);
    expect(errorsOf(schema, { title: 'Hei', _id: 'abc' })).toEqual({ _id: 'Feltet kan ikke endres.' });
  });

  it('nested fields are named by their dotted path, the first message per field wins', () => {
    const schema = z.object({ seo: z.object({ title: z.string().min(2).max(3) }) });
    expect(errorsOf(schema, { seo: { title: 'a' } })).toEqual({ 'seo.title': 'Må være minst 2 tegn.' });
  });

  it('an error on the whole value is filed under _', () => {
    expect(errorsOf(z.string(), 12)).toEqual({ _: 'Ugyldig verdi: forventet tekst.' });
  });
});

describe('describeFieldErrors (one sentence for a toast)', () => {
  it('one field: the field in Norwegian quotes, then its message', () => {
    expect(describeFieldErrors({ displayName: validationMessages.required })).toBe(
      '«displayName»: Feltet må fylles ut.',
    );
  });

  it('an error on the whole value: just the message', () => {
    expect(describeFieldErrors({ _: 'Ugyldig verdi.' })).toBe('Ugyldig verdi.');
  });

  it('several fields: names them all', () => {
    expect(describeFieldErrors({ name: 'Feltet kan ikke endres.', colour: 'Ukjent felt.' })).toBe(
      'Forespørselen har ugyldige felter: «name», «colour».',
    );
  });
});

describe('field errors of a very bad request', () => {
  it('reports at most 50 fields, and the sentence names five and counts the rest', () => {
    installNorwegianValidationMessages();
    const result = z
      .object({})
      .strict()
      .safeParse(Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`f${i}`, i])));
    if (result.success) throw new Error('an object with unknown fields must be refused');
    const fields = fieldErrors(result.error);
    expect(Object.keys(fields)).toHaveLength(maxReportedFields);
    expect(describeFieldErrors(fields)).toBe(
      'Forespørselen har ugyldige felter: «f0», «f1», «f2», «f3», «f4» og 45 andre.',
    );
  });
});
