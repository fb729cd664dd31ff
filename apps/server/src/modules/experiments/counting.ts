/**
 * The storefront's counting: each is one statement, so figures stay exact however many processes
 * count at once. A visitor's row is inserted once (ON CONFLICT DO NOTHING) and only a new row adds
 * an entry; the goal is set once (only while it is null) and only that update adds a goal.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experimentCounters, experiments, experimentVisitors } from './schema';

/** What is stored of a visitor: a hash of their cookie's id, for this experiment only. */
export const visitorHash = (siteId: string, experimentId: string, visitorId: string) =>
  createHash('sha256').update(`${siteId}|${experimentId}|${visitorId}`).digest('base64url').slice(0, 27);

interface Visitor {
  siteId: string;
  experimentId: string;
  visitorId: string;
}

/** Counts the visitor's entry in their variant, the first time only. */
export async function countEntry(db: Database, visitor: Visitor & { variantId: string }): Promise<void> {
  const { siteId, experimentId, variantId } = visitor;
  const hash = visitorHash(siteId, experimentId, visitor.visitorId);
  await db.execute(sql`
    WITH entered AS (
      INSERT INTO ${experimentVisitors} (site_id, experiment_id, visitor, variant_id)
      VALUES (${siteId}, ${experimentId}, ${hash}, ${variantId})
      ON CONFLICT DO NOTHING
      RETURNING variant_id
    )
    INSERT INTO ${experimentCounters} (site_id, experiment_id, variant_id, entries)
    SELECT ${siteId}, ${experimentId}, variant_id, 1 FROM entered
    ON CONFLICT (site_id, experiment_id, variant_id)
    DO UPDATE SET entries = ${experimentCounters}.entries + 1`);
}

/** Counts the visitor's goal in the variant they entered, once; `value` in øre (an order line's total). */
export async function countGoal(db: Database, visitor: Visitor & { value: number }): Promise<void> {
  const { siteId, experimentId, value } = visitor;
  const hash = visitorHash(siteId, experimentId, visitor.visitorId);
  await db.execute(sql`
    WITH reached AS (
      UPDATE ${experimentVisitors} SET goal_at = now()
      WHERE site_id = ${siteId} AND experiment_id = ${experimentId} AND visitor = ${hash} AND goal_at IS NULL
      RETURNING variant_id
    )
    INSERT INTO ${experimentCounters} (site_id, experiment_id, variant_id, goals, goal_value)
    SELECT ${siteId}, ${experimentId}, variant_id, 1, ${value} FROM reached
    ON CONFLICT (site_id, experiment_id, variant_id)
    DO UPDATE SET goals = ${experimentCounters}.goals + 1, goal_value = ${experimentCounters}.goal_value + ${value}`);
}

export type RunningExperiment = Pick<
  typeof experiments.$inferSelect,
  'id' | 'reference' | 'fromDate' | 'toDate' | 'goal' | 'variants' | 'active'
>;

/** The site's active experiments (their dates are checked when a page is shown). */
export async function activeExperiments(db: Database, siteId: string): Promise<RunningExperiment[]> {
  return db
    .select({
      id: experiments.id,
      active: experiments.active,
      reference: experiments.reference,
      fromDate: experiments.fromDate,
      toDate: experiments.toDate,
      goal: experiments.goal,
      variants: experiments.variants,
    })
    .from(experiments)
    .where(and(eq(experiments.siteId, siteId), eq(experiments.active, true)))
    .orderBy(asc(experiments.id))
    .limit(100);
}
