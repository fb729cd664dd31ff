/**
 * The platform's system messages on a site's timeline (spec 3 §3 'Timeline item kinds'): one global
 * table that every site's timeline reads beside its own events, merged into one newest-first page.
 */
import type { TimelineItem } from '@vev/shared';
import { desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { systemMessages } from '../../platform/activity/system-messages-schema';

/** A timeline item with its time to the microsecond, as the database orders it (a Date keeps milliseconds). */
export interface RankedItem {
  at: string;
  item: TimelineItem;
}

export const preciseTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/**
 * Rows older than the item the previous page ended with, which is either the site's event or a system
 * message. An id of another site's event matches neither, so its page is empty.
 */
export const olderThan = (siteId: string, before: string, createdAt: AnyPgColumn, id: AnyPgColumn): SQL =>
  sql`(${createdAt}, ${id}) < (
    SELECT created_at, id FROM timeline_events WHERE site_id = ${siteId} AND id = ${before}
    UNION ALL SELECT created_at, id FROM system_messages WHERE id = ${before})`;

export async function systemMessageItems(db: Database, after: SQL | undefined, limit: number): Promise<RankedItem[]> {
  const rows = await db
    .select({
      id: systemMessages.id,
      title: systemMessages.title,
      text: systemMessages.text,
      images: systemMessages.images,
      createdAt: systemMessages.createdAt,
      at: preciseTime(systemMessages.createdAt),
    })
    .from(systemMessages)
    .where(after)
    .orderBy(desc(systemMessages.createdAt), desc(systemMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    at: row.at,
    item: {
      _id: row.id,
      type: 'systemMessage',
      timestamp: row.createdAt.toISOString(),
      user: null,
      title: row.title,
      link: null,
      gone: false,
      message: { text: row.text, images: row.images },
    },
  }));
}

/** The newest `limit` of both lists, in the order the database pages them: time, then id. */
export function newestFirst(lists: readonly RankedItem[][], limit: number): TimelineItem[] {
  const later = (a: RankedItem, b: RankedItem) =>
    a.at === b.at ? (a.item._id < b.item._id ? 1 : -1) : a.at < b.at ? 1 : -1;
  return lists
    .flat()
    .sort(later)
    .slice(0, limit)
    .map((ranked) => ranked.item);
}
