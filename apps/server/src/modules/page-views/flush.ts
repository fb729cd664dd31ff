/**
 * Writes a batch of buffered page views in one transaction: the raw views, today's visitor hashes
 * (a hash not seen before that day is a new visitor) and the aggregates the reports read, added to
 * with upserts so no report ever scans raw views.
 */
import { norwegianDay } from '@vev/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newId } from '../../platform/ids';
import type { DailySalts } from './salt';
import { visitorHash } from './salt';
import { pageViewDays, pageViewHours, pageViewPageDays, pageViews, pageViewVisitors } from './schema';

/** A view as the storefront saw it; address and browser live only in memory, until the hash is made. */
export interface SeenView {
  siteId: string;
  path: string;
  at: Date;
  address: string;
  userAgent: string;
}

const hourMs = 3_600_000;
/** Rows per insert statement, well under PostgreSQL's 65 535 parameters. */
const chunkRows = 5_000;

const chunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / chunkRows) }, (_, at) =>
    rows.slice(at * chunkRows, (at + 1) * chunkRows),
  );

/** Adds one to the count under `key`. */
function countInto<K>(counts: Map<string, { key: K; views: number }>, id: string, key: K) {
  const entry = counts.get(id);
  if (entry) entry.views += 1;
  else counts.set(id, { key, views: 1 });
}

export async function writePageViews(db: Database, salts: DailySalts, seen: readonly SeenView[]): Promise<void> {
  const days = new Map<string, { key: { siteId: string; day: string }; views: number }>();
  const pages = new Map<string, { key: { siteId: string; day: string; path: string }; views: number }>();
  const hours = new Map<string, { key: { siteId: string; hour: Date }; views: number }>();
  const visitors = new Map<string, { siteId: string; day: string; visitor: string }>();
  const raw: (typeof pageViews.$inferInsert)[] = [];
  for (const view of seen) {
    const day = norwegianDay(view.at);
    const hour = new Date(Math.floor(view.at.getTime() / hourMs) * hourMs);
    const visitor = visitorHash(await salts.of(day), view.siteId, view.address, view.userAgent);
    raw.push({ siteId: view.siteId, id: newId(), path: view.path, viewedAt: view.at });
    visitors.set(`${view.siteId}|${day}|${visitor}`, { siteId: view.siteId, day, visitor });
    countInto(days, `${view.siteId}|${day}`, { siteId: view.siteId, day });
    countInto(pages, `${view.siteId}|${day}|${view.path}`, { siteId: view.siteId, day, path: view.path });
    countInto(hours, `${view.siteId}|${hour.getTime()}`, { siteId: view.siteId, hour });
  }
  await db.transaction(async (tx) => {
    for (const rows of chunks(raw)) await tx.insert(pageViews).values(rows);
    const newVisitors = new Map<string, number>();
    for (const rows of chunks([...visitors.values()])) {
      const made = await tx
        .insert(pageViewVisitors)
        .values(rows)
        .onConflictDoNothing()
        .returning({ siteId: pageViewVisitors.siteId, day: pageViewVisitors.day });
      for (const row of made)
        newVisitors.set(`${row.siteId}|${row.day}`, (newVisitors.get(`${row.siteId}|${row.day}`) ?? 0) + 1);
    }
    await tx
      .insert(pageViewDays)
      .values([...days].map(([id, { key, views }]) => ({ ...key, views, visitors: newVisitors.get(id) ?? 0 })))
      .onConflictDoUpdate({
        target: [pageViewDays.siteId, pageViewDays.day],
        set: {
          views: sql`${pageViewDays.views} + excluded.views`,
          visitors: sql`${pageViewDays.visitors} + excluded.visitors`,
        },
      });
    for (const rows of chunks([...pages.values()].map(({ key, views }) => ({ ...key, views })))) {
      await tx
        .insert(pageViewPageDays)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViewPageDays.siteId, pageViewPageDays.day, pageViewPageDays.path],
          set: { views: sql`${pageViewPageDays.views} + excluded.views` },
        });
    }
    await tx
      .insert(pageViewHours)
      .values([...hours.values()].map(({ key, views }) => ({ ...key, views })))
      .onConflictDoUpdate({
        target: [pageViewHours.siteId, pageViewHours.hour],
        set: { views: sql`${pageViewHours.views} + excluded.views` },
      });
  });
}
