/** Fixed-window counters in the database, so every process counts the same attempts. */
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from './schema';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Seconds until the key may try again, or 0 when it is under its limit. */
export async function retryAfter(db: Database, key: string, limit: Limit): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row || row.resetAt.getTime() <= Date.now() || row.count < limit.max) return 0;
  return Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
}

/** Counts one event against the key; a window that has run out starts over. */
export async function countHit(db: Database, key: string, limit: Limit): Promise<void> {
  const resetAt = new Date(Date.now() + limit.windowMs);
  await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN ${resetAt.toISOString()}::timestamptz ELSE ${rateLimits.resetAt} END`,
      },
    });
}

export async function clearHits(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Windows that ran out, in small batches, so attempts with made-up e-mails do not pile up. */
export async function deleteExpiredHits(db: Database): Promise<void> {
  const expired = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(lt(rateLimits.resetAt, new Date()))
    .limit(200);
  await db.delete(rateLimits).where(inArray(rateLimits.key, expired));
}
