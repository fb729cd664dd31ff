/** A bearer token on a site-scoped request: whose key it is, its scopes, and the site it opens. */
import type { PermissionScope } from '@vev/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites, users } from '../../platform/accounts/schema';
import { preparedFor } from '../../platform/prepared';
import type { SessionUser } from '../../platform/sessions/sessions';
import { accessTokens, clientCredentials } from './schema';
import { sha256 } from './service';

export interface BearerAccess {
  siteId: string;
  scopes: PermissionScope[];
  /** The admin who made the key, in whose name its changes are made. */
  actor: SessionUser;
  contentVersion: number;
}

/** `Authorization: Bearer …`, or null when the request carries none. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

const tokenByHash = preparedFor((db) =>
  db
    .select({
      siteId: accessTokens.siteId,
      scopes: accessTokens.scopes,
      actor: { id: users.id, email: users.email, name: users.name, profileImage: users.profileImage },
      contentVersion: sites.contentVersion,
    })
    .from(accessTokens)
    .innerJoin(
      clientCredentials,
      and(eq(clientCredentials.siteId, accessTokens.siteId), eq(clientCredentials.id, accessTokens.credentialId)),
    )
    .innerJoin(users, eq(users.id, clientCredentials.createdBy))
    .innerJoin(sites, eq(sites.id, accessTokens.siteId))
    .where(and(eq(accessTokens.tokenHash, sql.placeholder('hash')), gt(accessTokens.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('access_token_by_hash'),
);

/** The token's access, or null when it is unknown, expired or its key was revoked. */
export async function findBearerAccess(db: Database, token: string): Promise<BearerAccess | null> {
  const [row] = await tokenByHash(db).execute({ hash: sha256(token) });
  return row ?? null;
}
