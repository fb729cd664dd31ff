/** The site's activity log, newest first, one keyset page at a time. */
import type { ActivityEntry, ActivityQuery } from '@vev/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../platform/accounts/schema';
import { activityLog } from '../../platform/activity/schema';
import { preparedFor } from '../../platform/prepared';

const siteId = sql.placeholder('siteId');

// The entry the previous page ended with; an id that is not this site's starts nowhere (empty page).
const afterEntry = sql`(${activityLog.createdAt}, ${activityLog.id}) < (
  SELECT created_at, id FROM activity_log WHERE site_id = ${siteId} AND id = ${sql.placeholder('before')}
)`;

/**
 * One prepared statement for the first page and one for the pages after it: the log is read on
 * every visit to the screen, and building the query each time cost more than running it.
 */
const page = (after: SQL | undefined, name: string) =>
  preparedFor((db) =>
    db
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
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );

const firstPage = page(undefined, 'activity_first_page');
const pageAfter = page(afterEntry, 'activity_page_after');

export async function listActivity(db: Database, site: string, query: ActivityQuery): Promise<ActivityEntry[]> {
  const rows = query.before
    ? await pageAfter(db).execute({ siteId: site, before: query.before, limit: query.limit })
    : await firstPage(db).execute({ siteId: site, limit: query.limit });
  return rows.map((row) => ({
    _id: row.id,
    user: row.userId ? { _id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' } : null,
    timestamp: row.createdAt.toISOString(),
    method: row.method,
    url: row.url,
  }));
}
