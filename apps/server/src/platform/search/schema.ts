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
    // site_id inside the GIN indexes (btree_gin): a search reads one site's entries, not every site's.
    index('search_index_site_document_idx').using('gin', table.siteId, table.document),
    index('search_index_site_title_trgm_idx').using('gin', table.siteId, sql`${table.title} gin_trgm_ops`),
    // Power search's "title starts with" lookup. It holds the title, type and id too, so the few
    // shortest of thousands of titles that start with a common word are found in the index alone.
    index('search_index_site_title_prefix_idx').on(
      table.siteId,
      sql`lower(${table.title}) text_pattern_ops`,
      table.title,
      table.type,
      table.id,
    ),
  ],
);
