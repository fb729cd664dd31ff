/** A shop's product labels: the list (a page or a search by name) and edits. */
import {
  type Label,
  type LabelCreate,
  type LabelListQuery,
  type LabelUpdate,
  labelCreateSchema,
  labelUpdateSchema,
} from '@vev/shared';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainsChanged } from '../../platform/cache/site-versions';
import { notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import {
  assertNotReferenced,
  referencedIds,
  removeReferencesFrom,
  replaceReferences,
} from '../../platform/references/references';
import { removeSearchEntry, upsertSearchEntry } from '../../platform/search/search-index';
import { containsPattern } from '../attributes/service';
import { labels } from './schema';

type Row = typeof labels.$inferSelect;

/** The reference type a label refers to its image as (where-used, site duplication). */
export const labelSourceType = 'label';

const toLabel = (row: Row): Label => ({
  _id: row.id,
  name: row.name,
  color: row.color,
  textColor: row.textColor,
  text: row.text,
  image: row.image ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Power search finds a label by its name. */
export const labelSearchEntry = (row: Row) => ({
  type: labelSourceType,
  id: row.id,
  title: row.name,
  image: row.image?.url ?? null,
  editPath: `/butikk/etiketter/${row.id}`,
});

const labelOf = (siteId: string, id: string) => and(eq(labels.siteId, siteId), eq(labels.id, id));

export async function listLabels(db: Database, siteId: string, query: LabelListQuery): Promise<Label[]> {
  const conditions: SQL[] = [eq(labels.siteId, siteId)];
  if (query.text) conditions.push(ilike(labels.name, containsPattern(query.text)));
  const rows = await db
    .select()
    .from(labels)
    .where(and(...conditions))
    .orderBy(asc(labels.name), asc(labels.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map(toLabel);
}

export async function getLabel(db: Database, siteId: string, id: string): Promise<Label> {
  const [row] = await db.select().from(labels).where(labelOf(siteId, id));
  if (!row) throw notFound();
  return toLabel(row);
}

export async function createLabel(db: Database, input: { siteId: string; label: LabelCreate }): Promise<Label> {
  const values = labelCreateSchema.parse(input.label);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(labels)
      .values({ siteId: input.siteId, id: newId(), ...values })
      .returning();
    if (!row) throw new Error('label insert returned nothing');
    await replaceReferences(tx, input.siteId, { type: labelSourceType, id: row.id }, referencedIds(row.image));
    // Power search and where-used are cached with the content.
    await domainsChanged(tx, input.siteId, ['content']);
    await upsertSearchEntry(tx, input.siteId, labelSearchEntry(row));
    return toLabel(row);
  });
}

export async function updateLabel(
  db: Database,
  input: { siteId: string; id: string; update: LabelUpdate },
): Promise<Label> {
  const update = labelUpdateSchema.parse(input.update);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(labels)
      .set({ ...update, updatedAt: new Date() })
      .where(labelOf(input.siteId, input.id))
      .returning();
    if (!row) throw notFound();
    await replaceReferences(tx, input.siteId, { type: labelSourceType, id: row.id }, referencedIds(row.image));
    // Power search and where-used are cached with the content.
    await domainsChanged(tx, input.siteId, ['content']);
    await upsertSearchEntry(tx, input.siteId, labelSearchEntry(row));
    return toLabel(row);
  });
}

/** What still refers to a label (products, later) keeps it: 409 with the report. */
export async function deleteLabel(db: Database, siteId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await assertNotReferenced(tx, siteId, id);
    const [row] = await tx.delete(labels).where(labelOf(siteId, id)).returning({ id: labels.id });
    if (!row) throw notFound();
    await removeReferencesFrom(tx, siteId, { type: labelSourceType, id });
    await domainsChanged(tx, siteId, ['content']);
    await removeSearchEntry(tx, siteId, labelSourceType, id);
  });
}

/** Label names for the dependency report ('Etiketter'). */
export async function describeLabels(db: Database, siteId: string, ids: string[]) {
  const rows = await db
    .select({ id: labels.id, name: labels.name })
    .from(labels)
    .where(and(eq(labels.siteId, siteId), inArray(labels.id, ids)));
  return new Map(rows.map((row) => [row.id, { title: row.name, draft: false }]));
}
