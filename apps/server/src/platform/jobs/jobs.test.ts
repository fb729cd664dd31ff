/** The job queue and worker: one runner per job at a time, leases that outlive a dead process, retries. */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import {
  claimDueJob,
  completeJob,
  enqueueJob,
  failAbandonedJobs,
  findJob,
  jobLeaseMs,
  jobRetryBaseMs,
  LeaseLostError,
  renewLease,
  saveJobResult,
} from './queue';
import { jobs } from './schema';
import { type JobHandler, runNextJob, startJobWorker } from './worker';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.database.db.delete(jobs);
});

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const later = (ms: number) => new Date(Date.now() + ms);
const job = (kind = 'test', payload: Record<string, unknown> = {}) => ({ kind, payload });

describe('job queue', () => {
  it('a claimed job is leased: a second claimant (another process) does not get it until the lease runs out', async () => {
    const { db } = server.database;
    const id = await enqueueJob(db, job());
    const claim = await claimDueJob(db, ['test']);
    expect(claim?.job).toMatchObject({ id, status: 'running', attempts: 1 });
    expect(await claimDueJob(db, ['test'])).toBeNull();
    // The first process died: after the lease it is due again, under a new claim.
    const again = await claimDueJob(db, ['test'], later(jobLeaseMs + 1000));
    expect(again?.job).toMatchObject({ id, attempts: 2 });
    expect(again?.token).not.toBe(claim?.token);
  });

  it('claims at the same time (two processes) never share a job', async () => {
    const { db } = server.database;
    for (let index = 0; index < 6; index += 1) await enqueueJob(db, job());
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimDueJob(db, ['test'])));
    const ids = claims.flatMap((claim) => (claim ? [claim.job.id] : []));
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('claims only the kinds this process can run', async () => {
    const { db } = server.database;
    await enqueueJob(db, job('other'));
    expect(await claimDueJob(db, ['test'])).toBeNull();
    expect(await claimDueJob(db, [])).toBeNull();
  });

  it('a runner whose lease was taken over can neither renew, record progress nor finish', async () => {
    const { db } = server.database;
    const id = await enqueueJob(db, job());
    const first = await claimDueJob(db, ['test']);
    const second = await claimDueJob(db, ['test'], later(jobLeaseMs + 1000));
    if (!first || !second) throw new Error('both claims expected');
    expect(await renewLease(db, first)).toBe(false);
    await expect(saveJobResult(db, first, { step: 1 })).rejects.toBeInstanceOf(LeaseLostError);
    expect(await completeJob(db, first)).toBe(false);
    expect(await renewLease(db, second)).toBe(true);
    await saveJobResult(db, second, { step: 2 });
    expect(await completeJob(db, second, { done: true })).toBe(true);
    expect(await findJob(db, id)).toMatchObject({ status: 'done', result: { step: 2, done: true }, leaseToken: null });
  });

  it('a job whose process died during its last attempt is marked failed, not run again', async () => {
    const { db } = server.database;
    const id = await enqueueJob(db, { ...job(), maxAttempts: 1 });
    expect(await claimDueJob(db, ['test'])).not.toBeNull();
    expect(await failAbandonedJobs(db)).toHaveLength(0);
    expect(await claimDueJob(db, ['test'], later(jobLeaseMs + 1000))).toBeNull();
    expect(await failAbandonedJobs(db, later(jobLeaseMs + 1000))).toMatchObject([{ id, status: 'failed' }]);
    expect(await findJob(db, id)).toMatchObject({ status: 'failed' });
  });
});

describe('job worker', () => {
  it('runs the handler for the kind and records its result', async () => {
    const { db } = server.database;
    const id = await enqueueJob(db, job('test', { n: 2 }));
    const handlers = new Map<string, JobHandler>([
      ['test', async ({ job: claimed }) => ({ doubled: Number(claimed.payload.n) * 2 })],
    ]);
    expect(await runNextJob(db, handlers, { log: silent })).toBe(true);
    expect(await findJob(db, id)).toMatchObject({ status: 'done', result: { doubled: 4 }, attempts: 1 });
    expect(await runNextJob(db, handlers, { log: silent })).toBe(false);
  });

  it('a failure is retried later with backoff and the error kept, and fails for good after the last attempt', async () => {
    const { db } = server.database;
    const id = await enqueueJob(db, { ...job(), maxAttempts: 3 });
    const handlers = new Map<string, JobHandler>([
      [
        'test',
        async () => {
          throw new Error('Lagringen svarte ikke');
        },
      ],
    ]);
    await runNextJob(db, handlers, { log: silent });
    const afterFirst = await findJob(db, id);
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Lagringen svarte ikke' });
    expect(afterFirst?.runAfter.getTime()).toBeGreaterThan(Date.now() + jobRetryBaseMs - 5000);
    expect(await runNextJob(db, handlers, { log: silent })).toBe(false);
    await runNextJob(db, handlers, { log: silent, at: later(10 * jobRetryBaseMs) });
    await runNextJob(db, handlers, { log: silent, at: later(100 * jobRetryBaseMs) });
    expect(await findJob(db, id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await runNextJob(db, handlers, { log: silent, at: later(1000 * jobRetryBaseMs) })).toBe(false);
  });

  it('two workers (two processes) run every job exactly once, never one job twice at the same time', async () => {
    const { db } = server.database;
    const ids = new Set<string>();
    for (let index = 0; index < 8; index += 1) ids.add(await enqueueJob(db, job()));
    const running = new Set<string>();
    const runs: string[] = [];
    let overlaps = 0;
    const handler: JobHandler = async ({ job: claimed }) => {
      if (running.has(claimed.id)) overlaps += 1;
      running.add(claimed.id);
      runs.push(claimed.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running.delete(claimed.id);
      return undefined;
    };
    const handlers = new Map([['test', handler]]);
    const stops = [startJobWorker(db, handlers, { log: silent }), startJobWorker(db, handlers, { log: silent })];
    await expect
      .poll(async () => (await db.select().from(jobs).where(eq(jobs.status, 'done'))).length, { timeout: 10_000 })
      .toBe(8);
    await Promise.all(stops.map((stop) => stop()));
    expect(overlaps).toBe(0);
    expect(runs.sort()).toEqual([...ids].sort());
  });

  it('a kind cleans up once, after the last attempt fails, not after one that will be retried', async () => {
    const { db } = server.database;
    const id = await enqueueJob(db, { ...job(), maxAttempts: 2 });
    const cleaned: string[] = [];
    const handler: JobHandler = async () => {
      throw new Error('går ikke');
    };
    handler.failed = async (failed) => {
      cleaned.push(`${failed.id}:${failed.status}`);
    };
    const handlers = new Map([['test', handler]]);
    expect(await runNextJob(db, handlers, { log: silent })).toBe(true);
    expect(cleaned).toEqual([]);
    expect(await runNextJob(db, handlers, { log: silent, at: later(jobRetryBaseMs + 1000) })).toBe(true);
    expect(cleaned).toEqual([`${id}:failed`]);
    expect(await findJob(db, id)).toMatchObject({ status: 'failed', lastError: 'går ikke' });
  });

  it('stopping the process releases the running job, unfinished and its attempt not counted, for another process', async () => {
    const { db } = server.database;
    const id = await enqueueJob(db, job());
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const handler: JobHandler = async ({ signal }) => {
      started();
      await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      return undefined;
    };
    const stop = startJobWorker(db, new Map([['test', handler]]), { log: silent });
    await running;
    await stop();
    expect(await findJob(db, id)).toMatchObject({ status: 'queued', attempts: 0, leaseToken: null });
    // Another process picks it up at once.
    expect(await runNextJob(db, new Map([['test', async () => ({ ok: true })]]), { log: silent })).toBe(true);
    expect(await findJob(db, id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});
