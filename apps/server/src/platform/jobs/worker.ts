/**
 * Runs background jobs: each server process (with JOB_WORKER on) claims one due job at a time,
 * keeps its lease alive while the handler works, and records the outcome. Handlers must be
 * idempotent: a job whose process died is run again from the start by another process.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  claimDueJob,
  completeJob,
  failAbandonedJobs,
  failJobAttempt,
  findJob,
  type JobClaim,
  jobLeaseMs,
  LeaseLostError,
  releaseJob,
  renewLease,
} from './queue';
import type { JobRow } from './schema';

export interface JobContext {
  job: JobRow;
  claim: JobClaim;
  /** Aborted when the process stops or the lease is lost: stop at the next safe point. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * Does the work; what it answers is merged into the job's result. `failed`, when given, is called
 * once a job of the kind has failed for good (its last attempt threw, or its process died in it),
 * to undo what it left half-made.
 */
export type JobHandler = ((context: JobContext) => Promise<Record<string, unknown> | undefined>) & {
  failed?: (job: JobRow) => Promise<void>;
};
export type JobHandlers = ReadonlyMap<string, JobHandler>;

const pollMs = 1000;
const heartbeatMs = jobLeaseMs / 3;

class ProcessStopping extends Error {
  constructor() {
    super('the process is stopping');
  }
}

interface RunOptions {
  log: FastifyBaseLogger;
  /** Aborted when the process stops: the running job is released for another process. */
  stopping?: AbortSignal;
  /** The moment to claim at (tests); the database's clock otherwise. */
  at?: Date;
}

async function runClaimedJob(db: Database, claim: JobClaim, handler: JobHandler, options: RunOptions) {
  const { log, stopping } = options;
  const job = { jobId: claim.job.id, kind: claim.job.kind, attempt: claim.job.attempts };
  const controller = new AbortController();
  const stop = () => controller.abort(new ProcessStopping());
  stopping?.addEventListener('abort', stop);
  const heartbeat = setInterval(() => {
    renewLease(db, claim)
      .then((held) => {
        if (!held) controller.abort(new LeaseLostError(claim.job.id));
      })
      .catch((error) => log.warn({ err: error, ...job }, 'renewing a job lease failed'));
  }, heartbeatMs);
  try {
    const result = await handler({ job: claim.job, claim, signal: controller.signal, log });
    if (!(await completeJob(db, claim, result))) log.warn(job, 'job finished after its lease was taken over');
  } catch (error) {
    if (controller.signal.reason instanceof ProcessStopping) {
      await releaseJob(db, claim);
      log.info(job, 'job released for another process');
    } else if (controller.signal.reason instanceof LeaseLostError || error instanceof LeaseLostError) {
      log.warn(job, 'job lease taken over by another runner');
    } else {
      const outcome = await failJobAttempt(db, claim, error);
      if (outcome === 'failed') {
        log.error({ err: error, ...job }, 'job failed for good');
        const failed = await findJob(db, claim.job.id);
        if (failed) await cleanUpFailedJob(handler, failed, log);
      } else log.warn({ err: error, ...job }, 'job attempt failed; it will be retried');
    }
  } finally {
    clearInterval(heartbeat);
    stopping?.removeEventListener('abort', stop);
  }
}

async function cleanUpFailedJob(handler: JobHandler | undefined, job: JobRow, log: FastifyBaseLogger) {
  try {
    await handler?.failed?.(job);
  } catch (error) {
    log.error({ err: error, jobId: job.id, kind: job.kind }, 'cleaning up after a failed job failed');
  }
}

/** Marks jobs whose process died during their last attempt as failed, and lets their kind clean up. */
export async function failAbandoned(db: Database, handlers: JobHandlers, log: FastifyBaseLogger, at?: Date) {
  for (const job of await failAbandonedJobs(db, at)) await cleanUpFailedJob(handlers.get(job.kind), job, log);
}

/** Claims and runs one due job; answers whether there was one. */
export async function runNextJob(db: Database, handlers: JobHandlers, options: RunOptions): Promise<boolean> {
  const claim = await claimDueJob(db, [...handlers.keys()], options.at);
  if (!claim) return false;
  const handler = handlers.get(claim.job.kind);
  if (handler) await runClaimedJob(db, claim, handler, options);
  return true;
}

/** Starts the loop; answers a function that stops it, releasing or finishing the running job first. */
export function startJobWorker(
  db: Database,
  handlers: JobHandlers,
  options: { log: FastifyBaseLogger },
): () => Promise<void> {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  const tick = () => {
    round = (async () => {
      await failAbandoned(db, handlers, options.log);
      // Due jobs run one after the other until none is left.
      let ran = true;
      while (ran && !stopping.signal.aborted) {
        ran = await runNextJob(db, handlers, { ...options, stopping: stopping.signal });
      }
    })()
      .catch((error) => options.log.error({ err: error }, 'running jobs failed'))
      .finally(() => {
        if (!stopping.signal.aborted) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, 0);
  return async () => {
    stopping.abort();
    clearTimeout(timer);
    await round;
  };
}

/** With JOB_WORKER on, each server process runs a worker while it is up. */
export function registerJobWorker(app: FastifyInstance, db: Database, config: Config, handlers: JobHandlers): void {
  if (!config.jobWorker) return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startJobWorker(db, handlers, { log: app.log });
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
