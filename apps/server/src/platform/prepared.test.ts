import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';
import { newId } from './ids';
import { jobs } from './jobs/schema';
import { fixedStatement, rowsInsert } from './prepared';

const server = await startTestServer({ seed: false });
const { db } = server.database;
afterAll(() => server.close());

const insertJobs = rowsInsert('test_job_insert', { first: jobs, second: jobs });
const insertJob = (db: typeof server.database.db, row: ReturnType<typeof job>) =>
  insertJobs(db, { first: row, second: { ...row, id: `${row.id}-2`, payload: { second: true } } });
const jobKind = fixedStatement<{ kind: string; attempts: number }>('test_job_kind', (db) =>
  db
    .select({ kind: jobs.kind, attempts: jobs.attempts })
    .from(jobs)
    .where(eq(jobs.id, sql.placeholder('id'))),
);

const job = (id: string) => ({
  id,
  kind: 'test',
  payload: { text: 'Blåbær «syltetøy»', list: [1, 2] },
  status: 'queued' as const,
  attempts: 2,
  maxAttempts: 5,
  runAfter: new Date('2026-03-03T13:05:00Z'),
  leaseUntil: null,
  leaseToken: null,
  lastError: null,
  result: null,
  createdBy: null,
  siteId: null,
  createdAt: new Date('2026-03-03T13:04:00Z'),
  updatedAt: new Date('2026-03-03T13:04:00Z'),
  finishedAt: null,
});

describe('fixed statements', () => {
  it('whole rows of two tables inserted in one statement as given (JSON and times encoded as Drizzle does), read back by a fixed select', async () => {
    const id = newId();
    await insertJob(db, job(id));
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toEqual(job(id));
    const [second] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.id, `${id}-2`));
    expect(second).toEqual({ ...job(id), id: `${id}-2`, payload: { second: true } });
    expect(await jobKind(db, { id })).toEqual([{ kind: 'test', attempts: 2 }]);
    // Again with other values: the statement is built once and only its values change.
    expect(await jobKind(db, { id: 'ingen' })).toEqual([]);
  });

  it('runs in the transaction it is given: rolled back with it, and seen inside it', async () => {
    const id = newId();
    await expect(
      db.transaction(async (tx) => {
        await insertJob(tx, job(id));
        expect(await jobKind(tx, { id })).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobKind(db, { id })).toEqual([]);
  });
});
