/**
 * Where media bytes live, behind one interface: local disk under DATA_DIR/media by default,
 * S3-compatible object storage when S3_* is configured. Uploads are spooled to a local
 * temporary file first and handed over only when complete, so a failed upload stores nothing.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Moves a complete local file into place under `key`; the local file is gone afterwards. */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when nothing is stored under `key`. */
  read(key: string): Promise<Readable | null>;
  /** Stores a copy of `fromKey`'s bytes under `toKey`, whole or not at all; false when `fromKey` holds nothing. */
  copy(fromKey: string, toKey: string): Promise<boolean>;
  /** Removes what is stored under `key`; a missing key is no error. */
  delete(key: string): Promise<void>;
}

/** Local directories every process keeps, whatever the storage: spooled uploads and cached variants. */
export interface MediaDirs {
  /** Uploads while they arrive (same file system as local storage, so a rename moves them). */
  spool: string;
  /** Image variants, keyed by file, content hash, transform and focus point. */
  variants: string;
}

export function mediaDirs(config: Pick<Config, 'mediaDir'>): MediaDirs {
  return { spool: path.join(config.mediaDir, 'tmp'), variants: path.join(config.mediaDir, 'variants') };
}

export function createMediaStorage(config: Pick<Config, 'mediaDir' | 's3'>): MediaStorage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(path.join(config.mediaDir, 'files'));
}

/** A fresh file name in the spool directory (created if missing). */
export async function spoolPath(dirs: MediaDirs): Promise<string> {
  await fs.promises.mkdir(dirs.spool, { recursive: true });
  return path.join(dirs.spool, `${randomUUID()}.part`);
}

/** Writes bytes to the spool and stores them under `key` (used by the demo seed). */
export async function storeBuffer(
  storage: MediaStorage,
  dirs: MediaDirs,
  key: string,
  bytes: Buffer,
  contentType: string,
): Promise<void> {
  const spooled = await spoolPath(dirs);
  try {
    await fs.promises.writeFile(spooled, bytes);
    await storage.putFile(key, spooled, contentType);
  } finally {
    await fs.promises.rm(spooled, { force: true });
  }
}
