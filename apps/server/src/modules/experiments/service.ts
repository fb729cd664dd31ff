/**
 * A site's experiments: the list, edits that validate the experiment whole and keep an active
 * experiment's variants as they are, and its figures per variant while it is active.
 */
import {
  baselineVariant,
  type Experiment,
  type ExperimentCreate,
  type ExperimentListQuery,
  type ExperimentStats,
  type ExperimentUpdate,
  type ExperimentValues,
  experimentCreateSchema,
  experimentMessages,
  experimentUpdateSchema,
  sameJson,
  type VariantCounts,
  variantLabel,
  variantStats,
} from '@vev/shared';
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainsChanged } from '../../platform/cache/site-versions';
import { conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { replaceReferences } from '../../platform/references/references';
import { containsPattern } from '../attributes/service';
import { removeExperimentPageVariants } from '../pages/variants';
import { experimentCounters, experiments, type StoredVariant } from './schema';

type Row = typeof experiments.$inferSelect;

/** What an experiment refers to is recorded under this source type (the dependency report's 'experiments'). */
export const experimentSourceType = 'experiment';

const experimentOf = (siteId: string, id: string) => and(eq(experiments.siteId, siteId), eq(experiments.id, id));
const noCounts: VariantCounts = { entries: 0, goals: 0, goalValue: 0 };

async function countsOf(db: Database, siteId: string, experimentId: string) {
  const rows = await db
    .select()
    .from(experimentCounters)
    .where(and(eq(experimentCounters.siteId, siteId), eq(experimentCounters.experimentId, experimentId)));
  return new Map(rows.map((row) => [row.variantId, row]));
}

/** A variant's figures, with its chance against Standard. */
function statsFor(counts: Map<string, VariantCounts>) {
  const baseline = counts.get(baselineVariant) ?? noCounts;
  return (variant: StoredVariant) =>
    variantStats(counts.get(variant._id) ?? noCounts, baseline, variant._id === baselineVariant);
}

function toExperiment(row: Row, counts: Map<string, VariantCounts> | null): Experiment {
  const stats = counts ? statsFor(counts) : null;
  return {
    _id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    active: row.active,
    fromDate: row.fromDate?.toISOString() ?? null,
    toDate: row.toDate?.toISOString() ?? null,
    reference: row.reference,
    goal: row.goal,
    variants: row.variants.map((variant) => ({ ...variant, ...(stats ? { stats: stats(variant) } : {}) })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listExperiments(db: Database, siteId: string, query: ExperimentListQuery): Promise<Experiment[]> {
  const conditions: SQL[] = [eq(experiments.siteId, siteId)];
  if (query.text) conditions.push(ilike(experiments.name, containsPattern(query.text)));
  const rows = await db
    .select()
    .from(experiments)
    .where(and(...conditions))
    .orderBy(asc(experiments.name), asc(experiments.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map((row) => toExperiment(row, null));
}

async function findRow(db: Database, siteId: string, id: string): Promise<Row> {
  const [row] = await db.select().from(experiments).where(experimentOf(siteId, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The experiment, with each variant's figures while it is active (spec 3 'Experiment'). */
export async function getExperiment(db: Database, siteId: string, id: string): Promise<Experiment> {
  const row = await findRow(db, siteId, id);
  return toExperiment(row, row.active ? await countsOf(db, siteId, id) : null);
}

/** `GET experiments/{id}/stats`: every variant's figures, active or not. */
export async function experimentStats(db: Database, siteId: string, id: string): Promise<ExperimentStats> {
  const row = await findRow(db, siteId, id);
  const stats = statsFor(await countsOf(db, siteId, id));
  return row.variants.map((variant) => ({ _id: variant._id, name: variantLabel(variant), ...stats(variant) }));
}

/** Every variant gets an id of the server's; each keeps the one it has. */
const storedVariants = (variants: ExperimentValues['variants']): StoredVariant[] =>
  variants.map((variant) => ({ ...variant, _id: variant._id ?? newId() }));

function rowValues(values: ExperimentValues) {
  return {
    name: values.name,
    type: values.type,
    description: values.description,
    active: values.active,
    fromDate: values.fromDate ? new Date(values.fromDate) : null,
    toDate: values.toDate ? new Date(values.toDate) : null,
    reference: values.reference,
    goal: values.goal,
    variants: storedVariants(values.variants),
  };
}

/** The tested page and the variants' pages and templates: none of them can be deleted under it. */
export const experimentReferences = (values: { reference: string | null; variants: StoredVariant[] }) => [
  ...(values.reference ? [values.reference] : []),
  ...values.variants.flatMap((variant) =>
    [...variant.data.pages, ...variant.data.templates].map((ref) => ref.reference),
  ),
];

async function recordReferences(db: Database, siteId: string, id: string, values: ReturnType<typeof rowValues>) {
  await replaceReferences(db, siteId, { type: experimentSourceType, id }, experimentReferences(values));
  // The storefront keeps the site's running experiments while its content version stands.
  await domainsChanged(db, siteId, ['content']);
}

export async function createExperiment(db: Database, input: { siteId: string; experiment: ExperimentCreate }) {
  const values = rowValues(experimentCreateSchema.parse(input.experiment));
  return db.transaction(async (tx) => {
    const id = newId();
    await tx.insert(experiments).values({ siteId: input.siteId, id, ...values });
    await recordReferences(tx, input.siteId, id, values);
    return getExperiment(tx, input.siteId, id);
  });
}

/**
 * A PATCH is applied to the experiment as it is and the result validated whole. While it is active
 * and stays so, its name and its variants (names, weights, contents) are as they are: a change
 * answers 409 (spec 3 §4).
 */
export async function updateExperiment(db: Database, input: { siteId: string; id: string; update: ExperimentUpdate }) {
  const update = experimentUpdateSchema.parse(input.update);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(experiments).where(experimentOf(input.siteId, input.id)).for('update');
    if (!row) throw notFound();
    const current = toExperiment(row, null);
    const values = rowValues(
      experimentCreateSchema.parse({
        name: current.name,
        type: current.type,
        description: current.description,
        active: current.active,
        fromDate: current.fromDate,
        toDate: current.toDate,
        reference: current.reference,
        goal: current.goal,
        variants: current.variants,
        ...update,
      }),
    );
    if (row.active && values.active && (values.name !== row.name || !sameJson(values.variants, row.variants))) {
      throw conflict(experimentMessages.activeVariants);
    }
    await tx
      .update(experiments)
      .set({ ...values, updatedAt: new Date() })
      .where(experimentOf(input.siteId, input.id));
    await removeExperimentPageVariants(
      tx,
      input.siteId,
      input.id,
      values.variants.map((variant) => variant._id),
    );
    await recordReferences(tx, input.siteId, input.id, values);
    return getExperiment(tx, input.siteId, input.id);
  });
}

/** An active experiment cannot be deleted; a stopped one goes with its variants' sections and figures. */
export async function deleteExperiment(db: Database, siteId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findRow(tx, siteId, id);
    if (row.active) throw conflict(experimentMessages.activeDelete);
    await tx.delete(experiments).where(experimentOf(siteId, id));
    await tx
      .delete(experimentCounters)
      .where(and(eq(experimentCounters.siteId, siteId), eq(experimentCounters.experimentId, id)));
    await removeExperimentPageVariants(tx, siteId, id, []);
    await replaceReferences(tx, siteId, { type: experimentSourceType, id }, []);
    await domainsChanged(tx, siteId, ['content']);
  });
}

/** Experiments in a dependency report: by name. */
export async function describeExperiments(db: Database, siteId: string, ids: string[]) {
  const rows = await Promise.all(ids.map((id) => findRow(db, siteId, id).catch(() => null)));
  return new Map(rows.flatMap((row) => (row ? [[row.id, { title: row.name, draft: false }] as const] : [])));
}
