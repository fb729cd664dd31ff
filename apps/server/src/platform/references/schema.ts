import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Which resource refers to which, extracted on every save; deletes and where-used read it. */
export const resourceReferences = pgTable(
  'resource_references',
  {
    siteId: text('site_id').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    targetId: text('target_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.sourceType, table.sourceId, table.targetId] }),
    index('resource_references_target_idx').on(table.siteId, table.targetId),
  ],
);
