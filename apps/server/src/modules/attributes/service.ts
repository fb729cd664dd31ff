/** A shop's attributes: the list (a page, a search, or the ids a product names) and edits. */
import {
  type Attribute,
  type AttributeCreate,
  type AttributeListQuery,
  type AttributeOption,
  type AttributeUpdate,
  type AttributeValues,
  attributeCreateSchema,
  attributeUpdateSchema,
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
import { attributes } from './schema';

type Row = typeof attributes.$inferSelect;

/** The reference type an attribute's options refer to media as (where-used, site duplication). */
export const attributeSourceType = 'attribute';

const toAttribute = (row: Row): Attribute => ({
  _id: row.id,
  name: row.name,
  internalName: row.internalName,
  type: row.type,
  description: row.description,
  options: row.options,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const attributeOf = (siteId: string, id: string) => and(eq(attributes.siteId, siteId), eq(attributes.id, id));
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Power search finds an attribute by its names and its options' values. */
export const attributeSearchEntry = (row: Row) => ({
  type: attributeSourceType,
  id: row.id,
  title: row.name,
  subtitle: row.internalName,
  description: row.options.map((option) => option.value).join(', '),
  editPath: `/butikk/attributter/${row.id}`,
});

/** Options keep their ids; a new one gets its own. */
const withOptionIds = (values: AttributeValues): AttributeOption[] =>
  values.options.map((option) => ({ ...option, _id: option._id ?? newId() }));

export async function listAttributes(db: Database, siteId: string, query: AttributeListQuery): Promise<Attribute[]> {
  const conditions: SQL[] = [eq(attributes.siteId, siteId)];
  if (query._id) {
    if (query._id.length === 0) return [];
    conditions.push(inArray(attributes.id, query._id));
  }
  if (query.text) conditions.push(ilike(attributes.name, containsPattern(query.text)));
  const rows = await db
    .select()
    .from(attributes)
    .where(and(...conditions))
    .orderBy(asc(attributes.name), asc(attributes.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map(toAttribute);
}

export async function getAttribute(db: Database, siteId: string, id: string): Promise<Attribute> {
  const [row] = await db.select().from(attributes).where(attributeOf(siteId, id));
  if (!row) throw notFound();
  return toAttribute(row);
}

export async function createAttribute(
  db: Database,
  input: { siteId: string; attribute: AttributeCreate },
): Promise<Attribute> {
  const values = attributeCreateSchema.parse(input.attribute);
  const options = withOptionIds(values);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(attributes)
      .values({ siteId: input.siteId, id: newId(), ...values, options })
      .returning();
    if (!row) throw new Error('attribute insert returned nothing');
    await replaceReferences(tx, input.siteId, { type: attributeSourceType, id: row.id }, referencedIds(options));
    // Power search and where-used are cached with the content.
    await domainsChanged(tx, input.siteId, ['content']);
    await upsertSearchEntry(tx, input.siteId, attributeSearchEntry(row));
    return toAttribute(row);
  });
}

/** The change is checked as a whole attribute: an option's meta must fit the type it ends up with. */
export async function updateAttribute(
  db: Database,
  input: { siteId: string; id: string; update: AttributeUpdate },
): Promise<Attribute> {
  const update = attributeUpdateSchema.parse(input.update);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(attributes).where(attributeOf(input.siteId, input.id)).for('update');
    if (!current) throw notFound();
    const values = attributeCreateSchema.parse({
      name: update.name ?? current.name,
      internalName: update.internalName ?? current.internalName,
      type: update.type ?? current.type,
      description: update.description ?? current.description,
      options: update.options ?? current.options,
    });
    const options = withOptionIds(values);
    const [row] = await tx
      .update(attributes)
      .set({ ...values, options, updatedAt: new Date() })
      .where(attributeOf(input.siteId, input.id))
      .returning();
    if (!row) throw notFound();
    await replaceReferences(tx, input.siteId, { type: attributeSourceType, id: row.id }, referencedIds(options));
    // Power search and where-used are cached with the content.
    await domainsChanged(tx, input.siteId, ['content']);
    await upsertSearchEntry(tx, input.siteId, attributeSearchEntry(row));
    return toAttribute(row);
  });
}

/** What still refers to an attribute (products, later) keeps it: 409 with the report. */
export async function deleteAttribute(db: Database, siteId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await assertNotReferenced(tx, siteId, id);
    const [row] = await tx.delete(attributes).where(attributeOf(siteId, id)).returning({ id: attributes.id });
    if (!row) throw notFound();
    await removeReferencesFrom(tx, siteId, { type: attributeSourceType, id });
    await domainsChanged(tx, siteId, ['content']);
    await removeSearchEntry(tx, siteId, attributeSourceType, id);
  });
}

/** Attribute names for the dependency report ('Attributter'). */
export async function describeAttributes(db: Database, siteId: string, ids: string[]) {
  const rows = await db
    .select({ id: attributes.id, name: attributes.name })
    .from(attributes)
    .where(and(eq(attributes.siteId, siteId), inArray(attributes.id, ids)));
  return new Map(rows.map((row) => [row.id, { title: row.name, draft: false }]));
}
