/** Invitations to a site: list, send, send again with a fresh link, withdraw. Each mail goes to the outbox. */
import { type Invite, type InviteCreate, invitationLifetimeDays } from '@vev/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships, sites, users } from '../../platform/accounts/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { newLinkToken } from '../../platform/link-tokens';
import { enqueueMail } from '../../platform/mail/outbox';
import { invitationMail } from './invitation-mail';
import { invitations } from './schema';

export const inviteMessages = {
  alreadyMember: 'Personen er allerede medlem av nettstedet.',
  alreadyInvited: 'Personen er allerede invitert. Send invitasjonen på nytt i stedet.',
  wrongEmail: 'E-postadressen stemmer ikke med invitasjonen.',
} as const;

export interface InviteContext {
  db: Database;
  publicUrl: URL;
  providerName: string;
}

type InvitationRow = typeof invitations.$inferSelect;

const toInvite = (row: InvitationRow): Invite => ({
  _id: row.id,
  email: row.email,
  permissions: row.permission,
  invitedBy: row.invitedBy,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** Open invitations (not yet accepted), newest first; expired ones stay listed so they can be sent again. */
export async function listInvites(
  db: Database,
  input: { siteId: string; skip: number; limit: number },
): Promise<Invite[]> {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.siteId, input.siteId), isNull(invitations.acceptedAt)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .offset(input.skip)
    .limit(input.limit);
  return rows.map(toInvite);
}

/** A new random token, its hash and when it stops working. */
function freshLink(context: InviteContext, toDashboard: boolean) {
  const { token, tokenHash } = newLinkToken();
  const url = new URL(`/sso/invitasjon/${token}`, context.publicUrl);
  if (toDashboard) url.searchParams.set('dashboard', 'true');
  const expiresAt = new Date(Date.now() + invitationLifetimeDays * 24 * 60 * 60 * 1000);
  return { link: url.href, tokenHash, expiresAt };
}

async function queueInvitationMail(
  context: InviteContext,
  tx: Database,
  input: { siteId: string; inviterId: string; row: InvitationRow; link: string },
) {
  const [site] = await tx
    .select({ displayName: sites.displayName, name: sites.name })
    .from(sites)
    .where(eq(sites.id, input.siteId));
  const [inviter] = await tx.select({ name: users.name }).from(users).where(eq(users.id, input.inviterId));
  await enqueueMail(
    tx,
    invitationMail({
      to: input.row.email,
      siteId: input.siteId,
      siteName: site?.displayName || site?.name || '',
      inviterName: inviter?.name ?? null,
      permission: input.row.permission,
      providerName: context.providerName,
      link: input.link,
    }),
  );
}

export async function createInvite(
  context: InviteContext,
  input: { siteId: string; inviterId: string; invite: InviteCreate; toDashboard: boolean },
): Promise<Invite> {
  const email = input.invite.email;
  return context.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.siteId, input.siteId), eq(sql`lower(${users.email})`, email)))
      .limit(1);
    if (member) throw conflict(inviteMessages.alreadyMember);
    const { link, tokenHash, expiresAt } = freshLink(context, input.toDashboard);
    const [row] = await tx
      .insert(invitations)
      .values({
        siteId: input.siteId,
        id: newId(),
        email,
        permission: input.invite.permissions,
        tokenHash,
        toDashboard: input.toDashboard,
        invitedBy: input.inviterId,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(inviteMessages.alreadyInvited);
    await queueInvitationMail(context, tx, { siteId: input.siteId, inviterId: input.inviterId, row, link });
    return toInvite(row);
  });
}

/** A new link (the old one stops working), a new expiry and a new mail. */
export async function resendInvite(
  context: InviteContext,
  input: { siteId: string; inviterId: string; id: string; email: string },
): Promise<Invite> {
  return context.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.siteId, input.siteId), eq(invitations.id, input.id), isNull(invitations.acceptedAt)))
      .for('update');
    if (!current) throw notFound();
    if (current.email.toLowerCase() !== input.email) {
      throw badRequest(inviteMessages.wrongEmail, { email: inviteMessages.wrongEmail });
    }
    const { link, tokenHash, expiresAt } = freshLink(context, current.toDashboard);
    const [row] = await tx
      .update(invitations)
      .set({ tokenHash, expiresAt, sentAt: new Date() })
      .where(and(eq(invitations.siteId, input.siteId), eq(invitations.id, input.id)))
      .returning();
    if (!row) throw notFound();
    await queueInvitationMail(context, tx, { siteId: input.siteId, inviterId: input.inviterId, row, link });
    return toInvite(row);
  });
}

export async function withdrawInvite(db: Database, input: { siteId: string; id: string }): Promise<void> {
  const deleted = await db
    .delete(invitations)
    .where(and(eq(invitations.siteId, input.siteId), eq(invitations.id, input.id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  if (deleted.length === 0) throw notFound();
}
