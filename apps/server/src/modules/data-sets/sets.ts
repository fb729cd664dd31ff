/** A site's data-set definitions: admins shape them, everyone on the site reads them. */
import {
  type DataSet,
  type DataSetCreate,
  type DataSetUpdate,
  dataSetCreateSchema,
  dataSetMessages,
  dataSetUpdateSchema,
  type PropDefinition,
} from '@vev/sections';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../../platform/accounts/schema';
import { domainsChanged } from '../../platform/cache/site-versions';
import { AppError, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { assertNotReferenced } from '../../platform/references/references';
import { resourceReferences } from '../../platform/references/schema';
import { searchIndex } from '../../platform/search/schema';
import { dataSetRecords, dataSets } from './schema';

type Row = typeof dataSets.$inferSelect;

/** The reference type a section names a set by (`{ type: 'ref', to: 'dataSet' }`). */
export const dataSetSourceType = 'dataSet';

export const toDataSet = (row: Row): DataSet => ({
  _id: row.id,
  name: row.name,
  label: row.label,
  props: row.props,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The site's `dataSets` ({name, label}, by label) mirror the sets, written in the same transaction:
 * the side navigation reads them with the user's sites (one entry per set under Innhold).
 */
async function mirrorOnSite(db: Database, siteId: string): Promise<void> {
  const menu = db
    .select({ name: dataSets.name, label: dataSets.label })
    .from(dataSets)
    .where(eq(dataSets.siteId, siteId))
    .orderBy(asc(dataSets.label), asc(dataSets.id));
  const entries = (await menu).map((set) => ({ name: set.name, label: set.label }));
  await db
    .update(sites)
    .set({ settings: sql`jsonb_set(${sites.settings}, '{dataSets}', ${JSON.stringify(entries)}::jsonb)` })
    .where(eq(sites.id, siteId));
  await domainsChanged(db, siteId, ['content', 'settings']);
}

const setOf = (siteId: string, id: string) => and(eq(dataSets.siteId, siteId), eq(dataSets.id, id));

/** Every set of the site, by label (a site has a handful; the menu lists them all). */
export async function listDataSets(db: Database, siteId: string, query: { skip: number; limit: number }) {
  const rows = await db
    .select()
    .from(dataSets)
    .where(eq(dataSets.siteId, siteId))
    .orderBy(asc(dataSets.label), asc(dataSets.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map(toDataSet);
}

export async function getDataSet(db: Database, siteId: string, id: string): Promise<DataSet> {
  const [row] = await db.select().from(dataSets).where(setOf(siteId, id));
  if (!row) throw notFound();
  return toDataSet(row);
}

/** A set by its name, as the records' routes name it; another site's name is 404. */
export async function dataSetByName(db: Database, siteId: string, name: string): Promise<DataSet> {
  const [row] = await db
    .select()
    .from(dataSets)
    .where(and(eq(dataSets.siteId, siteId), eq(dataSets.name, name)));
  if (!row) throw notFound();
  return toDataSet(row);
}

const nameTaken = () =>
  new AppError(409, 'conflict', dataSetMessages.nameTaken, { fields: { name: dataSetMessages.nameTaken } });

async function assertNameFree(db: Database, siteId: string, name: string) {
  const [taken] = await db
    .select({ id: dataSets.id })
    .from(dataSets)
    .where(and(eq(dataSets.siteId, siteId), eq(dataSets.name, name)));
  if (taken) throw nameTaken();
}

export async function createDataSet(db: Database, input: { siteId: string; body: DataSetCreate }): Promise<DataSet> {
  const values = dataSetCreateSchema.parse(input.body);
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.siteId, values.name);
    const [row] = await tx
      .insert(dataSets)
      .values({ siteId: input.siteId, id: newId(), ...values, props: values.props as PropDefinition[] })
      .returning();
    if (!row) throw new Error('data set insert returned nothing');
    await mirrorOnSite(tx, input.siteId);
    return toDataSet(row);
  });
}

/**
 * A changed set keeps its records as they are: the storefront and the editor read them leniently
 * (a value that no longer fits shows the prop's default), and the next save checks them whole.
 */
export async function updateDataSet(
  db: Database,
  input: { siteId: string; id: string; body: DataSetUpdate },
): Promise<DataSet> {
  const { props, ...update } = dataSetUpdateSchema.parse(input.body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(dataSets)
      .set({ ...update, ...(props ? { props: props as PropDefinition[] } : {}), updatedAt: new Date() })
      .where(setOf(input.siteId, input.id))
      .returning();
    if (!row) throw notFound();
    await mirrorOnSite(tx, input.siteId);
    return toDataSet(row);
  });
}

/** A set goes with its records, unless a section lists the set or anything refers to one of its records. */
export async function deleteDataSet(db: Database, siteId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await getDataSet(tx, siteId, id);
    await assertNotReferenced(tx, siteId, id);
    const [referenced] = await tx
      .select({ id: resourceReferences.targetId })
      .from(resourceReferences)
      .innerJoin(
        dataSetRecords,
        and(eq(dataSetRecords.siteId, resourceReferences.siteId), eq(dataSetRecords.id, resourceReferences.targetId)),
      )
      .where(and(eq(resourceReferences.siteId, siteId), eq(dataSetRecords.dataSetId, id)))
      .limit(1);
    if (referenced) await assertNotReferenced(tx, siteId, referenced.id);
    const records = tx
      .select({ id: dataSetRecords.id })
      .from(dataSetRecords)
      .where(and(eq(dataSetRecords.siteId, siteId), eq(dataSetRecords.dataSetId, id)));
    await tx
      .delete(resourceReferences)
      .where(
        and(
          eq(resourceReferences.siteId, siteId),
          eq(resourceReferences.sourceType, 'dataSetRecord'),
          inArray(resourceReferences.sourceId, records),
        ),
      );
    await tx
      .delete(searchIndex)
      .where(
        and(eq(searchIndex.siteId, siteId), eq(searchIndex.type, 'dataSetRecord'), inArray(searchIndex.id, records)),
      );
    await tx.delete(dataSetRecords).where(and(eq(dataSetRecords.siteId, siteId), eq(dataSetRecords.dataSetId, id)));
    await tx.delete(dataSets).where(setOf(siteId, id));
    await mirrorOnSite(tx, siteId);
  });
}

/** Set labels for the dependency report. */
export async function describeDataSets(db: Database, siteId: string, ids: string[]) {
  const rows = await db
    .select({ id: dataSets.id, label: dataSets.label })
    .from(dataSets)
    .where(and(eq(dataSets.siteId, siteId), inArray(dataSets.id, ids)));
  return new Map(rows.map((row) => [row.id, { title: row.label, draft: false }]));
}
