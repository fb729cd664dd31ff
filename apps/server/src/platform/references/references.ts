/**
 * Where-used: every save records which resources a document refers to. Deletes and the
 * dependency report (spec 1 §3) read it, so nothing that is referenced can disappear.
 */
import { type DependencyReport, type DependentGroup, dependentGroups } from '@vev/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { conflict } from '../errors';
import { resourceReferences } from './schema';

/** Ids a document refers to: every `{ ref: id }` object (media, templates, links …) plus named ones. */
export function referencedIds(document: unknown, named: (string | null | undefined)[] = []): string[] {
  const found = new Set<string>(named.filter((value): value is string => typeof value === 'string' && value !== ''));
  const pending: unknown[] = [document];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (Array.isArray(value)) pending.push(...value);
    else if (value && typeof value === 'object') {
      const ref = (value as { ref?: unknown }).ref;
      if (typeof ref === 'string' && ref) found.add(ref);
      pending.push(...Object.values(value));
    }
  }
  return [...found];
}

/** Replaces what one resource refers to (call inside the save's transaction). */
export async function replaceReferences(
  db: Database,
  siteId: string,
  source: { type: string; id: string },
  targetIds: string[],
): Promise<void> {
  await db
    .delete(resourceReferences)
    .where(
      and(
        eq(resourceReferences.siteId, siteId),
        eq(resourceReferences.sourceType, source.type),
        eq(resourceReferences.sourceId, source.id),
      ),
    );
  const targets = [...new Set(targetIds)].filter((target) => target !== source.id);
  if (!targets.length) return;
  await db
    .insert(resourceReferences)
    .values(targets.map((targetId) => ({ siteId, sourceType: source.type, sourceId: source.id, targetId })));
}

/** `replaceReferences` for many resources of one type at once (copies, imports): two statements in all. */
export async function replaceReferencesOfMany(
  db: Database,
  siteId: string,
  sourceType: string,
  targetsBySource: ReadonlyMap<string, string[]>,
): Promise<void> {
  if (!targetsBySource.size) return;
  await db
    .delete(resourceReferences)
    .where(
      and(
        eq(resourceReferences.siteId, siteId),
        eq(resourceReferences.sourceType, sourceType),
        inArray(resourceReferences.sourceId, [...targetsBySource.keys()]),
      ),
    );
  const rows = [...targetsBySource].flatMap(([sourceId, targetIds]) =>
    [...new Set(targetIds)]
      .filter((targetId) => targetId !== sourceId)
      .map((targetId) => ({ siteId, sourceType, sourceId, targetId })),
  );
  if (rows.length) await db.insert(resourceReferences).values(rows);
}

/** Each source kind's group in the dependency report, and how to name a source of that kind. */
export interface DependentSource {
  group: DependentGroup;
  /** Titles (and draft state) for the given ids of this source type. */
  describe(db: Database, siteId: string, ids: string[]): Promise<Map<string, { title: string; draft: boolean }>>;
}

let sources: ReadonlyMap<string, DependentSource> = new Map();

/** The modules' manifests say how their resources appear when they refer to something; the app sets them once. */
export function setDependentSources(fromModules: ReadonlyMap<string, DependentSource>): void {
  sources = fromModules;
}

/** A draftable resource's documents in a report: by their title column, draft when they have one. */
export function describeByTitle(
  table: PgTable & { siteId: PgColumn; id: PgColumn; draft: PgColumn },
  title: PgColumn,
): DependentSource['describe'] {
  return async (db, siteId, ids) => {
    const rows = await db
      .select({ id: table.id, title, draft: table.draft })
      .from(table)
      .where(and(eq(table.siteId, siteId), inArray(table.id, ids)));
    return new Map(rows.map((row) => [String(row.id), { title: String(row.title), draft: row.draft !== null }]));
  };
}

function emptyReport(id: string): DependencyReport {
  return {
    _id: id,
    hasDependents: false,
    ...(Object.fromEntries(dependentGroups.map((group) => [group, []])) as Record<DependentGroup, []>),
  };
}

export async function dependencyReports(db: Database, siteId: string, ids: string[]): Promise<DependencyReport[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      targetId: resourceReferences.targetId,
      sourceType: resourceReferences.sourceType,
      sourceId: resourceReferences.sourceId,
    })
    .from(resourceReferences)
    .where(and(eq(resourceReferences.siteId, siteId), inArray(resourceReferences.targetId, ids)))
    .limit(1000);
  const reports = new Map(ids.map((id) => [id, emptyReport(id)]));
  const bySourceType = new Map<string, string[]>();
  for (const row of rows) bySourceType.set(row.sourceType, [...(bySourceType.get(row.sourceType) ?? []), row.sourceId]);
  const names = new Map<string, Map<string, { title: string; draft: boolean }>>();
  for (const [sourceType, sourceIds] of bySourceType) {
    const source = sources.get(sourceType);
    names.set(sourceType, source ? await source.describe(db, siteId, [...new Set(sourceIds)]) : new Map());
  }
  for (const row of rows) {
    const report = reports.get(row.targetId);
    const source = sources.get(row.sourceType);
    if (!report || !source) continue;
    const described = names.get(row.sourceType)?.get(row.sourceId);
    report.hasDependents = true;
    report[source.group].push({
      reference: {
        _id: row.sourceId,
        title: described?.title ?? row.sourceId,
        draft: described?.draft ?? false,
        draftFor: null,
      },
      dependents: 1,
    });
  }
  return ids.map((id) => reports.get(id) ?? emptyReport(id));
}

export const dependencyBlockMessage = 'Du kan ikke slette denne/disse før du fjerner referansene fra disse ressursene';

/** Refuses to delete what something still refers to: 409 with the report, for the 'Oops!' modal. */
export async function assertNotReferenced(db: Database, siteId: string, id: string): Promise<void> {
  const [report] = await dependencyReports(db, siteId, [id]);
  if (report?.hasDependents) throw conflict(dependencyBlockMessage, { dependencies: report });
}

/** Removes what a deleted resource referred to. */
export async function removeReferencesFrom(db: Database, siteId: string, source: { type: string; id: string }) {
  await replaceReferences(db, siteId, source, []);
}
