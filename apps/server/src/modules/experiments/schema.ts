import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, updatedAt } from '../../db/columns';

/**
 * A page's sections in one variant of an A/B experiment (spec 3 'Experiment': a variant's
 * data.pages). Edits in the designer with `experiment` and `experimentVariant` go here; the page
 * itself is the baseline.
 */
export const pageVariants = pgTable(
  'page_variants',
  {
    siteId: text('site_id').notNull(),
    pageId: id('page_id'),
    experimentId: id('experiment_id'),
    variantId: id('variant_id'),
    components: jsonb('components').$type<Record<string, unknown>[]>().notNull(),
    version: integer('version').notNull().default(1),
    authorId: text('author_id'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.pageId, table.experimentId, table.variantId] })],
);
