import type { PageDocument } from '@vev/shared';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { draftableColumns } from '../../platform/resources/columns';

export type PageKind = 'page' | 'category' | 'productPage';

/**
 * Pages, categories and product pages. Title, slug and parent are the editor's current state
 * (draft over published), for lists, trees and unique sibling slugs.
 */
export const pages = pgTable(
  'pages',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    kind: text('kind').$type<PageKind>().notNull(),
    status: text('status').$type<'inactive' | 'active'>().notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    parentId: text('parent_id'),
    ...draftableColumns<PageDocument>(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    // Plain DESC (nulls first) matches the lists' ORDER BY, so a list reads 20 index entries, not a sort.
    index('pages_list_idx').on(
      table.siteId,
      table.kind,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('pages_recent_idx').on(table.siteId, table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('pages_parent_idx').on(table.siteId, table.parentId),
    // The tree navigator reads titles and parents from the index alone (the rows carry whole documents).
    index('pages_tree_idx').on(table.siteId, table.kind, table.title, table.id, table.parentId),
    // The storefront finds a published page by its path, one slug under its published parent at a time.
    index('pages_published_slug_idx').on(
      table.siteId,
      sql`(${table.published}->>'parent')`,
      sql`(${table.published}->>'slug')`,
    ),
    unique('pages_sibling_slug_key').on(table.siteId, table.parentId, table.slug).nullsNotDistinct(),
  ],
);
