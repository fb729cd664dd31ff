/**
 * Issue 19 and QUALITY.md 'page-view recording … ≥ 2,000 views/s absorbed': the storefront's own
 * recorder (a buffer written in half-second batches with its aggregates, modules/page-views) fed five
 * times that on the bench's database, once the server has stopped. The page around a view is the
 * 'storefront page' scenarios' part; this is what recording itself can take.
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, gte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../apps/server/src/db/client';
import { PageViewRecorder } from '../apps/server/src/modules/page-views/recorder';
import { pageViews } from '../apps/server/src/modules/page-views/schema';
import type { PhaseResult } from './load';

export const recorderScenario = 'page-view recording, views absorbed';
export const offeredViewsPerSecond = 10_000;

const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** The recorder's batches as its log tells them (views, milliseconds); nothing else is kept. */
function batchLog(batches: number[]): FastifyBaseLogger {
  const quiet = () => {};
  const log = {
    level: 'debug',
    debug: (fields: { ms?: number }) => {
      if (typeof fields.ms === 'number') batches.push(fields.ms);
    },
    error: (fields: unknown, message: string) => process.stderr.write(`${message}: ${JSON.stringify(fields)}\n`),
    info: quiet,
    warn: quiet,
    fatal: quiet,
    trace: quiet,
    silent: quiet,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

async function viewsSince(db: Database, siteId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ views: count() })
    .from(pageViews)
    .where(and(eq(pageViews.siteId, siteId), gte(pageViews.viewedAt, since)));
  return row?.views ?? 0;
}

/**
 * Offers views at a steady rate for `seconds` (each from one of 20 000 visitors, on one of 300
 * pages), then waits for the last batch: requests/s is the views written per second from the first
 * view to the last write, p50/p95 a batch's write, `lost` the views offered and never written.
 */
export async function measureRecorder(db: Database, siteId: string, seconds: number): Promise<PhaseResult> {
  const batches: number[] = [];
  const recorder = new PageViewRecorder(db, batchLog(batches));
  const since = new Date(Date.now() - 1_000);
  const before = await viewsSince(db, siteId, since);
  const started = performance.now();
  let offered = 0;
  while (performance.now() - started < seconds * 1_000) {
    const due = Math.floor(((performance.now() - started) / 1_000) * offeredViewsPerSecond);
    for (; offered < due; offered += 1) {
      const visitor = randomInt(20_000);
      recorder.record({
        siteId,
        path: `/side-${randomInt(300)}`,
        at: new Date(),
        address: `10.0.${visitor >> 8}.${visitor & 255}`,
        userAgent: agents[randomInt(agents.length)] ?? '',
      });
    }
    await sleep(10);
  }
  await recorder.close();
  const elapsed = (performance.now() - started) / 1_000;
  const written = (await viewsSince(db, siteId, since)) - before;
  const sorted = batches.sort((a, b) => a - b);
  return {
    connections: 1,
    requests: written,
    requestsPerSecond: Math.round(written / elapsed),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    errors: 0,
    lost: offered - written,
  };
}
