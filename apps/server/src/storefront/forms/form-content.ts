/** The forms a page's sections show (spec 3 'Form'), read by id on the sites the storefront shows. */
import { formSubmitPath, type ResolvedForm } from '@vev/sections';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { forms } from '../../modules/forms/schema';

export type StorefrontForm = typeof forms.$inferSelect;

export async function loadForms(
  db: Database,
  siteIds: readonly string[],
  ids: readonly string[],
): Promise<Map<string, StorefrontForm>> {
  const unique = [...new Set(ids)].slice(0, 50);
  if (unique.length === 0) return new Map();
  const rows = await db
    .select()
    .from(forms)
    .where(and(inArray(forms.siteId, [...siteIds]), inArray(forms.id, unique)));
  // A department's own form wins over its parent's with the same id (ids are unique anyway).
  const found = new Map<string, StorefrontForm>();
  for (const siteId of [...siteIds].reverse())
    for (const row of rows) if (row.siteId === siteId) found.set(row.id, row);
  return found;
}

/** What the form section shows of a form. */
export const resolveForm = (row: StorefrontForm): ResolvedForm => ({
  _id: row.id,
  name: row.name,
  publicDescription: row.publicDescription,
  submitButtonText: row.submitButtonText,
  fields: row.fields,
  action: formSubmitPath(row.id),
});
