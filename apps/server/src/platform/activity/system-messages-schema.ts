import type { SystemMessage } from '@vev/shared';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

/**
 * Messages the platform publishes to every site's timeline (spec 3 §3 'Timeline item kinds'). Global,
 * like the account tables: a message belongs to no site, so it is one row however many sites read it.
 */
export const systemMessages = pgTable(
  'system_messages',
  {
    id: id().primaryKey(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    images: jsonb('images').$type<SystemMessage['images']>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    index('system_messages_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);
