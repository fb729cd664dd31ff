/** What visitors sent in with a form: read 50 at a time newest first, exported as CSV, deleted one by one. */
import {
  csvLine,
  type FormEntry,
  type FormEntryListQuery,
  type FormEntryValue,
  type FormField,
  formEntryValueText,
  formTypesWithoutValue,
} from '@vev/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainsChanged } from '../../platform/cache/site-versions';
import { notFound } from '../../platform/errors';
import { preparedFor } from '../../platform/prepared';
import { deleteFormFileRows, formFileIds } from '../../storefront/forms/form-files';
import { type MediaContext, removeStoredFiles } from '../media/service';
import { formEntries } from './schema';
import { getForm } from './service';

type Row = typeof formEntries.$inferSelect;

const toEntry = (row: Row): FormEntry => ({
  _id: row.id,
  timestamp: row.createdAt.toISOString(),
  referrer: row.referrer,
  data: row.data,
});

const entriesOf = (siteId: string, formId: string) =>
  and(eq(formEntries.siteId, siteId), eq(formEntries.formId, formId));

/** The newest entries of a form, a page at a time: prepared once, read straight from its index. */
const newestEntries = preparedFor((db) =>
  db
    .select()
    .from(formEntries)
    .where(and(eq(formEntries.siteId, sql.placeholder('siteId')), eq(formEntries.formId, sql.placeholder('formId'))))
    .orderBy(desc(formEntries.createdAt), desc(formEntries.id))
    .offset(sql.placeholder('skip'))
    .limit(sql.placeholder('limit'))
    .prepare('form_entries_newest'),
);

export async function listFormEntries(
  db: Database,
  input: { siteId: string; formId: string; query: FormEntryListQuery },
): Promise<FormEntry[]> {
  const rows = await newestEntries(db).execute({
    siteId: input.siteId,
    formId: input.formId,
    skip: input.query.skip,
    limit: input.query.limit,
  });
  // Entries are the site's form's own: only an empty page asks whether there is such a form (404).
  if (rows.length === 0) await getForm(db, input.siteId, input.formId);
  return rows.map(toEntry);
}

/** An entry goes with its files (private media carrying the form's id). */
export async function deleteFormEntry(
  db: Database,
  media: MediaContext,
  input: { siteId: string; formId: string; id: string },
) {
  const files = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(formEntries)
      .where(and(entriesOf(input.siteId, input.formId), eq(formEntries.id, input.id)))
      .returning({ id: formEntries.id, data: formEntries.data });
    if (!row) throw notFound();
    await domainsChanged(tx, input.siteId, ['forms']);
    return deleteFormFileRows(tx, input.siteId, input.formId, formFileIds(row.data));
  });
  await removeStoredFiles(media, files);
}

/** A file by its name alone: its address only opens for a signed-in contributor anyway. */
const exportedText = (value: FormEntryValue | undefined) =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item : item.filename)).join(', ')
    : formEntryValueText(value);

/** A cell a spreadsheet would run as a formula ('=', '+', '-', '@') starts with an apostrophe instead. */
const safeCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The most entries one export holds, newest first, so an export stays a file a spreadsheet opens. */
export const formEntriesExportLimit = 50_000;

/** Every entry of a form as CSV: time, referrer, then one column per field of the form as it is now. */
export async function exportFormEntries(db: Database, input: { siteId: string; formId: string }): Promise<string> {
  const form = await getForm(db, input.siteId, input.formId);
  const columns = form.fields.filter((field: FormField) => !formTypesWithoutValue.includes(field.type));
  const rows = await db
    .select()
    .from(formEntries)
    .where(entriesOf(input.siteId, input.formId))
    .orderBy(desc(formEntries.createdAt), desc(formEntries.id))
    .limit(formEntriesExportLimit);
  const lines = [csvLine(['Tidspunkt', 'Henvisning', ...columns.map((field) => safeCell(field.label))])];
  for (const row of rows) {
    const values = new Map(row.data.map((item) => [item.field, item.value]));
    const cells = columns.map((field) => safeCell(exportedText(values.get(field.name))));
    lines.push(csvLine([row.createdAt.toISOString(), safeCell(row.referrer), ...cells]));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
