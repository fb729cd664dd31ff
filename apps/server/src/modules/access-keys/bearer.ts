/** A bearer token on a site-scoped request: whose key it is, its scopes, and the site it opens. */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { BearerAccess } from '../../platform/access';
import { sites, users } from '../../platform/accounts/schema';
import { versionsOf } from '../../platform/cache/site-versions';
import { preparedFor } from '../../platform/prepared';
import { accessTokens, clientCredentials } from './schema';
import { sha256 } from './service';

const tokenByHash = preparedFor((db) =>
  db
    .select({
      siteId: accessTokens.siteId,
      parentSiteId: sites.departmentOf,
      scopes: accessTokens.scopes,
      actor: { id: users.id, email: users.email, name: users.name, profileImage: users.profileImage },
      versions: versionsOf(sites.id, sites.departmentOf),
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

/** The token's access, or null when it is unknown, expired or its key was revoked (given to access control). */
export async function findBearerAccess(db: Database, token: string): Promise<BearerAccess | null> {
  const [row] = await tokenByHash(db).execute({ hash: sha256(token) });
  return row ? { ...row, versions: row.versions ?? {} } : null;
}
