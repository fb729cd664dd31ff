/**
 * The demo sites' media libraries: pictures rendered at seed time (see seed-demo-media-images),
 * stored like uploads and indexed for search, so pages can use them as featured images.
 */
import { createHash } from 'node:crypto';
import type { MediaReference } from '@vev/shared';
import type { Config } from '../config';
import { mediaSearchEntry, mediaUrl } from '../modules/media/dto';
import { mediaFiles } from '../modules/media/schema';
import { newId } from '../platform/ids';
import { searchIndex } from '../platform/search/schema';
import { searchRow } from '../platform/search/search-index';
import {
  createMediaStorage,
  type MediaDirs,
  type MediaStorage,
  mediaDirs,
  storeBuffer,
} from '../platform/storage/storage';
import type { Database } from './client';
import { demoImages, renderDemoImage } from './seed-demo-media-images';

export interface DemoMediaOptions {
  storage: MediaStorage;
  dirs: MediaDirs;
  publicUrl: URL;
  /** Pixel width of the pictures: full size for people, small for tests (which seed every file). */
  imageWidth: number;
}

export function demoMediaOptions(config: Config): DemoMediaOptions {
  return {
    storage: createMediaStorage(config),
    dirs: mediaDirs(config),
    publicUrl: config.publicUrl,
    imageWidth: config.env === 'test' ? 120 : 1200,
  };
}

/** Stores `count` of the demo pictures on the site and answers references to them, for pages. */
export async function seedDemoMedia(
  db: Database,
  options: DemoMediaOptions,
  input: { siteId: string; authorId: string; count: number },
): Promise<MediaReference[]> {
  const images = demoImages.slice(0, input.count);
  const started = Date.now();
  // Tests seed every file anew: one insert per table and parallel writes keep that cheap.
  const values = await Promise.all(
    images.map(async (image, index) => {
      const bytes = await renderDemoImage(image, options.imageWidth);
      const id = newId();
      const storageKey = `${input.siteId}/${id}`;
      await storeBuffer(options.storage, options.dirs, storageKey, bytes, 'image/jpeg');
      return {
        siteId: input.siteId,
        id,
        filename: image.filename,
        format: 'jpg',
        mime: 'image/jpeg',
        fileType: 'image' as const,
        bytes: bytes.length,
        width: options.imageWidth,
        height: Math.round((options.imageWidth * 2) / 3),
        altText: image.alt,
        tags: image.tags,
        contentHash: createHash('sha256').update(bytes).digest('hex'),
        storageKey,
        authorId: input.authorId,
        // Spread over the last days, oldest first, so the library has an order to show.
        createdAt: new Date(started - (images.length - index) * 3_600_000),
      };
    }),
  );
  if (!values.length) return [];
  const rows = await db.insert(mediaFiles).values(values).returning();
  await db
    .insert(searchIndex)
    .values(rows.map((row) => searchRow(input.siteId, mediaSearchEntry(row, options.publicUrl))));
  return rows.map((row) => ({ ref: row.id, url: mediaUrl(options.publicUrl, row), alt: row.altText }));
}
