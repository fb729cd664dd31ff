/** Password sign-in with throttling per e-mail and per IP, shared by every server process. */
import type { Database } from '../db/client';
import { findUserByEmail, type UserRow } from '../modules/account/service';
import { verifyPassword } from '../platform/passwords';
import { clearHits, countHit, deleteExpiredHits, type Limit, retryAfter } from '../platform/rate-limit/rate-limit';

export const loginLimits = {
  perEmail: { max: 5, windowMs: 15 * 60 * 1000 } satisfies Limit,
  perIp: { max: 20, windowMs: 15 * 60 * 1000 } satisfies Limit,
};

/** The count of failed sign-ins for an address (a password reset clears it too). */
export const loginEmailKey = (email: string) => `login:email:${email.trim().toLowerCase()}`;

export type LoginResult =
  | { outcome: 'signedIn'; user: UserRow }
  | { outcome: 'wrongCredentials' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

export async function attemptLogin(
  db: Database,
  input: { email: string; password: string; ip: string },
): Promise<LoginResult> {
  const emailKey = loginEmailKey(input.email);
  const ipKey = `login:ip:${input.ip}`;
  const wait = Math.max(
    await retryAfter(db, emailKey, loginLimits.perEmail),
    await retryAfter(db, ipKey, loginLimits.perIp),
  );
  if (wait > 0) return { outcome: 'throttled', retryAfterSeconds: wait };

  const user = await findUserByEmail(db, input.email);
  if (user && (await verifyPassword(user.passwordHash, input.password))) {
    await clearHits(db, emailKey);
    await deleteExpiredHits(db);
    return { outcome: 'signedIn', user };
  }
  if (!user) await verifyPassword(null, input.password);
  await countHit(db, emailKey, loginLimits.perEmail);
  await countHit(db, ipKey, loginLimits.perIp);
  return { outcome: 'wrongCredentials' };
}

/** 'ett minutt', '15 minutter': a wait in whole minutes, rounded up. */
export function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'ett minutt' : `${minutes} minutter`;
}

export function throttledMessage(seconds: number): string {
  return `For mange mislykkede innloggingsforsøk. Prøv igjen om ${minutesText(seconds)}.`;
}
