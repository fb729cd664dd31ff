/** Access keys: the admin screens' list and edits, and issuing tokens for them. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type AccessKey,
  type AccessKeyCreate,
  type AccessKeyUpdate,
  type AccessTokenResponse,
  accessKeyCreateSchema,
  accessKeyMessages,
  accessKeyUpdateSchema,
  accessTokenSeconds,
} from '@vev/shared';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError, notFound, tooManyRequests } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { countHit, retryAfter } from '../../platform/rate-limit/rate-limit';
import { accessTokens, clientCredentials } from './schema';

type CredentialRow = typeof clientCredentials.$inferSelect;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

const toAccessKey = (row: CredentialRow, clientSecret?: string): AccessKey => ({
  _id: row.id,
  label: row.label,
  description: row.description,
  scopes: row.scopes,
  clientId: row.clientId,
  ...(clientSecret ? { clientSecret } : {}),
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const bySite = (siteId: string, id: string) => and(eq(clientCredentials.siteId, siteId), eq(clientCredentials.id, id));

/** A site has a handful of keys: the text filter is a plain "contains" on the label. */
export async function listAccessKeys(
  db: Database,
  siteId: string,
  query: { skip: number; limit: number; text?: string | undefined },
) {
  const text = query.text?.trim().toLocaleLowerCase('nb');
  const rows = await db
    .select()
    .from(clientCredentials)
    .where(
      and(
        eq(clientCredentials.siteId, siteId),
        text ? sql`lower(${clientCredentials.label}) LIKE ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
      ),
    )
    .orderBy(desc(clientCredentials.createdAt), desc(clientCredentials.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map((row) => toAccessKey(row));
}

export async function getAccessKey(db: Database, siteId: string, id: string): Promise<AccessKey> {
  const [row] = await db.select().from(clientCredentials).where(bySite(siteId, id));
  if (!row) throw notFound();
  return toAccessKey(row);
}

/** The secret is made here and answered once; only its hash is kept. */
export async function createAccessKey(
  db: Database,
  input: { siteId: string; userId: string; key: AccessKeyCreate },
): Promise<AccessKey> {
  const key = accessKeyCreateSchema.parse(input.key);
  const clientSecret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(clientCredentials)
    .values({
      siteId: input.siteId,
      id: newId(),
      label: key.label,
      description: key.description,
      scopes: key.scopes,
      clientId: `vev_${randomBytes(12).toString('hex')}`,
      secretHash: sha256(clientSecret),
      createdBy: input.userId,
    })
    .returning();
  if (!row) throw new Error('access key insert returned nothing');
  return toAccessKey(row, clientSecret);
}

/** New scopes apply to tokens issued from now on; tokens already out keep theirs until they expire. */
export async function updateAccessKey(
  db: Database,
  input: { siteId: string; id: string; update: AccessKeyUpdate },
): Promise<AccessKey> {
  const update = accessKeyUpdateSchema.parse(input.update);
  const [row] = await db.update(clientCredentials).set(update).where(bySite(input.siteId, input.id)).returning();
  if (!row) throw notFound();
  return toAccessKey(row);
}

/** Revokes the key and every token issued for it, at once. */
export async function deleteAccessKey(db: Database, siteId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(clientCredentials).where(bySite(siteId, id)).returning({ id: clientCredentials.id });
    if (!row) throw notFound();
    await tx.delete(accessTokens).where(and(eq(accessTokens.siteId, siteId), eq(accessTokens.credentialId, id)));
  });
}

/** Wrong secrets per client id, counted in the database so every process sees them. */
const failedTokenLimit = { max: 10, windowMs: 15 * 60 * 1000 };

const invalidClient = () => new AppError(401, 'invalid_client', accessKeyMessages.invalidClient);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** OAuth 2 client credentials: a token for the key's scopes (or the asked-for subset of them). */
export async function issueAccessToken(
  db: Database,
  input: { clientId: string; clientSecret: string; scope?: string | undefined },
): Promise<AccessTokenResponse> {
  const attempts = `access-token:${input.clientId}`;
  const wait = await retryAfter(db, attempts, failedTokenLimit);
  if (wait > 0) throw tooManyRequests(wait);
  const [key] = await db.select().from(clientCredentials).where(eq(clientCredentials.clientId, input.clientId));
  if (!key || !sameHash(key.secretHash, sha256(input.clientSecret))) {
    await countHit(db, attempts, failedTokenLimit);
    throw invalidClient();
  }
  const asked = input.scope?.split(/\s+/).filter(Boolean);
  const scopes = asked ? key.scopes.filter((scope) => asked.includes(scope)) : key.scopes;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.transaction(async (tx) => {
    // Each new token sweeps the key's expired ones, so the table stays small.
    await tx
      .delete(accessTokens)
      .where(
        and(
          eq(accessTokens.siteId, key.siteId),
          eq(accessTokens.credentialId, key.id),
          lt(accessTokens.expiresAt, now),
        ),
      );
    await tx.insert(accessTokens).values({
      tokenHash: sha256(token),
      siteId: key.siteId,
      credentialId: key.id,
      scopes,
      expiresAt: new Date(now.getTime() + accessTokenSeconds * 1000),
    });
    await tx.update(clientCredentials).set({ lastUsedAt: now }).where(bySite(key.siteId, key.id));
  });
  return { access_token: token, token_type: 'Bearer', expires_in: accessTokenSeconds, scope: scopes.join(' ') };
}
