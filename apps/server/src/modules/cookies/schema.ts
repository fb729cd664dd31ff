import type { ConsentCategory } from '@vev/shared';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';

/** A site's own cookies for the consent dialog (spec 2 'Cookie definition'), in the order imported. */
export const cookieDefinitions = pgTable(
  'cookie_definitions',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    purpose: text('purpose').notNull(),
    consentCategories: text('consent_categories').array().$type<ConsentCategory[]>().notNull(),
    expiry: text('expiry').notNull(),
    vendor: text('vendor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.id] })],
);
