/** The site's activity log, newest first, one keyset page at a time, for one person or kind if asked. */
import type { ActivityEntry, ActivityKind, ActivityQuery, ActivityTargetType } from '@vev/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../platform/accounts/schema';
import { activityLog } from '../../platform/activity/schema';
import { type ActivityTargetPlaces, placeTarget } from '../../platform/activity/targets';
import { preparedFor } from '../../platform/prepared';
import { searchIndex } from '../../platform/search/schema';

const siteId = sql.placeholder('siteId');

// The entry the previous page ended with; an id that is not this site's starts nowhere (empty page).
const afterEntry = sql`(${activityLog.createdAt}, ${activityLog.id}) < (
  SELECT created_at, id FROM activity_log WHERE site_id = ${siteId} AND id = ${sql.placeholder('before')}
)`;
const byUser = eq(activityLog.userId, sql.placeholder('user'));
const ofKind = eq(activityLog.kind, sql.placeholder('kind'));

/**
 * One prepared statement per shape (first page or a later one, with or without each filter): the
 * log is read on every visit to the screen, and building the query each time cost more than
 * running it. Each filter has an index that leads with it, so a filtered page reads no more rows
 * than it shows.
 */
const page = (conditions: (SQL | undefined)[], name: string) =>
  preparedFor((db) =>
    db
      .select({
        id: activityLog.id,
        createdAt: activityLog.createdAt,
        method: activityLog.method,
        url: activityLog.url,
        kind: activityLog.kind,
        targetType: activityLog.targetType,
        targetId: activityLog.targetId,
        targetLabel: activityLog.targetLabel,
        details: activityLog.details,
        // Where the target is edited now; none when it has left the search index (deleted).
        indexedEditPath: searchIndex.editPath,
        userId: users.id,
        userName: users.name,
        userEmail: users.email,
      })
      .from(activityLog)
      .leftJoin(users, eq(users.id, activityLog.userId))
      .leftJoin(
        searchIndex,
        and(
          eq(searchIndex.siteId, activityLog.siteId),
          eq(searchIndex.type, activityLog.targetType),
          eq(searchIndex.id, activityLog.targetId),
        ),
      )
      .where(and(eq(activityLog.siteId, siteId), ...conditions))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );

type PageShape = `${'first' | 'after'}_${'all' | 'user'}_${'all' | 'kind'}`;
const pages = new Map<PageShape, ReturnType<typeof page>>();
for (const after of ['first', 'after'] as const) {
  for (const user of ['all', 'user'] as const) {
    for (const kind of ['all', 'kind'] as const) {
      const conditions = [
        after === 'after' ? afterEntry : undefined,
        user === 'user' ? byUser : undefined,
        kind === 'kind' ? ofKind : undefined,
      ];
      pages.set(`${after}_${user}_${kind}`, page(conditions, `activity_${after}_${user}_${kind}`));
    }
  }
}

export async function listActivity(
  db: Database,
  site: string,
  query: ActivityQuery,
  places: ActivityTargetPlaces,
): Promise<ActivityEntry[]> {
  const shape: PageShape = `${query.before ? 'after' : 'first'}_${query.user ? 'user' : 'all'}_${query.kind ? 'kind' : 'all'}`;
  const statement = pages.get(shape);
  if (!statement) throw new Error(`no activity query for ${shape}`);
  const rows = await statement(db).execute({
    siteId: site,
    limit: query.limit,
    ...(query.before ? { before: query.before } : {}),
    ...(query.user ? { user: query.user } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
  });
  return rows.map((row) => {
    const target =
      row.targetType && row.targetId
        ? { type: row.targetType as ActivityTargetType, id: row.targetId, label: row.targetLabel ?? '' }
        : null;
    return {
      _id: row.id,
      user: row.userId ? { _id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' } : null,
      timestamp: row.createdAt.toISOString(),
      method: row.method,
      url: row.url,
      kind: row.kind as ActivityKind | null,
      target: target ? { ...target, ...placeTarget(places, target, row.indexedEditPath) } : null,
      details: row.details ?? null,
    };
  });
}
