import type { MediaFileType } from '@vev/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';

/**
 * The media library's files (spec 3 §3 'Media file'). The bytes live in storage under
 * `storageKey`; the row holds what the library shows, filters and sorts by.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    filename: text('filename').notNull(),
    format: text('format').notNull(),
    mime: text('mime').notNull(),
    fileType: text('file_type').$type<MediaFileType>().notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    altText: text('alt_text').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    focusX: integer('focus_x'),
    focusY: integer('focus_y'),
    previewImage: text('preview_image'),
    private: boolean('private').notNull().default(false),
    /** sha256 of the stored bytes: part of the delivery version and of every variant's cache key. */
    contentHash: text('content_hash').notNull(),
    storageKey: text('storage_key').notNull(),
    authorId: text('author_id'),
    /**
     * Set on a file a visitor sent with a form (the form's id): it is private, has no author, is
     * left out of the library and only reaches the site's contributors (docs/decisions/forms.md).
     */
    formId: text('form_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    // The grid's order (newest first): the first 99 tiles are 99 index entries, not a sort.
    index('media_files_list_idx').on(table.siteId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // Tag filters ("carries all of these"), with site_id inside the GIN (btree_gin).
    index('media_files_tags_idx').using('gin', table.siteId, table.tags),
    // Delivery (`/media/{id}/file`) knows only the id; ids are ULIDs, unique across sites.
    index('media_files_id_idx').on(table.id),
  ],
);
