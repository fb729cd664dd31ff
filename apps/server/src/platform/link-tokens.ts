/**
 * Single-use links sent by mail (invitations, password reset): 32 random bytes in the link,
 * only their SHA-256 in the database, so a leaked table opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}
