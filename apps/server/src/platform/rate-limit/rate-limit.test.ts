import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { countHit, deleteExpiredHits, retryAfter } from './rate-limit';
import { rateLimits } from './schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

const limit = { max: 3, windowMs: 60_000 };

describe('rate limits', () => {
  it('a key may try up to the limit, then waits until the window ends', async () => {
    const db = server.database.db;
    for (let i = 0; i < 2; i++) await countHit(db, 'test:a', limit);
    expect(await retryAfter(db, 'test:a', limit)).toBe(0);
    await countHit(db, 'test:a', limit);
    const wait = await retryAfter(db, 'test:a', limit);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('a window that ran out starts over at the next hit', async () => {
    const db = server.database.db;
    for (let i = 0; i < 3; i++) await countHit(db, 'test:b', limit);
    await db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, 'test:b'));
    expect(await retryAfter(db, 'test:b', limit)).toBe(0);
    await countHit(db, 'test:b', limit);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, 'test:b'));
    expect(row?.count).toBe(1);
  });

  it('windows that ran out are swept', async () => {
    const db = server.database.db;
    await countHit(db, 'test:c', limit);
    await db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, 'test:c'));
    await deleteExpiredHits(db);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'test:c'))).toEqual([]);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'test:a'))).toHaveLength(1);
  });
});
