import type { StoredCartLine } from '@vev/shared';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, updatedAt } from '../../db/columns';

/**
 * A visitor's cart on a site's storefront (ARCHITECTURE.md 'Commerce'): found by the hash of the
 * random token in the visitor's cookie, never by the token itself; its lines are read and written
 * whole; prices are never stored here, the pricing engine prices the lines on every read.
 */
export const carts = pgTable(
  'carts',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    tokenHash: text('token_hash').notNull(),
    lines: jsonb('lines').$type<StoredCartLine[]>().notNull(),
    discountCode: text('discount_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    uniqueIndex('carts_token_idx').on(table.siteId, table.tokenHash),
    // The bounded clean-up of expired carts.
    index('carts_expires_idx').on(table.siteId, table.expiresAt),
  ],
);
