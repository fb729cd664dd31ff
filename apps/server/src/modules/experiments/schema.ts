import type { ExperimentGoal } from '@vev/shared';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, updatedAt } from '../../db/columns';

/** A stored variant: the server gives every variant its id. */
export type StoredVariant = {
  _id: string;
  name: string;
  weight: number;
  data: { pages: { reference: string }[]; templates: { reference: string }[] };
};

/** A site's A/B experiments (spec 3 'Experiment'); goal and variants are read and written whole. */
export const experiments = pgTable(
  'experiments',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    name: text('name').notNull(),
    type: text('type').$type<'page'>().notNull(),
    description: text('description').notNull(),
    active: boolean('active').notNull(),
    fromDate: moment('from_date'),
    toDate: moment('to_date'),
    /** The page it tests. */
    reference: text('reference'),
    goal: jsonb('goal').$type<ExperimentGoal>().notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('experiments_name_idx').on(table.siteId, table.name, table.id),
    index('experiments_active_idx').on(table.siteId, table.active),
  ],
);

/** Entries and goals per variant, counted in the database so every process adds to the same figures. */
export const experimentCounters = pgTable(
  'experiment_counters',
  {
    siteId: text('site_id').notNull(),
    experimentId: id('experiment_id'),
    variantId: id('variant_id'),
    entries: integer('entries').notNull().default(0),
    goals: integer('goals').notNull().default(0),
    /** Øre: the goals' order lines. */
    goalValue: bigint('goal_value', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.experimentId, table.variantId] })],
);

/**
 * One row per visitor and experiment, by a hash of the visitor's id: a visitor enters once and
 * reaches the goal once, whatever the number of their visits.
 */
export const experimentVisitors = pgTable(
  'experiment_visitors',
  {
    siteId: text('site_id').notNull(),
    experimentId: id('experiment_id'),
    visitor: text('visitor').notNull(),
    variantId: text('variant_id').notNull(),
    enteredAt: createdAt(),
    goalAt: moment('goal_at'),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.experimentId, table.visitor] })],
);

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
