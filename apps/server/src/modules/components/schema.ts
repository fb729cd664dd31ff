import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { draftableColumns } from '../../platform/resources/columns';

/** A reusable component's document: one section of its type, placed on pages by `componentRef`. */
export interface ComponentDocument {
  name: string;
  description: string;
  /** The section type (read-only after creation). */
  component: string;
  /** Its section instance (exactly one, of `component`'s type). */
  components: Record<string, unknown>[];
}

/** Reusable components (spec 3 'Components'): a section kept once and shown wherever it is placed. */
export const components = pgTable(
  'components',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    name: text('name').notNull(),
    component: text('component').notNull(),
    ...draftableColumns<ComponentDocument>(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('components_name_idx').on(table.siteId, table.name, table.id),
  ],
);
