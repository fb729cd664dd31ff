/** A site's forms: the list (a page or a search by name) and edits; deleting one deletes its entries. */
import {
  type Form,
  type FormCreate,
  type FormListQuery,
  type FormUpdate,
  formCreateSchema,
  formUpdateSchema,
} from '@vev/shared';
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainsChanged } from '../../platform/cache/site-versions';
import { notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { assertNotReferenced } from '../../platform/references/references';
import { removeSearchEntry, upsertSearchEntry } from '../../platform/search/search-index';
import { deleteFormFileRows } from '../../storefront/forms/form-files';
import { containsPattern } from '../attributes/service';
import { type MediaContext, removeStoredFiles } from '../media/service';
import { formEntries, forms } from './schema';

type Row = typeof forms.$inferSelect;

/** The reference type a section refers to a form as (where-used, deleting). */
export const formSourceType = 'form';

export const formEditPath = (id: string) => `/skjemaer/${encodeURIComponent(id)}`;

export const toForm = (row: Row): Form => ({
  _id: row.id,
  name: row.name,
  internalDescription: row.internalDescription,
  publicDescription: row.publicDescription,
  submitButtonText: row.submitButtonText,
  successText: row.successText,
  forwardUrl: row.forwardUrl,
  fields: row.fields,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Power search finds a form by its name and its internal description. */
const formSearchEntry = (row: Row) => ({
  type: formSourceType,
  id: row.id,
  title: row.name,
  description: row.internalDescription,
  editPath: formEditPath(row.id),
});

const formOf = (siteId: string, id: string) => and(eq(forms.siteId, siteId), eq(forms.id, id));

export async function listForms(db: Database, siteId: string, query: FormListQuery): Promise<Form[]> {
  const conditions: SQL[] = [eq(forms.siteId, siteId)];
  if (query.text) conditions.push(ilike(forms.name, containsPattern(query.text)));
  const rows = await db
    .select()
    .from(forms)
    .where(and(...conditions))
    .orderBy(asc(forms.name), asc(forms.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map(toForm);
}

export async function getForm(db: Database, siteId: string, id: string): Promise<Form> {
  const [row] = await db.select().from(forms).where(formOf(siteId, id));
  if (!row) throw notFound();
  return toForm(row);
}

export async function createForm(db: Database, input: { siteId: string; form: FormCreate }): Promise<Form> {
  const values = formCreateSchema.parse(input.form);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(forms)
      .values({ siteId: input.siteId, id: newId(), ...values })
      .returning();
    if (!row) throw new Error('form insert returned nothing');
    await domainsChanged(tx, input.siteId, ['content']);
    await upsertSearchEntry(tx, input.siteId, formSearchEntry(row));
    return toForm(row);
  });
}

export async function updateForm(
  db: Database,
  input: { siteId: string; id: string; update: FormUpdate },
): Promise<Form> {
  const update = formUpdateSchema.parse(input.update);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(forms)
      .set({ ...update, updatedAt: new Date() })
      .where(formOf(input.siteId, input.id))
      .returning();
    if (!row) throw notFound();
    // The storefront shows forms in pages: their cached HTML changes with the form.
    await domainsChanged(tx, input.siteId, ['content']);
    await upsertSearchEntry(tx, input.siteId, formSearchEntry(row));
    return toForm(row);
  });
}

/** A form a page shows stays (409 with the report); its entries and their files go with it. */
export async function deleteForm(db: Database, media: MediaContext, siteId: string, id: string): Promise<void> {
  const files = await db.transaction(async (tx) => {
    await assertNotReferenced(tx, siteId, id);
    const [row] = await tx.delete(forms).where(formOf(siteId, id)).returning({ id: forms.id });
    if (!row) throw notFound();
    await tx.delete(formEntries).where(and(eq(formEntries.siteId, siteId), eq(formEntries.formId, id)));
    await domainsChanged(tx, siteId, ['content']);
    await removeSearchEntry(tx, siteId, formSourceType, id);
    return deleteFormFileRows(tx, siteId, id);
  });
  await removeStoredFiles(media, files);
}
