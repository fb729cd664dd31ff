import type { ShippingMethod, ShippingRegions } from '@vev/shared';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';

/** A site's shipping classes (spec 2 'Shipping class'); zones' methods price them by id. */
export const shippingClasses = pgTable(
  'shipping_classes',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.id] })],
);

/**
 * A site's shipping zones (spec 2 'Shipping zone'): where they deliver and their methods are
 * documents read and written whole; checkout tries the zones in `sort` order.
 */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    name: text('name').notNull(),
    regions: jsonb('regions').$type<ShippingRegions>().notNull(),
    methods: jsonb('methods').$type<ShippingMethod[]>().notNull(),
    sort: integer('sort').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('shipping_zones_sort_idx').on(table.siteId, table.sort, table.id),
  ],
);
