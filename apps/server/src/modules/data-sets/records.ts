/**
 * A data set's records: values checked against the set's props by the section schema builder,
 * their references (media, pages …) recorded on every save, deletes refused while something refers
 * to the record. Records are saved plainly, without drafts (docs/decisions/data-sets.md).
 */
import {
  type DataSet,
  type DataSetRecord,
  type DataSetRecordListQuery,
  dataSetRecordTitle,
  dataSetRecordValuesSchema,
  propsReferences,
  type SectionProps,
} from '@vev/sections';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { domainsChanged } from '../../platform/cache/site-versions';
import { notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { assertNotReferenced, removeReferencesFrom, replaceReferences } from '../../platform/references/references';
import { removeSearchEntry, upsertSearchEntry } from '../../platform/search/search-index';
import { containsPattern } from '../attributes/service';
import { dataSetRecords, dataSets } from './schema';

type Row = typeof dataSetRecords.$inferSelect;

/** The reference type a record refers to its media and pages as, and a section names a chosen record by. */
export const dataSetRecordSourceType = 'dataSetRecord';

export const dataSetRecordEditPath = (set: string, id: string) =>
  `/innhold/data-sets/${encodeURIComponent(set)}/${encodeURIComponent(id)}`;

const toRecord = (row: Row, dataSet: string): DataSetRecord => ({
  _id: row.id,
  dataSet,
  title: row.title,
  values: row.values,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const recordOf = (siteId: string, set: DataSet, id: string) =>
  and(eq(dataSetRecords.siteId, siteId), eq(dataSetRecords.dataSetId, set._id), eq(dataSetRecords.id, id));

export async function listRecords(
  db: Database,
  siteId: string,
  set: DataSet,
  query: DataSetRecordListQuery,
): Promise<DataSetRecord[]> {
  const conditions: SQL[] = [eq(dataSetRecords.siteId, siteId), eq(dataSetRecords.dataSetId, set._id)];
  if (query.text) conditions.push(ilike(dataSetRecords.title, containsPattern(query.text)));
  const rows = await db
    .select()
    .from(dataSetRecords)
    .where(and(...conditions))
    .orderBy(asc(dataSetRecords.title), asc(dataSetRecords.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map((row) => toRecord(row, set.name));
}

export async function getRecord(db: Database, siteId: string, set: DataSet, id: string): Promise<DataSetRecord> {
  const [row] = await db
    .select()
    .from(dataSetRecords)
    .where(recordOf(siteId, set, id));
  if (!row) throw notFound();
  return toRecord(row, set.name);
}

/** Values as the set's props accept them; one that does not fit is a 400 with the message at `values.{prop}`. */
const checkedValues = (set: DataSet, values: SectionProps) =>
  z.object({ values: dataSetRecordValuesSchema(set.props) }).parse({ values }).values;

async function saved(tx: Database, siteId: string, set: DataSet, row: Row | undefined) {
  if (!row) throw notFound();
  const targets = propsReferences(set.props, row.values).map((reference) => reference.id);
  await replaceReferences(tx, siteId, { type: dataSetRecordSourceType, id: row.id }, targets);
  // Power search and where-used are cached with the content.
  await domainsChanged(tx, siteId, ['content']);
  await upsertSearchEntry(tx, siteId, {
    type: dataSetRecordSourceType,
    id: row.id,
    title: row.title,
    subtitle: set.label,
    editPath: dataSetRecordEditPath(set.name, row.id),
  });
  return toRecord(row, set.name);
}

export async function createRecord(
  db: Database,
  input: { siteId: string; set: DataSet; values: SectionProps },
): Promise<DataSetRecord> {
  const { siteId, set } = input;
  const values = checkedValues(set, input.values);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dataSetRecords)
      .values({ siteId, dataSetId: set._id, id: newId(), values, title: dataSetRecordTitle(set.props, values) })
      .returning();
    return saved(tx, siteId, set, row);
  });
}

/**
 * An edit names the values it changes; the record is checked whole against the set as it is now.
 * Stored values of fields the set no longer has are dropped here, so a removed field does not
 * block the record's next save.
 */
export async function updateRecord(
  db: Database,
  input: { siteId: string; set: DataSet; id: string; values: SectionProps },
): Promise<DataSetRecord> {
  const { siteId, set, id } = input;
  return db.transaction(async (tx) => {
    const current = await getRecord(tx, siteId, set, id);
    const fields = new Set(set.props.map((prop) => prop.name));
    const kept = Object.fromEntries(Object.entries(current.values).filter(([name]) => fields.has(name)));
    const values = checkedValues(set, { ...kept, ...input.values });
    const [row] = await tx
      .update(dataSetRecords)
      .set({ values, title: dataSetRecordTitle(set.props, values), updatedAt: new Date() })
      .where(recordOf(siteId, set, id))
      .returning();
    return saved(tx, siteId, set, row);
  });
}

export async function deleteRecord(db: Database, siteId: string, set: DataSet, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await getRecord(tx, siteId, set, id);
    await assertNotReferenced(tx, siteId, id);
    await tx.delete(dataSetRecords).where(recordOf(siteId, set, id));
    await removeReferencesFrom(tx, siteId, { type: dataSetRecordSourceType, id });
    await domainsChanged(tx, siteId, ['content']);
    await removeSearchEntry(tx, siteId, dataSetRecordSourceType, id);
  });
}

/** Records of any set, for the section editor's record picker: by title, or by id. */
export async function pickRecords(
  db: Database,
  siteId: string,
  query: { text?: string | undefined; id?: string | undefined; limit: number },
): Promise<DataSetRecord[]> {
  const conditions: SQL[] = [eq(dataSetRecords.siteId, siteId)];
  if (query.text) conditions.push(ilike(dataSetRecords.title, containsPattern(query.text)));
  if (query.id) conditions.push(eq(dataSetRecords.id, query.id));
  const rows = await db
    .select({ record: dataSetRecords, set: dataSets.name })
    .from(dataSetRecords)
    .innerJoin(dataSets, and(eq(dataSets.siteId, dataSetRecords.siteId), eq(dataSets.id, dataSetRecords.dataSetId)))
    .where(and(...conditions))
    .orderBy(asc(dataSetRecords.title), asc(dataSetRecords.id))
    .limit(query.limit);
  return rows.map((row) => toRecord(row.record, row.set));
}

/** Record titles for the dependency report ('Datasett'). */
export async function describeRecords(db: Database, siteId: string, ids: string[]) {
  const rows = await db
    .select({ id: dataSetRecords.id, title: dataSetRecords.title })
    .from(dataSetRecords)
    .where(and(eq(dataSetRecords.siteId, siteId), inArray(dataSetRecords.id, ids)));
  return new Map(rows.map((row) => [row.id, { title: row.title, draft: false }]));
}
