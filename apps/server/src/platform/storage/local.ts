/** Media on local disk: one file per key under DATA_DIR/media/files. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaStorage } from './storage';

export class LocalStorage implements MediaStorage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const resolved = path.resolve(this.root, key);
    // Keys are built from ids, never from user input; this only guards against a bug doing so.
    if (!resolved.startsWith(`${path.resolve(this.root)}${path.sep}`)) throw new Error(`bad storage key ${key}`);
    return resolved;
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // The spool is on the same file system, so the file appears whole or not at all.
    await fs.promises.rename(localPath, target);
  }

  async copy(fromKey: string, toKey: string): Promise<boolean> {
    const target = this.pathOf(toKey);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Copied beside the target first, so the file appears whole or not at all.
    const partial = `${target}.${randomUUID()}.part`;
    try {
      await fs.promises.copyFile(this.pathOf(fromKey), partial);
      await fs.promises.rename(partial, target);
      return true;
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async read(key: string): Promise<Readable | null> {
    const file = this.pathOf(key);
    try {
      const handle = await fs.promises.open(file, 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
