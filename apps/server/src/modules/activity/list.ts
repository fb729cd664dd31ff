/** The site's activity log, newest first, one keyset page at a time. */
import type { ActivityEntry, ActivityQuery } from '@vev/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../platform/accounts/schema';
import { activityLog } from '../../platform/activity/schema';

export async function listActivity(db: Database, siteId: string, query: ActivityQuery): Promise<ActivityEntry[]> {
  // The entry the previous page ended with; an id that is not this site's starts nowhere (empty page).
  const after = query.before
    ? sql`(${activityLog.createdAt}, ${activityLog.id}) < (
        SELECT created_at, id FROM activity_log WHERE site_id = ${siteId} AND id = ${query.before}
      )`
    : undefined;
  const rows = await db
    .select({
      id: activityLog.id,
      createdAt: activityLog.createdAt,
      method: activityLog.method,
      url: activityLog.url,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .where(and(eq(activityLog.siteId, siteId), after))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(query.limit);
  return rows.map((row) => ({
    _id: row.id,
    user: row.userId ? { _id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' } : null,
    timestamp: row.createdAt.toISOString(),
    method: row.method,
    url: row.url,
  }));
}
