import type { CrossSellEntry, CustomizeOption, TemplateAttribute } from '@vev/shared';
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';

/**
 * A shop's product templates (spec 3 'Product template'): the attributes, customization fields and
 * cross-sell are read and written whole, so each is one document.
 */
export const productTemplates = pgTable(
  'product_templates',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    attributes: jsonb('attributes').$type<TemplateAttribute[]>().notNull(),
    customizeOptions: jsonb('customize_options').$type<CustomizeOption[]>().notNull(),
    crossSell: jsonb('cross_sell').$type<CrossSellEntry[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('product_templates_name_idx').on(table.siteId, table.name, table.id),
  ],
);
