/** The data sets a page's sections list (spec 3 'Data set'), with their records, on the sites the storefront shows. */
import { dataSetListMax, type PropDefinition, type ResolvedDataSet } from '@vev/sections';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dataSetRecords, dataSets } from '../modules/data-sets/schema';

const recordColumns = {
  id: dataSetRecords.id,
  dataSetId: dataSetRecords.dataSetId,
  title: dataSetRecords.title,
  values: dataSetRecords.values,
};

/**
 * Each wanted set with its first records by title and every chosen record, read in one query per
 * set (a page lists a handful of sets) plus one for the chosen records.
 */
export async function loadDataSets(
  db: Database,
  siteIds: readonly string[],
  wanted: { sets: readonly string[]; records: readonly string[] },
): Promise<Record<string, ResolvedDataSet>> {
  const setIds = [...new Set(wanted.sets)].slice(0, 10);
  if (setIds.length === 0) return {};
  const sites = [...siteIds];
  const sets = await db
    .select()
    .from(dataSets)
    .where(and(inArray(dataSets.siteId, sites), inArray(dataSets.id, setIds)));
  const chosenIds = [...new Set(wanted.records)].slice(0, 200);
  const [chosen, ...firsts] = await Promise.all([
    chosenIds.length
      ? db
          .select(recordColumns)
          .from(dataSetRecords)
          .where(and(inArray(dataSetRecords.siteId, sites), inArray(dataSetRecords.id, chosenIds)))
      : Promise.resolve([]),
    ...sets.map((set) =>
      db
        .select(recordColumns)
        .from(dataSetRecords)
        .where(and(eq(dataSetRecords.siteId, set.siteId), eq(dataSetRecords.dataSetId, set.id)))
        .orderBy(asc(dataSetRecords.title), asc(dataSetRecords.id))
        .limit(dataSetListMax),
    ),
  ]);
  return Object.fromEntries(
    sets.map((set, index) => {
      const records = new Map((firsts[index] ?? []).map((row) => [row.id, row]));
      for (const row of chosen ?? []) if (row.dataSetId === set.id) records.set(row.id, row);
      const resolved: ResolvedDataSet = {
        _id: set.id,
        name: set.name,
        label: set.label,
        props: set.props as PropDefinition[],
        records: [...records.values()].map((row) => ({ _id: row.id, title: row.title, values: row.values })),
      };
      return [set.id, resolved];
    }),
  );
}
