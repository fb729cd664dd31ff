/**
 * The platform's own font files, `/_vev/fonts/{family}-{subset}-{weight}-{style}.woff2` on every
 * site's host, read from the @fontsource packages the server depends on: the themes' fonts never
 * come from another host, so no font service sees a visitor before any cookie choice.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type HostedFontFile, hostedFontFileName, parseHostedFontFileName } from '@vev/sections';
import type { FastifyReply } from 'fastify';
import { plainNotFound } from './resolvers/resolver';

const resolvePackageFile = createRequire(import.meta.url).resolve;

/**
 * Read once per process: the catalogue bounds them (five families, their weights, two subsets, two
 * styles; the pages ask for a few dozen at most, some 20–40 KB each).
 */
const loaded = new Map<string, Promise<Buffer | null>>();

async function readFontFile(file: HostedFontFile): Promise<Buffer | null> {
  try {
    return await fs.readFile(resolvePackageFile(`@fontsource/${file.family.id}/files/${hostedFontFileName(file)}`));
  } catch {
    return null;
  }
}

export function hostedFontBytes(file: HostedFontFile): Promise<Buffer | null> {
  const name = hostedFontFileName(file);
  let bytes = loaded.get(name);
  if (!bytes) {
    bytes = readFontFile(file);
    loaded.set(name, bytes);
  }
  return bytes;
}

/**
 * The file a name asks for, cached for a year as immutable. The packages are pinned; a later version
 * of one refines a face's outlines at most, so a browser that keeps the older file shows the same text.
 */
export async function sendHostedFont(reply: FastifyReply, name: string): Promise<FastifyReply> {
  const file = parseHostedFontFileName(name);
  const bytes = file ? await hostedFontBytes(file) : null;
  if (!bytes) return plainNotFound(reply, 'Fant ikke skriften.');
  return reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .type('font/woff2')
    .send(bytes);
}
