/**
 * Secrets at rest (ARCHITECTURE.md 'Commerce'): AES-256-GCM with the key from configuration
 * (`SECRETS_KEY`). A sealed value is `v1.` + base64 of IV (12 bytes), tag (16) and cipher text;
 * the site and provider are its associated data, so a value copied to another row does not open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 'v1.';

export function sealSecret(key: Buffer, plain: string, associated: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return version + Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64');
}

/** The plain text, or throws when the key, the associated data or the value is not the sealed one. */
export function openSecret(key: Buffer, sealed: string, associated: string): string {
  if (!sealed.startsWith(version)) throw new Error('Unknown secret format');
  const bytes = Buffer.from(sealed.slice(version.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(associated, 'utf8'));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
