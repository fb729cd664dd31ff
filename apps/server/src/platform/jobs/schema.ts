import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, updatedAt } from '../../db/columns';

export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Background jobs, written in the transaction of the request that asks for them. A worker in any
 * process claims a due job under a lease (`leaseUntil`, with its own `leaseToken`, taken with SKIP
 * LOCKED); a job whose lease ran out (its process died) is due again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id().primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAfter: moment('run_after').notNull().defaultNow(),
    leaseUntil: moment('lease_until'),
    /** The claim that holds the lease: a runner whose lease was taken over can no longer write. */
    leaseToken: text('lease_token'),
    lastError: text('last_error'),
    /** What the job has made so far; handlers record progress here to resume after a crash. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdBy: text('created_by'),
    /** The site the job works for, when there is one (status calls check it). */
    siteId: text('site_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: moment('finished_at'),
  },
  (table) => [index('jobs_due_idx').on(table.runAfter).where(sql`${table.status} IN ('queued', 'running')`)],
);

export type JobRow = typeof jobs.$inferSelect;
