import type { PermissionScope } from '@vev/shared';
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from '../../db/columns';

/** A site's access keys (client credentials). The secret is kept only as its SHA-256. */
export const clientCredentials = pgTable(
  'client_credentials',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    scopes: text('scopes').array().$type<PermissionScope[]>().notNull(),
    clientId: text('client_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** The admin who made the key: what it changes is logged and authored in their name. */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at'),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    // The token endpoint knows only the client id.
    uniqueIndex('client_credentials_client_id_idx').on(table.clientId),
  ],
);

/** Bearer tokens issued for a key, as SHA-256; shared by every process through the database. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    siteId: text('site_id').notNull(),
    credentialId: text('credential_id').notNull(),
    scopes: text('scopes').array().$type<PermissionScope[]>().notNull(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('access_tokens_credential_idx').on(table.siteId, table.credentialId)],
);
