/**
 * The cookie dialog (spec 2 §2 'Cookies', §3 'Cookie definition'): the platform's own cookies,
 * the site's custom ones (kept as a CSV-importable list) and the dialog's look.
 */
import { z } from 'zod';
import { csvLine, parseCsv } from '../core/csv';
import { type ConsentCategory, consentCategories } from './site-options';

export const cookieDefinitionSchema = z.object({
  name: z.string().trim().min(1).max(200),
  purpose: z.string().trim().min(1).max(1000),
  consentCategories: z.array(z.enum(consentCategories)).min(1).max(consentCategories.length),
  expiry: z.string().trim().min(1).max(100),
  vendor: z.string().trim().max(200),
});
export type CookieDefinition = z.infer<typeof cookieDefinitionSchema>;

/** The cookies every storefront sets itself, whatever the site adds. */
export const builtInCookies: CookieDefinition[] = [
  {
    name: 'vev_consent',
    purpose: 'Husker hvilke informasjonskapsler du har samtykket til.',
    consentCategories: ['functionality'],
    expiry: '12 måneder',
    vendor: 'Vev',
  },
  {
    name: 'vev_cart',
    purpose: 'Husker innholdet i handlekurven mellom besøkene.',
    consentCategories: ['functionality'],
    expiry: '30 dager',
    vendor: 'Vev',
  },
  {
    name: 'vev_customer',
    purpose: 'Holder deg innlogget på Min side.',
    consentCategories: ['security'],
    expiry: '30 dager',
    vendor: 'Vev',
  },
  {
    name: 'vev_csrf',
    purpose: 'Beskytter skjemaer mot forfalskede innsendinger.',
    consentCategories: ['security'],
    expiry: 'Når nettleseren lukkes',
    vendor: 'Vev',
  },
];

export const cookieDefinitionQuerySchema = z
  .object({ onlyDefault: z.enum(['true', 'false']).optional(), onlyCustom: z.enum(['true', 'false']).optional() })
  .strict();

/** A colour as the colour picker writes it: #rgb, #rrggbb or rgba(r,g,b,a). */
const colour = z
  .string()
  .trim()
  .regex(/^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i, {
    error: 'Ugyldig farge.',
  });

/** spec 2 §2: the intro (rich text as a JSON string) and the dialog's five colours. */
export const cookieDialogMetaSchema = z
  .object({
    intro: z.string().max(20_000),
    primaryColor: colour,
    textColor: colour,
    backgroundColor: colour,
    cardColor: colour,
    borderColor: colour,
  })
  .strict();
export type CookieDialogMeta = z.infer<typeof cookieDialogMetaSchema>;

export const defaultCookieDialogMeta: CookieDialogMeta = {
  intro: '',
  primaryColor: '#1c7ed6',
  textColor: '#1f2933',
  backgroundColor: '#ffffff',
  cardColor: '#f4f5f7',
  borderColor: '#dee2e6',
};

/** A site keeps at most this many custom cookies. */
export const maxCustomCookies = 500;

export const cookieMessages = {
  csvOnly: 'Filen må være en CSV-fil (.csv).',
  empty: 'Filen inneholder ingen cookies.',
  tooMany: `En fil kan ha maks ${maxCustomCookies} cookies.`,
  badRows: 'Noen rader kan ikke importeres. Ingenting er endret.',
  fields: 'Raden må ha navn, formål, samtykkekategori, utløp og leverandør.',
  category: `Ukjent samtykkekategori. Bruk ${consentCategories.join(', ')}.`,
  required: 'Navn, formål, samtykkekategori og utløp må fylles ut.',
  duplicate: (line: number) => `Cookien står allerede på rad ${line}.`,
} as const;

export const cookieCsvHeader = ['name', 'purpose', 'consentCategories', 'expiry', 'vendor'];

/** Several categories share one field, separated by '|' (the file itself is comma separated). */
function readCategories(field: string): ConsentCategory[] | null {
  const names = field
    .split(/[|;\s]+/)
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.length || names.some((name) => !(consentCategories as readonly string[]).includes(name))) return null;
  return [...new Set(names)] as ConsentCategory[];
}

/** Reads an import (comma separated, header optional): any bad row stops the whole import. */
export function parseCookieCsv(text: string): { cookies: CookieDefinition[]; errors: Record<number, string> } {
  const rows = parseCsv(text, ',');
  const start = rows[0]?.[0]?.trim().toLowerCase() === 'name' ? 1 : 0;
  const cookies: CookieDefinition[] = [];
  const errors: Record<number, string> = {};
  const lineOf = new Map<string, number>();
  rows.slice(start).forEach((fields, index) => {
    const line = start + index + 1;
    if (fields.length < 4 || fields.length > 5) {
      errors[line] = cookieMessages.fields;
      return;
    }
    const [name = '', purpose = '', categories = '', expiry = '', vendor = ''] = fields.map((field) => field.trim());
    const consent = readCategories(categories);
    if (!consent) {
      errors[line] = cookieMessages.category;
      return;
    }
    const parsed = cookieDefinitionSchema.safeParse({ name, purpose, consentCategories: consent, expiry, vendor });
    if (!parsed.success) {
      errors[line] = cookieMessages.required;
      return;
    }
    const earlier = lineOf.get(name);
    if (earlier !== undefined) {
      errors[line] = cookieMessages.duplicate(earlier);
      return;
    }
    lineOf.set(name, line);
    cookies.push(parsed.data);
  });
  return { cookies, errors };
}

export function cookiesToCsv(cookies: CookieDefinition[]): string {
  const lines = [
    cookieCsvHeader,
    ...cookies.map((cookie) => [
      cookie.name,
      cookie.purpose,
      cookie.consentCategories.join('|'),
      cookie.expiry,
      cookie.vendor,
    ]),
  ];
  return `${lines.map((fields) => csvLine(fields)).join('\r\n')}\r\n`;
}

/** The example file offered before a first import. */
export const cookieCsvExample = cookiesToCsv([
  {
    name: '_ga',
    purpose: 'Skiller besøkende fra hverandre i besøksstatistikken.',
    consentCategories: ['analytics'],
    expiry: '2 år',
    vendor: 'Google',
  },
  {
    name: '_fbp',
    purpose: 'Måler effekten av annonser og viser relevante annonser.',
    consentCategories: ['ad', 'personalization'],
    expiry: '3 måneder',
    vendor: 'Meta',
  },
]);

export const importResultSchema = z.object({ imported: z.number().int() });
