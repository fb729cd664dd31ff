import { sql } from 'drizzle-orm';
import { customType, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per searchable resource, kept in the same transaction as the resource: Norwegian
 * full text for words, trigrams on the title for prefixes and typos.
 */
export const searchIndex = pgTable(
  'search_index',
  {
    siteId: text('site_id').notNull(),
    type: text('type').notNull(),
    id: text('id').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    image: text('image'),
    path: text('path').notNull().default(''),
    editPath: text('edit_path').notNull(),
    document: tsvector('document').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.type, table.id] }),
    index('search_index_document_idx').using('gin', table.document),
    index('search_index_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
  ],
);
