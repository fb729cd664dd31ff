import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

/** Every published version of every draftable resource: who, when, the full snapshot and the diff. */
export const revisions = pgTable(
  'revisions',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    type: text('type').notNull(),
    reference: text('reference').notNull(),
    authorId: text('author_id'),
    authorName: text('author_name'),
    authorEmail: text('author_email'),
    snapshot: jsonb('snapshot').notNull(),
    diff: jsonb('diff'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('revisions_reference_idx').on(
      table.siteId,
      table.type,
      table.reference,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
