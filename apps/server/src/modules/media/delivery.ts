/**
 * `GET /media/{id}/file`: the stored bytes or an image variant. Variants are cached on disk
 * under a key of id, content hash, transform and focus point, so a stale one is never served.
 * A URL carrying the current version is cached for a year; a private file only reaches
 * signed-in members of its site, and a file a visitor sent with a form only its contributors.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { hasLevel, type MediaTransform } from '@vev/shared';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../platform/errors';
import { findSessionOnSite, sessionCookie } from '../../platform/sessions/sessions';
import { type MediaRow, mediaVersion } from './dto';
import { mediaFiles } from './schema';
import type { MediaContext } from './service';
import { svgContentSecurityPolicy } from './svg';
import { outputOf, renderVariant, transformable, transformKey, wantsVariant } from './transform';

const yearSeconds = 31_536_000;
/** Without the current version in the URL the same address may change, so caches check back soon. */
const unversionedSeconds = 60;

/** By id alone: the delivery URL carries no site (ids are unique ULIDs; see README). */
async function findForDelivery(context: MediaContext, id: string): Promise<MediaRow | null> {
  const [row] = await context.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  return row ?? null;
}

async function mayRead(context: MediaContext, request: FastifyRequest, row: MediaRow): Promise<boolean> {
  if (!row.private) return true;
  const token = request.cookies[sessionCookie];
  if (!token) return false;
  const found = await findSessionOnSite(context.db, token, row.siteId);
  if (!found?.permission) return false;
  // A visitor's file sent with a form is personal data, read like the entries: contributors and up.
  return row.formId === null || hasLevel(found.permission, 'contributor');
}

function contentDisposition(row: MediaRow, transform: MediaTransform): string | null {
  const attachment = transform.download === 'true' || row.fileType === 'raw';
  if (!attachment && row.fileType === 'image') return null;
  const ascii = row.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${attachment ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.filename)}`;
}

async function cachedVariant(file: string): Promise<Buffer | null> {
  try {
    return await fs.promises.readFile(file);
  } catch {
    return null;
  }
}

/** Written to a temporary name and renamed, so a reader never sees half a variant. */
async function cacheVariant(file: string, bytes: Buffer): Promise<void> {
  const partial = `${file}.${process.pid}.${Date.now()}.part`;
  try {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(partial, bytes);
    await fs.promises.rename(partial, file);
  } catch {
    await fs.promises.rm(partial, { force: true });
  }
}

export async function deliverMedia(
  context: MediaContext,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  transform: MediaTransform,
): Promise<FastifyReply> {
  const row = await findForDelivery(context, id);
  if (!row || !(await mayRead(context, request, row))) throw notFound();
  const version = mediaVersion(row);
  const variant = transformable(row) && wantsVariant(transform) ? transformKey(row, transform) : null;
  const etag = `"${version}${variant ? `-${variant}` : ''}"`;
  const maxAge = transform.v === version ? `max-age=${yearSeconds}, immutable` : `max-age=${unversionedSeconds}`;
  reply.headers({
    'cache-control': `${row.private ? 'private' : 'public'}, ${maxAge}`,
    etag,
    'x-content-type-options': 'nosniff',
    // The storefront is another origin (a site's domain) and must be able to show the file.
    'cross-origin-resource-policy': 'cross-origin',
  });
  if (row.private) reply.header('vary', 'Cookie');
  const disposition = contentDisposition(row, transform);
  if (disposition) reply.header('content-disposition', disposition);
  if (row.mime === 'image/svg+xml') reply.header('content-security-policy', svgContentSecurityPolicy);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();

  if (!variant) {
    const stream = await context.storage.read(row.storageKey);
    if (!stream) throw notFound();
    return reply.type(row.mime).header('content-length', row.bytes).send(stream);
  }
  const focus = row.focusX !== null && row.focusY !== null ? `${row.focusX}_${row.focusY}` : 'c';
  const cacheFile = path.join(context.dirs.variants, row.id, `${row.contentHash.slice(0, 24)}-${variant}-${focus}`);
  const cached = await cachedVariant(cacheFile);
  if (cached) return reply.type(outputOf(row, transform).mime).send(cached);
  const stream = await context.storage.read(row.storageKey);
  if (!stream) throw notFound();
  const rendered = await renderVariant(await buffer(stream), row, transform);
  await cacheVariant(cacheFile, rendered.bytes);
  return reply.type(rendered.mime).send(rendered.bytes);
}
