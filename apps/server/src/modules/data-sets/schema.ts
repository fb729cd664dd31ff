import type { PropDefinition, SectionProps } from '@vev/sections';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';

/** A site's data sets (spec 3 'Data set'): the kinds of records it keeps, with their props. */
export const dataSets = pgTable(
  'data_sets',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    /** The slug in `/innhold/data-sets/{name}` and the API's `data-sets/{name}`; unique per site. */
    name: text('name').notNull(),
    label: text('label').notNull(),
    props: jsonb('props').$type<PropDefinition[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    uniqueIndex('data_sets_name_idx').on(table.siteId, table.name),
  ],
);

/** The records of a data set; their values follow the set's props and are read and written whole. */
export const dataSetRecords = pgTable(
  'data_set_records',
  {
    siteId: text('site_id').notNull(),
    /** The set's id, so a set can be renamed without touching its records. */
    dataSetId: text('data_set_id').notNull(),
    id: id(),
    values: jsonb('values').$type<SectionProps>().notNull(),
    /** The record's title (its first text value), what the list shows and searches. */
    title: text('title').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('data_set_records_list_idx').on(table.siteId, table.dataSetId, table.title, table.id),
    index('data_set_records_title_trgm_idx').using('gin', table.siteId, sql`${table.title} gin_trgm_ops`),
  ],
);
