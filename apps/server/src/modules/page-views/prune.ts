/**
 * The daily clean-up, asked for by the first process to make a new day's salt: yesterday's visitor
 * hashes go (their salt is already gone), raw views after PAGE_VIEW_RETENTION_DAYS, hourly figures
 * after `hourlyDays`. The daily aggregates stay: the reports read them.
 */
import { lt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobHandler } from '../../platform/jobs/worker';
import { pageViewHours, pageViews, pageViewVisitors } from './schema';

/** How many days of hourly figures are kept. */
export const hourlyDays = 14;
const dayMs = 86_400_000;

export async function prunePageViews(db: Database, config: Config, day: string, now = new Date()): Promise<void> {
  await db.delete(pageViewVisitors).where(lt(pageViewVisitors.day, day));
  await db
    .delete(pageViews)
    .where(lt(pageViews.viewedAt, new Date(now.getTime() - config.pageViewRetentionDays * dayMs)));
  await db.delete(pageViewHours).where(lt(pageViewHours.hour, new Date(now.getTime() - hourlyDays * dayMs)));
}

export const pruneHandler =
  (db: Database, config: Config): JobHandler =>
  async ({ job }) => {
    await prunePageViews(db, config, String(job.payload.day));
    return undefined;
  };
