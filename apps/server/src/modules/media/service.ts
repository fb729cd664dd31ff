/** The media library's reads and edits; every query names the site (spec 3 §7 'Media'). */
import fs from 'node:fs';
import path from 'node:path';
import { focusInside, type Media, type MediaSearchQuery, type MediaUpdate } from '@vev/shared';
import { and, arrayContains, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../platform/accounts/schema';
import { domainsChanged } from '../../platform/cache/site-versions';
import { badRequest, notFound } from '../../platform/errors';
import { matchingResources, upsertSearchEntry } from '../../platform/search/search-index';
import type { MediaDirs, MediaStorage } from '../../platform/storage/storage';
import { type MediaRow, mediaSearchEntry, toMedia } from './dto';
import { mediaFiles } from './schema';
import { splitTags } from './upload';

/** A file of the library: not one a visitor sent with a form (those belong to their entry). */
export const inLibrary = (siteId: string, id: string) =>
  and(eq(mediaFiles.siteId, siteId), eq(mediaFiles.id, id), isNull(mediaFiles.formId));

export interface MediaContext {
  db: Database;
  storage: MediaStorage;
  dirs: MediaDirs;
  publicUrl: URL;
}

export const focusOutsideMessage = 'Fokuspunktet må ligge innenfor bildet.';
export const focusOnlyOnImagesMessage = 'Fokuspunkt kan bare settes på bilder.';
export const previewImageMessage = 'Forhåndsvisningen må være et annet bilde i mediebiblioteket.';

function selectWithAuthor(db: Database) {
  return db
    .select({ file: mediaFiles, authorName: users.name })
    .from(mediaFiles)
    .leftJoin(users, eq(users.id, mediaFiles.authorId));
}

export async function findMediaRow(db: Database, siteId: string, id: string): Promise<MediaRow> {
  const [row] = await db.select().from(mediaFiles).where(inLibrary(siteId, id));
  if (!row) throw notFound();
  return row;
}

export async function getMedia(context: MediaContext, siteId: string, id: string): Promise<Media> {
  const [found] = await selectWithAuthor(context.db).where(inLibrary(siteId, id));
  if (!found) throw notFound();
  return toMedia(found.file, found.authorName, context.publicUrl);
}

/** Newest first, at most 99 a page; reads the list index in its order and stops at `limit`. */
export async function searchMedia(context: MediaContext, siteId: string, query: MediaSearchQuery): Promise<Media[]> {
  const conditions: SQL[] = [eq(mediaFiles.siteId, siteId), isNull(mediaFiles.formId)];
  const text = (query.text ?? query.name ?? '').trim();
  if (text) {
    conditions.push(sql`(${mediaFiles.siteId}, ${mediaFiles.id}) IN ${matchingResources([siteId], ['media'], text)}`);
  }
  const tags = splitTags(query.tags);
  if (tags.length) conditions.push(arrayContains(mediaFiles.tags, tags));
  if (query.fileType) conditions.push(eq(mediaFiles.fileType, query.fileType));
  if (query.private) conditions.push(eq(mediaFiles.private, query.private === 'true'));
  const rows = await selectWithAuthor(context.db)
    .where(and(...conditions))
    .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map((row) => toMedia(row.file, row.authorName, context.publicUrl));
}

async function checkPreviewImage(db: Database, row: MediaRow, previewImage: string | null | undefined) {
  if (!previewImage) return;
  const [preview] = await db
    .select({ fileType: mediaFiles.fileType })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.siteId, row.siteId), eq(mediaFiles.id, previewImage)));
  if (previewImage === row.id || preview?.fileType !== 'image') {
    throw badRequest(previewImageMessage, { previewImage: previewImageMessage });
  }
}

function focusColumns(row: MediaRow, focus: MediaUpdate['focusCoordinates']) {
  if (focus === undefined) return {};
  if (focus === null) return { focusX: null, focusY: null };
  if (row.fileType !== 'image' || !row.width || !row.height) {
    throw badRequest(focusOnlyOnImagesMessage, { focusCoordinates: focusOnlyOnImagesMessage });
  }
  if (!focusInside({ width: row.width, height: row.height }, focus)) {
    throw badRequest(focusOutsideMessage, { focusCoordinates: focusOutsideMessage });
  }
  return { focusX: focus.x, focusY: focus.y };
}

export async function updateMedia(
  context: MediaContext,
  input: { siteId: string; id: string; update: MediaUpdate },
): Promise<Media> {
  const { update } = input;
  await context.db.transaction(async (tx) => {
    const [row] = await tx.select().from(mediaFiles).where(inLibrary(input.siteId, input.id)).for('update');
    if (!row) throw notFound();
    await checkPreviewImage(tx, row, update.previewImage);
    const [updated] = await tx
      .update(mediaFiles)
      .set({
        ...(update.original_filename !== undefined ? { filename: update.original_filename } : {}),
        ...(update.altText !== undefined ? { altText: update.altText } : {}),
        ...(update.tags !== undefined ? { tags: splitTags(update.tags.join(',')) } : {}),
        ...(update.previewImage !== undefined ? { previewImage: update.previewImage } : {}),
        ...focusColumns(row, update.focusCoordinates),
        updatedAt: new Date(),
      })
      .where(and(eq(mediaFiles.siteId, row.siteId), eq(mediaFiles.id, row.id)))
      .returning();
    if (updated) await upsertSearchEntry(tx, row.siteId, mediaSearchEntry(updated, context.publicUrl));
    await domainsChanged(tx, row.siteId, ['media']);
  });
  return getMedia(context, input.siteId, input.id);
}

/**
 * The bytes and every cached variant of deleted files. The rows are already gone, so nothing
 * can serve them any more: a file left behind by a storage failure wastes space, nothing else.
 */
export async function removeStoredFiles(context: MediaContext, rows: Pick<MediaRow, 'id' | 'storageKey'>[]) {
  for (const row of rows) {
    await context.storage.delete(row.storageKey).catch(() => undefined);
    await fs.promises.rm(path.join(context.dirs.variants, row.id), { recursive: true, force: true });
  }
}
