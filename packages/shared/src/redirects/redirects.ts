/**
 * Redirects (spec 2 §3 'Redirect', §5 'Redirect import'): old address → new address with 301 or
 * 302. They arrive as a CSV import that replaces all of a site's redirects, or not at all.
 */
import { z } from 'zod';
import { csvLine, parseCsv } from '../core/csv';

export const redirectCodes = [301, 302] as const;
export type RedirectCode = (typeof redirectCodes)[number];
/** Spec 2 §9: 301 unless the row says 302. */
export const defaultRedirectCode: RedirectCode = 301;
/** A site keeps at most this many, so the list (spec 2 §7: limit 999999999) is always whole. */
export const maxRedirects = 10_000;
const maxAddressLength = 2000;
/** An http(s) address: host (with an optional port), then the path, query and fragment. */
const absoluteUrl = /^https?:\/\/([a-z0-9.-]+(?::\d{1,5})?)([/?#].*)?$/i;

export const redirectSchema = z.object({
  _id: z.string(),
  from: z.string(),
  to: z.string(),
  code: z.union([z.literal(301), z.literal(302)]),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const redirectListQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(maxRedirects).default(0),
    limit: z.coerce.number().int().min(1).max(999_999_999).default(maxRedirects),
  })
  .strict();

export const redirectImportResultSchema = z.object({ imported: z.number().int() });
export type RedirectImportResult = z.infer<typeof redirectImportResultSchema>;

export const redirectMessages = {
  csvOnly: 'Filen må være en CSV-fil (.csv).',
  empty: 'Filen inneholder ingen videresendinger.',
  tooMany: `En fil kan ha maks ${maxRedirects.toLocaleString('nb-NO')} videresendinger.`,
  badRows: 'Noen rader kan ikke importeres. Ingenting er endret.',
  from: 'Gammel URL må begynne med / eller http(s)://.',
  to: 'Ny URL må begynne med / eller http(s)://.',
  code: 'Koden må være 301 eller 302.',
  same: 'Gammel og ny URL kan ikke være like.',
  duplicate: (line: number) => `Gammel URL står allerede på rad ${line}.`,
  tooLong: `En URL kan være maks ${maxAddressLength} tegn.`,
  fields: 'Raden må ha gammel URL, ny URL og eventuelt kode.',
} as const;

/**
 * The path (and query) a visitor asks for, as the storefront looks it up: a full URL is cut to
 * its path, the trailing slash dropped (except for '/'). Answers null when it is no address.
 */
export function redirectSource(input: string): string | null {
  const value = input.trim();
  let path: string;
  const absolute = absoluteUrl.exec(value);
  if (absolute) path = absolute[2] || '/';
  else if (value.startsWith('/') && !value.startsWith('//')) path = value;
  else return null;
  path = path.replace(/#.*$/, '');
  if (/\s/.test(path)) return null;
  return path.length > 1 ? path.replace(/\/+(?=\?|$)/, '') || '/' : path;
}

/** Where the visitor is sent: a path on the site, or a full http(s) address elsewhere. */
export function redirectTarget(input: string): string | null {
  const value = input.trim();
  if (/\s/.test(value)) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return absoluteUrl.test(value) ? value : null;
}

export interface RedirectRow {
  from: string;
  to: string;
  code: RedirectCode;
}

export interface RedirectCsvResult {
  redirects: RedirectRow[];
  /** Line number (1-based, as a spreadsheet shows it) → what is wrong with it. */
  errors: Record<number, string>;
}

/** A first row with no address in its first column is a header ('Gammel URL;Ny URL;Kode'). */
function isHeader(fields: string[]): boolean {
  const first = fields[0]?.trim() ?? '';
  return !first.startsWith('/') && !/^https?:\/\//i.test(first);
}

function readRow(fields: string[]): RedirectRow | string {
  if (fields.length < 2 || fields.length > 3) return redirectMessages.fields;
  const [rawFrom = '', rawTo = '', rawCode = ''] = fields;
  if (rawFrom.length > maxAddressLength || rawTo.length > maxAddressLength) return redirectMessages.tooLong;
  const from = redirectSource(rawFrom);
  if (!from) return redirectMessages.from;
  const to = redirectTarget(rawTo);
  if (!to) return redirectMessages.to;
  const code = rawCode.trim() === '' ? defaultRedirectCode : Number(rawCode.trim());
  if (code !== 301 && code !== 302) return redirectMessages.code;
  if (from === to) return redirectMessages.same;
  return { from, to, code };
}

/** Reads an import: every row is checked, and any bad row stops the whole import. */
export function parseRedirectCsv(text: string): RedirectCsvResult {
  const rows = parseCsv(text);
  const start = rows[0] && isHeader(rows[0]) ? 1 : 0;
  const redirects: RedirectRow[] = [];
  const errors: Record<number, string> = {};
  const lineOf = new Map<string, number>();
  rows.slice(start).forEach((fields, index) => {
    const line = start + index + 1;
    const row = readRow(fields);
    if (typeof row === 'string') {
      errors[line] = row;
      return;
    }
    const earlier = lineOf.get(row.from);
    if (earlier !== undefined) {
      errors[line] = redirectMessages.duplicate(earlier);
      return;
    }
    lineOf.set(row.from, line);
    redirects.push(row);
  });
  return { redirects, errors };
}

export const redirectCsvHeader = ['Gammel URL', 'Ny URL', 'Kode'];

/** The export: the same columns an import reads, so a file can go back and forth. */
export function redirectsToCsv(redirects: RedirectRow[]): string {
  const lines = [redirectCsvHeader, ...redirects.map((row) => [row.from, row.to, row.code])];
  return `${lines.map((fields) => csvLine(fields)).join('\r\n')}\r\n`;
}
