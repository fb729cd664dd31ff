import type { AttributeOption, AttributeType } from '@vev/shared';
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';

/** A shop's attributes (spec 3 'Attribute'): the options, in their order, are one document. */
export const attributes = pgTable(
  'attributes',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    name: text('name').notNull(),
    internalName: text('internal_name').notNull(),
    type: text('type').$type<AttributeType>().notNull(),
    description: text('description').notNull().default(''),
    options: jsonb('options').$type<AttributeOption[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('attributes_name_idx').on(table.siteId, table.name, table.id),
  ],
);
