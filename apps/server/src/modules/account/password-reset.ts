/**
 * Password reset: a person asks for a link by e-mail, and the link (one hour, once) lets them
 * choose a new password. Asking never tells whether the address belongs to a user.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../platform/accounts/schema';
import { hashLinkToken, newLinkToken } from '../../platform/link-tokens';
import { enqueueMail } from '../../platform/mail/outbox';
import { countHit, deleteExpiredHits, type Limit, retryAfter } from '../../platform/rate-limit/rate-limit';
import { sessions } from '../../platform/sessions/schema';
import { passwordResetMail } from './password-reset-mail';
import { passwordResets } from './schema';
import { findUserByEmail, type UserRow } from './service';

/** The mail and the sign-on pages say 'én time'. */
export const passwordResetLifetimeMs = 60 * 60 * 1000;

/** Every request counts, whether the address has a user or not, so a 429 tells nothing either. */
export const passwordResetLimits = {
  perEmail: { max: 3, windowMs: 15 * 60 * 1000 } satisfies Limit,
  perIp: { max: 10, windowMs: 15 * 60 * 1000 } satisfies Limit,
};

export interface PasswordResetContext {
  db: Database;
  publicUrl: URL;
  providerName: string;
}

export type ResetRequest = { outcome: 'accepted' } | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * For an address with a user: a new link (replacing any older one) and its mail, in one
 * transaction. For any other address: nothing but the count against the limits.
 */
export async function requestPasswordReset(
  context: PasswordResetContext,
  input: { email: string; ip: string; toDashboard: boolean },
): Promise<ResetRequest> {
  const { db } = context;
  const emailKey = `reset:email:${input.email.trim().toLowerCase()}`;
  const ipKey = `reset:ip:${input.ip}`;
  const wait = Math.max(
    await retryAfter(db, emailKey, passwordResetLimits.perEmail),
    await retryAfter(db, ipKey, passwordResetLimits.perIp),
  );
  if (wait > 0) return { outcome: 'throttled', retryAfterSeconds: wait };
  await countHit(db, emailKey, passwordResetLimits.perEmail);
  await countHit(db, ipKey, passwordResetLimits.perIp);
  await deleteExpiredHits(db);

  const user = await findUserByEmail(db, input.email);
  if (!user) return { outcome: 'accepted' };
  const { token, tokenHash } = newLinkToken();
  const link = new URL(`/sso/nytt-passord/${token}`, context.publicUrl);
  if (input.toDashboard) link.searchParams.set('dashboard', 'true');
  const requestedAt = new Date();
  const expiresAt = new Date(requestedAt.getTime() + passwordResetLifetimeMs);
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash, requestedAt, expiresAt })
      .onConflictDoUpdate({ target: passwordResets.userId, set: { tokenHash, requestedAt, expiresAt, usedAt: null } });
    await enqueueMail(tx, passwordResetMail({ to: user.email, providerName: context.providerName, link: link.href }));
  });
  return { outcome: 'accepted' };
}

export type ResetLookup =
  | { status: 'unknown' }
  | { status: 'used' }
  | { status: 'expired' }
  | { status: 'open'; user: UserRow };

/** What a link is: for no one (wrong, or replaced by a newer one), used, expired, or open for a user. */
export async function findPasswordReset(db: Database, token: string): Promise<ResetLookup> {
  const [row] = await db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, hashLinkToken(token)))
    .limit(1);
  if (!row) return { status: 'unknown' };
  if (row.reset.usedAt) return { status: 'used' };
  if (row.reset.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
  return { status: 'open', user: row.user };
}

export type ResetOutcome = { outcome: 'reset'; user: UserRow } | { outcome: 'gone' };

/**
 * Sets the new password and ends every session of the user, so whoever knew the old password
 * is out. The link's row is locked: two submissions of one link set the password once.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; passwordHash: string },
): Promise<ResetOutcome> {
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, hashLinkToken(input.token)), isNull(passwordResets.usedAt)))
      .for('update');
    if (!reset || reset.expiresAt.getTime() <= Date.now()) return { outcome: 'gone' };
    const [user] = await tx
      .update(users)
      .set({ passwordHash: input.passwordHash, updatedAt: new Date() })
      .where(eq(users.id, reset.userId))
      .returning();
    if (!user) return { outcome: 'gone' };
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.userId, user.id));
    return { outcome: 'reset', user };
  });
}
