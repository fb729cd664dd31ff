/** Rows to the API's shape (spec 3 §3 'Media file'), and the delivery address with its version. */
import { createHash } from 'node:crypto';
import type { Media } from '@vev/shared';
import type { mediaFiles } from './schema';

export type MediaRow = typeof mediaFiles.$inferSelect;

/** Changes whenever the bytes or the focus point do: a URL with it can be cached for a year. */
export function mediaVersion(row: Pick<MediaRow, 'contentHash' | 'focusX' | 'focusY'>): string {
  return createHash('sha256')
    .update(`${row.contentHash}:${row.focusX ?? ''},${row.focusY ?? ''}`)
    .digest('hex')
    .slice(0, 16);
}

export function mediaUrl(publicUrl: URL, row: Pick<MediaRow, 'id' | 'contentHash' | 'focusX' | 'focusY'>): string {
  return new URL(`/media/${row.id}/file?v=${mediaVersion(row)}`, publicUrl).href;
}

export function toMedia(row: MediaRow, authorName: string | null, publicUrl: URL): Media {
  const url = mediaUrl(publicUrl, row);
  return {
    _id: row.id,
    site: row.siteId,
    url,
    secure_url: url,
    original_filename: row.filename,
    format: row.format,
    fileType: row.fileType,
    type: row.mime,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    altText: row.altText,
    tags: row.tags,
    focusCoordinates: row.focusX !== null && row.focusY !== null ? { x: row.focusX, y: row.focusY } : null,
    previewImage: row.previewImage,
    private: row.private,
    author: authorName ? { name: authorName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The search index entry: power search finds a file by name, alt text and tags. */
export function mediaSearchEntry(row: MediaRow, publicUrl: URL) {
  return {
    type: 'media',
    id: row.id,
    title: row.filename,
    subtitle: row.format.toUpperCase(),
    description: row.altText,
    image: row.fileType === 'image' ? `${mediaUrl(publicUrl, row)}&w=400` : null,
    editPath: `/innhold/filer?file=${row.id}`,
    keywords: row.tags.join(' '),
  };
}
