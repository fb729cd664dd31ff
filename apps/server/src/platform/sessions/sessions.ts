/**
 * Database-backed sessions. The browser holds a random token in an httpOnly cookie;
 * the table holds its SHA-256, so every process sees the same sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PermissionLevel } from '@vev/shared';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, sites, users } from '../accounts/schema';
import { type CacheVersions, versionsOf } from '../cache/site-versions';
import { preparedFor } from '../prepared';
import { sessions } from './schema';

export const sessionCookie = 'vev_session';
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
const touchIntervalMs = 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  profileImage: string | null;
}

export interface ActiveSession {
  id: string;
  user: SessionUser;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(
  db: Database,
  userId: string,
  userAgent?: string,
): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await deleteExpiredSessions(db);
  const id = hashToken(token);
  await db.insert(sessions).values({
    id,
    userId,
    expiresAt: new Date(now + sessionLifetimeMs),
    userAgent: userAgent?.slice(0, 500) ?? null,
  });
  return { token, id };
}

/** Sessions that ran out are swept in small batches at each sign-in, so the table stays small. */
async function deleteExpiredSessions(db: Database): Promise<void> {
  const expired = db.select({ id: sessions.id }).from(sessions).where(lt(sessions.expiresAt, new Date())).limit(200);
  await db.delete(sessions).where(inArray(sessions.id, expired));
}

const sessionColumns = {
  lastSeenAt: sessions.lastSeenAt,
  user: { id: users.id, email: users.email, name: users.name, profileImage: users.profileImage },
};

const sessionById = preparedFor((db) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_by_id'),
);

/**
 * The session and, in the same round trip, the user's level on one site (null: not a member), the
 * site it inherits from (a department's parent) and the site's cache versions.
 */
const sessionOnSite = preparedFor((db) =>
  db
    .select({
      ...sessionColumns,
      permission: memberships.permission,
      parentSiteId: sites.departmentOf,
      versions: versionsOf(sites.id, sites.departmentOf),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, sessions.userId), eq(memberships.siteId, sql.placeholder('siteId'))),
    )
    .leftJoin(sites, eq(sites.id, memberships.siteId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_on_site'),
);

/** Sliding expiry, refreshed at most once an hour so that reads stay reads. */
async function keepAlive(db: Database, id: string, lastSeenAt: Date): Promise<void> {
  if (Date.now() - lastSeenAt.getTime() <= touchIntervalMs) return;
  const now = new Date();
  await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + sessionLifetimeMs) })
    .where(eq(sessions.id, id));
}

export async function findSession(db: Database, token: string): Promise<ActiveSession | null> {
  const id = hashToken(token);
  const [row] = await sessionById(db).execute({ id });
  if (!row) return null;
  await keepAlive(db, id, row.lastSeenAt);
  return { id, user: row.user };
}

export interface SessionOnSite {
  session: ActiveSession;
  permission: PermissionLevel | null;
  parentSiteId: string | null;
  versions: CacheVersions;
}

/** findSession for a site-scoped request, with the user's level on that site and the site's scope. */
export async function findSessionOnSite(db: Database, token: string, siteId: string): Promise<SessionOnSite | null> {
  const id = hashToken(token);
  const [row] = await sessionOnSite(db).execute({ id, siteId });
  if (!row) return null;
  await keepAlive(db, id, row.lastSeenAt);
  return {
    session: { id, user: row.user },
    permission: row.permission,
    parentSiteId: row.parentSiteId,
    versions: row.versions ?? {},
  };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}
