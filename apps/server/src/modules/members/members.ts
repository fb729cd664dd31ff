/** The site's members: list, change a level, remove (spec 2 §5 rules; removal ends access at the next request). */
import { canChangeMemberPermissions, canRemoveMember, type Member, type PermissionLevel } from '@vev/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, users } from '../../platform/accounts/schema';
import { domainsChanged } from '../../platform/cache/site-versions';
import { badRequest, notFound } from '../../platform/errors';

export const memberMessages = {
  adminUnchangeable: 'Tilgangen til en administrator kan ikke endres.',
  selfUnchangeable: 'Du kan ikke endre din egen tilgang.',
  selfRemoval: 'Du kan ikke fjerne deg selv fra nettstedet.',
} as const;

const memberColumns = {
  userId: memberships.userId,
  permission: memberships.permission,
  createdAt: memberships.createdAt,
  name: users.name,
  email: users.email,
};

type MemberRow = { userId: string; permission: PermissionLevel; createdAt: Date; name: string; email: string };

const toMember = (row: MemberRow): Member => ({
  _id: row.userId,
  user: row.userId,
  userData: { name: row.name, email: row.email },
  permissions: row.permission,
  createdAt: row.createdAt.toISOString(),
});

export async function listMembers(
  db: Database,
  input: { siteId: string; skip: number; limit: number },
): Promise<Member[]> {
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.siteId, input.siteId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .offset(input.skip)
    .limit(input.limit);
  return rows.map(toMember);
}

/** The member, locked for the rest of the transaction; 404 for a user who is not on this site. */
async function lockedMember(db: Database, siteId: string, userId: string): Promise<Member> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.siteId, siteId), eq(memberships.userId, userId)))
    .for('update', { of: memberships });
  if (!row) throw notFound();
  return toMember(row);
}

export async function changeMemberPermission(
  db: Database,
  input: { siteId: string; actorId: string; userId: string; permissions: PermissionLevel },
): Promise<Member> {
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, input.siteId, input.userId);
    if (!canChangeMemberPermissions(member, input.actorId)) {
      throw badRequest(
        member.user === input.actorId ? memberMessages.selfUnchangeable : memberMessages.adminUnchangeable,
      );
    }
    await tx
      .update(memberships)
      .set({ permission: input.permissions })
      .where(and(eq(memberships.siteId, input.siteId), eq(memberships.userId, input.userId)));
    await domainsChanged(tx, input.siteId, ['members']);
    return { ...member, permissions: input.permissions };
  });
}

export async function removeMember(
  db: Database,
  input: { siteId: string; actorId: string; userId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await lockedMember(tx, input.siteId, input.userId);
    if (!canRemoveMember(member, input.actorId)) throw badRequest(memberMessages.selfRemoval);
    await tx.delete(memberships).where(and(eq(memberships.siteId, input.siteId), eq(memberships.userId, input.userId)));
    await domainsChanged(tx, input.siteId, ['members']);
  });
}
