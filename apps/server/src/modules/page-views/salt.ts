/**
 * The day's salt for the visitor hash (Plausible's method): random, one per Norwegian calendar day,
 * shared by every server process through the database and deleted when the next day's is made, so
 * yesterday's hashes can no longer be tied to anyone.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enqueueJob } from '../../platform/jobs/queue';
import { pageViewSalts } from './schema';

export const pruneJob = 'pageViews.prune';

export class DailySalts {
  private current: { day: string; salt: string } | null = null;

  constructor(private readonly db: Database) {}

  /** The salt of `day`; the process that makes a new day's salt also deletes the old ones and asks for a prune. */
  async of(day: string): Promise<string> {
    if (this.current?.day === day) return this.current.salt;
    const salt = await this.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(pageViewSalts)
        .values({ day, salt: randomBytes(32).toString('base64url') })
        .onConflictDoNothing()
        .returning({ salt: pageViewSalts.salt });
      if (made) {
        await tx.delete(pageViewSalts).where(lt(pageViewSalts.day, day));
        await enqueueJob(tx, { kind: pruneJob, payload: { day } });
        return made.salt;
      }
      const [kept] = await tx
        .select({ salt: pageViewSalts.salt })
        .from(pageViewSalts)
        .where(eq(pageViewSalts.day, day));
      if (!kept) throw new Error(`no page view salt for ${day}`);
      return kept.salt;
    });
    // Only today's is remembered: a view from just before midnight does not push today's out.
    if (!this.current || day > this.current.day) this.current = { day, salt };
    return salt;
  }
}

/** The visitor's hash for one day and site: the same address and browser give the same hash only that day. */
export const visitorHash = (salt: string, siteId: string, address: string, userAgent: string): string =>
  createHash('sha256').update(`${salt}|${siteId}|${address}|${userAgent}`).digest('base64url').slice(0, 22);
