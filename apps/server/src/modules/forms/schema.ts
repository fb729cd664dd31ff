import type { FormEntryValue, FormField } from '@vev/shared';
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';

/** A site's forms (spec 3 'Form'); the fields are one document, read and written as a whole. */
export const forms = pgTable(
  'forms',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    name: text('name').notNull(),
    internalDescription: text('internal_description').notNull().default(''),
    publicDescription: text('public_description').notNull().default(''),
    submitButtonText: text('submit_button_text').notNull(),
    successText: text('success_text').notNull(),
    forwardUrl: text('forward_url').notNull().default(''),
    fields: jsonb('fields').$type<FormField[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('forms_name_idx').on(table.siteId, table.name, table.id),
  ],
);

/** What visitors sent (spec 3 'Form entry'), listed per form newest first. */
export const formEntries = pgTable(
  'form_entries',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    formId: text('form_id').notNull(),
    referrer: text('referrer').notNull().default(''),
    data: jsonb('data').$type<{ field: string; value: FormEntryValue }[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    // NULLS FIRST, as ORDER BY … DESC has them: an index in another null order cannot give the newest first.
    index('form_entries_form_created_idx').on(
      table.siteId,
      table.formId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
