/**
 * A test-only draftable resource with child rows, shaped like the shop's products will be: a
 * widget with variants in rows of their own (unique SKU per site and stage, a filterable price,
 * live stock) and live stock of its own. Its tables are created in the test's own database.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client';
import { newId } from '../src/platform/ids';
import type { ChildRows } from '../src/platform/resources/child-rows';
import { draftableColumns } from '../src/platform/resources/columns';
import { createDraftable, type DraftableResource } from '../src/platform/resources/drafts';
import type { SessionUser } from '../src/platform/sessions/sessions';

export interface WidgetDocument {
  title: string;
  variants: { id: string; sku: string; price: number }[];
}

export const widgets = pgTable(
  'test_widgets',
  {
    siteId: text('site_id').notNull(),
    id: text('id').notNull(),
    title: text('title').notNull(),
    stock: integer('stock').notNull().default(0),
    ...draftableColumns<WidgetDocument>(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.id] })],
);
export type WidgetRow = typeof widgets.$inferSelect;

export const widgetVariants = pgTable(
  'test_widget_variants',
  {
    siteId: text('site_id').notNull(),
    widgetId: text('widget_id').notNull(),
    stage: text('stage').$type<'published' | 'draft'>().notNull(),
    id: text('id').notNull(),
    sku: text('sku').notNull(),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.widgetId, table.stage, table.id] }),
    unique('test_widget_variants_sku').on(table.siteId, table.stage, table.sku),
  ],
);

export async function createWidgetTables(db: Database): Promise<void> {
  await db.execute(sql`CREATE TABLE test_widgets (
    site_id text NOT NULL, id text NOT NULL, title text NOT NULL, stock integer NOT NULL DEFAULT 0,
    published jsonb NOT NULL, draft jsonb, version integer NOT NULL DEFAULT 1,
    modified_at timestamptz, published_at timestamptz, author_id text, editor_id text,
    created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (site_id, id))`);
  await db.execute(sql`CREATE TABLE test_widget_variants (
    site_id text NOT NULL, widget_id text NOT NULL, stage text NOT NULL, id text NOT NULL,
    sku text NOT NULL, price integer NOT NULL, stock integer NOT NULL DEFAULT 0,
    PRIMARY KEY (site_id, widget_id, stage, id),
    CONSTRAINT test_widget_variants_sku UNIQUE (site_id, stage, sku))`);
}

export const skuTakenMessage = 'Varenummeret er allerede i bruk.';

/** Variants of one stage follow its document; a variant that stays keeps its stock. */
const variantRows: ChildRows<WidgetDocument, WidgetRow> = {
  uniqueMessage: skuTakenMessage,
  async write(db, { row, stage, document }) {
    const kept = document?.variants.map((variant) => variant.id) ?? [];
    const ofStage = and(
      eq(widgetVariants.siteId, row.siteId),
      eq(widgetVariants.widgetId, row.id),
      eq(widgetVariants.stage, stage),
    );
    await db.delete(widgetVariants).where(kept.length ? and(ofStage, notInArray(widgetVariants.id, kept)) : ofStage);
    for (const variant of document?.variants ?? []) {
      await db
        .insert(widgetVariants)
        .values({ siteId: row.siteId, widgetId: row.id, stage, ...variant })
        .onConflictDoUpdate({
          target: [widgetVariants.siteId, widgetVariants.widgetId, widgetVariants.stage, widgetVariants.id],
          set: { sku: variant.sku, price: variant.price },
        });
    }
  },
};

export const widgetResource: DraftableResource<WidgetDocument, WidgetRow> = {
  type: 'widget',
  cacheDomain: 'content',
  table: widgets,
  currentColumns: (document) => ({ title: document.title }),
  publishedColumns: () => ({}),
  namedReferences: () => [],
  searchEntry: () => null,
  validate: async () => {},
  title: (document) => document.title,
  childRows: variantRows,
  liveFields: { stock: 'unversioned' },
};

/** A new, published widget on the site. */
export function createWidget(db: Database, input: { siteId: string; user: SessionUser; published: WidgetDocument }) {
  const now = new Date();
  return createDraftable(db, widgetResource, {
    siteId: input.siteId,
    id: newId(),
    title: input.published.title,
    stock: 0,
    published: input.published,
    draft: null,
    version: 1,
    modifiedAt: null,
    publishedAt: now,
    authorId: input.user.id,
    editorId: input.user.id,
    createdAt: now,
    updatedAt: now,
  });
}
