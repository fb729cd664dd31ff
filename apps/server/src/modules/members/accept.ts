/**
 * Taking up an invitation from the link in its mail: the token is looked up by its hash, and
 * the membership, the account (for a new person) and the acceptance are written in one transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, sites, users } from '../../platform/accounts/schema';
import { recordActivity } from '../../platform/activity/record';
import { domainsChanged } from '../../platform/cache/site-versions';
import { hashLinkToken } from '../../platform/link-tokens';
import { createUser, findUserByEmail, type UserRow } from '../account/service';
import { invitations } from './schema';

export type InvitationLookup =
  | { status: 'unknown' }
  | { status: 'used' }
  | { status: 'expired' }
  | {
      status: 'open';
      invitation: typeof invitations.$inferSelect;
      siteName: string;
      /** The account with the invited address, if there is one. */
      existingUser: UserRow | null;
    };

export async function findInvitation(db: Database, token: string): Promise<InvitationLookup> {
  const [row] = await db
    .select({ invitation: invitations, displayName: sites.displayName, name: sites.name })
    .from(invitations)
    .innerJoin(sites, eq(sites.id, invitations.siteId))
    .where(eq(invitations.tokenHash, hashLinkToken(token)))
    .limit(1);
  if (!row) return { status: 'unknown' };
  if (row.invitation.acceptedAt) return { status: 'used' };
  if (row.invitation.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
  return {
    status: 'open',
    invitation: row.invitation,
    siteName: row.displayName || row.name,
    existingUser: await findUserByEmail(db, row.invitation.email),
  };
}

export type Acceptance =
  | { outcome: 'accepted'; user: UserRow; siteId: string }
  | { outcome: 'gone' }
  /** A new person's account was created meanwhile (another tab): they sign in instead. */
  | { outcome: 'userExists' };

/**
 * Accepts for `userId`, or for a new person with this name and password hash. The invitation
 * row is locked, so two submissions of one link give one membership and one `gone`.
 */
export async function acceptInvitation(
  db: Database,
  input: ({ userId: string } | { newUser: { name: string; passwordHash: string } }) & {
    token: string;
    /** What the sign-on answers (303 on to the dashboard, or 200), for the activity log. */
    statusCode: number;
  },
): Promise<Acceptance> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.tokenHash, hashLinkToken(input.token)), isNull(invitations.acceptedAt)))
      .for('update');
    if (!invitation || invitation.expiresAt.getTime() <= Date.now()) return { outcome: 'gone' };
    let user: UserRow | null;
    if ('userId' in input) {
      [user = null] = await tx.select().from(users).where(eq(users.id, input.userId));
      if (!user || user.email.toLowerCase() !== invitation.email.toLowerCase()) return { outcome: 'gone' };
    } else {
      if (await findUserByEmail(tx, invitation.email)) return { outcome: 'userExists' };
      user = await createUser(tx, { email: invitation.email, ...input.newUser });
    }
    // Someone who became a member meanwhile keeps the level they have.
    await tx
      .insert(memberships)
      .values({ siteId: invitation.siteId, userId: user.id, permission: invitation.permission })
      .onConflictDoNothing();
    await domainsChanged(tx, invitation.siteId, ['members']);
    await tx
      .update(invitations)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(and(eq(invitations.siteId, invitation.siteId), eq(invitations.id, invitation.id)));
    await recordActivity(tx, {
      siteId: invitation.siteId,
      userId: user.id,
      method: 'POST',
      url: '/sso/invitasjon',
      statusCode: input.statusCode,
      kind: 'invite.accepted',
      target: { type: 'member', id: user.id, label: user.name || user.email },
    });
    return { outcome: 'accepted', user, siteId: invitation.siteId };
  });
}
