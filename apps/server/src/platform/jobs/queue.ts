/**
 * The job queue in the database: enqueue inside the caller's transaction, claim under a lease
 * (FOR UPDATE SKIP LOCKED, so two processes never claim one job), and finish, retry or release a
 * claim only while its lease is still ours.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newId } from '../ids';
import { type JobRow, jobs } from './schema';

export const jobLeaseMs = 60_000;
/** The first retry waits this long; each further one twice as long as the one before. */
export const jobRetryBaseMs = 30_000;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  createdBy?: string | null;
  siteId?: string | null;
  maxAttempts?: number;
}

/** Call with the transaction of the change that asks for the job, so both happen or neither. */
export async function enqueueJob(db: Database, job: NewJob): Promise<string> {
  const id = newId();
  await db.insert(jobs).values({
    id,
    kind: job.kind,
    payload: job.payload,
    createdBy: job.createdBy ?? null,
    siteId: job.siteId ?? null,
    ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
  });
  return id;
}

export async function findJob(db: Database, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

/** The database's clock by default (rows are stamped with it); tests pass a later moment. */
const clock = (at?: Date) => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

/** A claim: the job as claimed, and the token that proves the lease is still ours. */
export interface JobClaim {
  job: JobRow;
  token: string;
}

/**
 * Claims the oldest due job of the given kinds: queued and due, or running with a lease that ran
 * out (its process died) and attempts left. The scalar subquery runs once, so its SKIP LOCKED
 * choice is the row updated.
 */
export async function claimDueJob(db: Database, kinds: readonly string[], at?: Date): Promise<JobClaim | null> {
  if (!kinds.length) return null;
  const now = clock(at);
  const token = randomUUID();
  const [job] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      leaseUntil: sql`${now} + ${`${jobLeaseMs} milliseconds`}::interval`,
      leaseToken: token,
      updatedAt: sql`${now}`,
    })
    .where(
      eq(
        jobs.id,
        sql`(SELECT id FROM ${jobs}
          WHERE status IN ('queued', 'running') AND run_after <= ${now}
            AND (lease_until IS NULL OR lease_until <= ${now})
            AND attempts < max_attempts AND ${inArray(jobs.kind, [...kinds])}
          ORDER BY run_after, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED)`,
      ),
    )
    .returning();
  return job ? { job, token } : null;
}

const heldBy = (claim: JobClaim) =>
  and(eq(jobs.id, claim.job.id), eq(jobs.leaseToken, claim.token), eq(jobs.status, 'running'));

/** Extends the lease of a job still being worked on; false when another claim has taken it over. */
export async function renewLease(db: Database, claim: JobClaim, at?: Date): Promise<boolean> {
  const now = clock(at);
  const renewed = await db
    .update(jobs)
    .set({ leaseUntil: sql`${now} + ${`${jobLeaseMs} milliseconds`}::interval`, updatedAt: sql`${now}` })
    .where(heldBy(claim))
    .returning({ id: jobs.id });
  return renewed.length > 0;
}

/**
 * Merges progress into the job's result. Call inside the handler's transaction: when the lease is
 * no longer ours it throws, so the transaction does not commit work another runner is doing.
 */
export async function saveJobResult(db: Database, claim: JobClaim, result: Record<string, unknown>): Promise<void> {
  const saved = await db
    .update(jobs)
    .set({ result: sql`coalesce(${jobs.result}, '{}'::jsonb) || ${JSON.stringify(result)}::jsonb` })
    .where(heldBy(claim))
    .returning({ id: jobs.id });
  if (!saved.length) throw new LeaseLostError(claim.job.id);
}

export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`the lease on job ${jobId} was taken over`);
  }
}

/** Marks the job done with its result; false when the lease was lost meanwhile. */
export async function completeJob(db: Database, claim: JobClaim, result?: Record<string, unknown>): Promise<boolean> {
  const done = await db
    .update(jobs)
    .set({
      status: 'done',
      ...(result ? { result: sql`coalesce(${jobs.result}, '{}'::jsonb) || ${JSON.stringify(result)}::jsonb` } : {}),
      leaseUntil: null,
      leaseToken: null,
      lastError: null,
      updatedAt: new Date(),
      finishedAt: new Date(),
    })
    .where(heldBy(claim))
    .returning({ id: jobs.id });
  return done.length > 0;
}

/** After a failed attempt: due again after a backoff, or failed for good after the last attempt. */
export async function failJobAttempt(db: Database, claim: JobClaim, error: unknown): Promise<'retry' | 'failed'> {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const { attempts, maxAttempts } = claim.job;
  const giveUp = attempts >= maxAttempts;
  const now = new Date();
  await db
    .update(jobs)
    .set({
      status: giveUp ? 'failed' : 'queued',
      lastError,
      leaseUntil: null,
      leaseToken: null,
      updatedAt: now,
      ...(giveUp ? { finishedAt: now } : { runAfter: new Date(now.getTime() + jobRetryBaseMs * 2 ** (attempts - 1)) }),
    })
    .where(heldBy(claim));
  return giveUp ? 'failed' : 'retry';
}

/** Gives a job back unfinished (the process is stopping): due at once, the attempt not counted. */
export async function releaseJob(db: Database, claim: JobClaim): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      leaseUntil: null,
      leaseToken: null,
      runAfter: new Date(),
      updatedAt: new Date(),
    })
    .where(heldBy(claim));
}

/** Jobs whose process died during their last attempt: nothing will run them again, so they failed. */
export async function failAbandonedJobs(db: Database, at?: Date): Promise<JobRow[]> {
  const now = clock(at);
  const failed = await db
    .update(jobs)
    .set({
      status: 'failed',
      lastError: sql`coalesce(${jobs.lastError}, 'the process stopped during its last attempt')`,
      leaseUntil: null,
      leaseToken: null,
      updatedAt: sql`${now}`,
      finishedAt: sql`${now}`,
    })
    .where(
      and(eq(jobs.status, 'running'), lte(jobs.leaseUntil, sql`${now}`), sql`${jobs.attempts} >= ${jobs.maxAttempts}`),
    )
    .returning();
  return failed;
}
