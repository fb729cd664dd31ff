import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * The answers of calls that move money or stock, by the caller's `Idempotency-Key` (ARCHITECTURE.md
 * 'Commerce'): the same key with the same body answers what was stored. `status` is null while the
 * first call is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    siteId: text('site_id').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.scope, table.key] })],
);
