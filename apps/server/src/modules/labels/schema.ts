import type { MediaReference } from '@vev/shared';
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';

/** A shop's product labels (spec 3 'Label'). */
export const labels = pgTable(
  'labels',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    textColor: text('text_color').notNull(),
    /** Rich text as raw draft JSON; '' for none. */
    text: text('text').notNull().default(''),
    image: jsonb('image').$type<MediaReference | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('labels_name_idx').on(table.siteId, table.name, table.id),
  ],
);
