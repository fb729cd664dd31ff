/**
 * Norwegian validation messages for every zod schema, on the server and in the dashboard.
 * Call `installNorwegianValidationMessages()` once at start-up.
 */
import { z } from 'zod';

export const validationMessages = {
  required: 'Feltet må fylles ut.',
  invalidType: (expected: string) => `Ugyldig verdi: forventet ${expected}.`,
  tooShort: (n: number) => `Må være minst ${n} tegn.`,
  tooLong: (n: number) => `Kan være maks ${n} tegn.`,
  tooFewItems: (n: number) => `Må ha minst ${n} elementer.`,
  tooManyItems: (n: number) => `Kan ha maks ${n} elementer.`,
  tooSmall: (n: number | bigint) => `Må være minst ${n}.`,
  tooBig: (n: number | bigint) => `Kan være maks ${n}.`,
  email: 'Ugyldig e-postadresse.',
  url: 'Ugyldig nettadresse.',
  format: 'Ugyldig format.',
  choice: 'Ugyldig valg.',
  unknownField: 'Ukjent felt.',
  readOnlyField: 'Feltet kan ikke endres.',
  invalid: 'Ugyldig verdi.',
} as const;

const typeNames: Record<string, string> = {
  string: 'tekst',
  number: 'tall',
  int: 'heltall',
  boolean: 'ja eller nei',
  object: 'objekt',
  array: 'liste',
  date: 'dato',
  null: 'ingen verdi',
};

export const norwegianErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return validationMessages.required;
      if (issue.expected === 'never') return validationMessages.readOnlyField;
      return validationMessages.invalidType(typeNames[issue.expected] ?? issue.expected);
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? validationMessages.required : validationMessages.tooShort(min);
      if (issue.origin === 'array' || issue.origin === 'set') return validationMessages.tooFewItems(min);
      return validationMessages.tooSmall(issue.minimum);
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return validationMessages.tooLong(max);
      if (issue.origin === 'array' || issue.origin === 'set') return validationMessages.tooManyItems(max);
      return validationMessages.tooBig(issue.maximum);
    }
    case 'invalid_format':
      if (issue.format === 'email') return validationMessages.email;
      if (issue.format === 'url') return validationMessages.url;
      return validationMessages.format;
    case 'invalid_value':
      return validationMessages.choice;
    case 'unrecognized_keys':
      return validationMessages.unknownField;
    default:
      return validationMessages.invalid;
  }
};

export function installNorwegianValidationMessages(): void {
  z.config({ customError: norwegianErrorMap });
}

/** A field that may appear in an entity but never in a write: present means refused. */
export const readOnlyField = () => z.never({ error: validationMessages.readOnlyField }).optional();

/**
 * Flattens a zod error into `{ "a.b": message }`; unknown keys get one entry each,
 * so a form can put every message next to its field.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  let count = 0;
  const add = (path: string, message: string) => {
    if (path in fields || count >= maxReportedFields) return;
    fields[path] = message;
    count += 1;
  };
  for (const issue of error.issues) {
    const base = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...base, key].join('.'), validationMessages.unknownField);
      continue;
    }
    add(base.join('.') || '_', issue.message);
  }
  return fields;
}

/** A request with thousands of bad fields gets an answer of sensible size. */
export const maxReportedFields = 50;
const namedInSentence = 5;

/** One sentence for a toast: names the fields, in Norwegian quotes. */
export function describeFieldErrors(fields: Record<string, string>): string {
  const entries = Object.entries(fields);
  if (entries.length === 1) {
    const [path, message] = entries[0] as [string, string];
    return path === '_' ? message : `«${path}»: ${message}`;
  }
  const named = entries.slice(0, namedInSentence).map(([path]) => `«${path}»`);
  const rest = entries.length - named.length;
  return `Forespørselen har ugyldige felter: ${named.join(', ')}${rest > 0 ? ` og ${rest} andre` : ''}.`;
}
