import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { draftableColumns } from '../../platform/resources/columns';

export interface TemplateDocument {
  name: string;
  components: Record<string, unknown>[];
}

/** Page templates (header, main and footer sections) and sub-templates (partial). */
export const templates = pgTable(
  'templates',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    name: text('name').notNull(),
    partial: boolean('partial').notNull().default(false),
    ...draftableColumns<TemplateDocument>(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('templates_name_idx').on(table.siteId, table.name),
  ],
);
