/**
 * Files a visitor sends with a form (docs/decisions/forms.md): the form posts multipart/form-data,
 * each file field takes one file of at most `formFileMaxBytes` (all files together at most the
 * platform's `mediaUploadMaxBytes`) whose sniffed type must match the field's `accept`. Files are
 * spooled while read; once the entry is accepted they become private media carrying the form's id
 * (no author, not in the library, delivered only to the site's contributors).
 */
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { type FormField, type FormFileValue, formAcceptText, mediaUploadMaxBytes } from '@vev/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { mediaUrl } from '../../modules/media/dto';
import { baseName, Inspector } from '../../modules/media/receive';
import { mediaFiles } from '../../modules/media/schema';
import type { AcceptedType } from '../../modules/media/sniff';
import { svgProblem } from '../../modules/media/svg';
import { typeOf } from '../../modules/media/upload';
import { newId } from '../../platform/ids';
import type { MediaStorage } from '../../platform/storage/storage';
import { type MediaDirs, spoolPath } from '../../platform/storage/storage';

/** One file per field, at most this large (said under the field: `fileFieldNote` of @vev/sections). */
export const formFileMaxBytes = 10 * 1024 * 1024;
/** A form has at most this many file fields that take a file in one post. */
export const formFilesMax = 10;

export const formFileMessages = {
  tooLarge: 'Filen er for stor (høyst 10 MB).',
  tooLargeTogether: 'Filene er til sammen for store (høyst 50 MB).',
  wrongType: (accept: string) =>
    formAcceptText(accept)
      ? `Filtypen er ikke tillatt her (tillatt: ${formAcceptText(accept)}).`
      : 'Filtypen er ikke tillatt her.',
  chooseAgain: 'Velg filen på nytt.',
} as const;

export interface ReceivedFormFile {
  field: string;
  spooled: string;
  filename: string;
  bytes: number;
  contentHash: string;
  type: AcceptedType;
}

export interface ReceivedForm {
  /** The text parts, by name (a list when a name repeats). */
  body: Record<string, string | string[]>;
  files: ReceivedFormFile[];
  /** A message per file field whose file was refused. */
  errors: Record<string, string>;
}

/** `image/*,.pdf`: a sniffed type meets a token by its mime, its group (`image/*`) or an extension. */
export function acceptsType(accept: string, type: AcceptedType): boolean {
  const tokens = accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  return tokens.some((token) => {
    if (token.startsWith('.')) return (type.extensions as readonly string[]).includes(token.slice(1));
    if (token.endsWith('/*')) return type.mime.startsWith(token.slice(0, -1));
    return token === type.mime;
  });
}

async function checkType(
  field: FormField,
  file: Omit<ReceivedFormFile, 'type' | 'field'>,
  inspection: ReturnType<Inspector['result']>['inspection'],
) {
  const upload = { ...file, inspection };
  const type = await typeOf(upload, undefined).catch(() => null);
  if (!type || !acceptsType(field.accept, type)) return null;
  if (type.mime === 'image/svg+xml' && svgProblem(await fs.promises.readFile(file.spooled, 'utf8'))) return null;
  return type;
}

/** Removes spooled files that did not become media. */
export async function discardFormFiles(files: readonly Pick<ReceivedFormFile, 'spooled'>[]): Promise<void> {
  for (const file of files) await fs.promises.rm(file.spooled, { force: true });
}

/** Reads a multipart post: text parts into `body`, each file field's file spooled and checked. */
export async function receiveFormPost(
  request: FastifyRequest,
  dirs: MediaDirs,
  fields: readonly FormField[],
): Promise<ReceivedForm> {
  const body: Record<string, string | string[]> = {};
  const files: ReceivedFormFile[] = [];
  const errors: Record<string, string> = {};
  const spooled: string[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = String(part.value);
        const before = body[part.fieldname];
        body[part.fieldname] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
        continue;
      }
      const field = fields.find((candidate) => candidate.type === 'file' && candidate.name === part.fieldname);
      const filename = baseName(part.filename ?? '').slice(0, 255);
      if (!field || !filename || files.some((file) => file.field === field.name) || field.name in errors) {
        part.file.resume();
        continue;
      }
      const path = await spoolPath(dirs);
      spooled.push(path);
      const inspector = new Inspector();
      await pipeline(part.file, inspector, fs.createWriteStream(path, { flags: 'wx' }));
      const { bytes, contentHash, inspection } = inspector.result();
      if (bytes === 0) continue; // An empty part: the browser's way of sending no file.
      total += bytes;
      if (part.file.truncated) errors[field.name] = formFileMessages.tooLarge;
      else if (total > mediaUploadMaxBytes) errors[field.name] = formFileMessages.tooLargeTogether;
      if (field.name in errors) continue;
      const received = { spooled: path, filename, bytes, contentHash };
      const type = await checkType(field, received, inspection);
      if (!type) errors[field.name] = formFileMessages.wrongType(field.accept);
      else files.push({ ...received, field: field.name, type });
    }
  } catch (error) {
    await discardFormFiles(spooled.map((path) => ({ spooled: path })));
    throw error;
  }
  const kept = new Set(files.map((file) => file.spooled));
  await discardFormFiles(spooled.filter((path) => !kept.has(path)).map((path) => ({ spooled: path })));
  return { body, files, errors };
}

/** What the entry check sees for a received file, before it is stored. */
export const pendingFileValue = (file: ReceivedFormFile): FormFileValue => ({
  filename: file.filename,
  url: '',
  size: file.bytes,
});

export type FormMediaRow = typeof mediaFiles.$inferInsert;

/**
 * Puts the files into storage and returns the rows to insert with the entry and the values that
 * stand for them; the stored files are removed again by `unstoreFormFiles` if the entry fails.
 */
export async function storeFormFiles(
  storage: MediaStorage,
  publicUrl: URL,
  input: { siteId: string; formId: string; files: readonly ReceivedFormFile[] },
): Promise<{ rows: FormMediaRow[]; values: Map<string, FormFileValue> }> {
  const rows: FormMediaRow[] = [];
  const values = new Map<string, FormFileValue>();
  for (const file of input.files) {
    const id = newId();
    const storageKey = `${input.siteId}/${id}`;
    try {
      await storage.putFile(storageKey, file.spooled, file.type.mime);
    } catch (error) {
      await unstoreFormFiles(storage, rows);
      throw error;
    }
    const row = {
      siteId: input.siteId,
      id,
      filename: file.filename,
      format: file.type.format,
      mime: file.type.mime,
      fileType: file.type.fileType,
      bytes: file.bytes,
      private: true,
      contentHash: file.contentHash,
      storageKey,
      authorId: null,
      formId: input.formId,
    } satisfies FormMediaRow;
    rows.push(row);
    values.set(file.field, {
      filename: file.filename,
      url: mediaUrl(publicUrl, { ...row, focusX: null, focusY: null }),
      size: file.bytes,
    });
  }
  return { rows, values };
}

export async function unstoreFormFiles(storage: MediaStorage, rows: readonly Pick<FormMediaRow, 'storageKey'>[]) {
  for (const row of rows) await storage.delete(row.storageKey).catch(() => undefined);
}

/** The media ids an entry's file values point at (`/media/{id}/file`). */
export function formFileIds(data: readonly { value: unknown }[]): string[] {
  const ids: string[] = [];
  for (const item of data) {
    if (!Array.isArray(item.value)) continue;
    for (const value of item.value) {
      if (!value || typeof value !== 'object' || !('url' in value) || typeof value.url !== 'string') continue;
      const id = /\/media\/([^/?#]+)\/file/.exec(value.url)?.[1];
      if (id) ids.push(decodeURIComponent(id));
    }
  }
  return ids;
}

/** Deletes the form files with these ids (inside the caller's transaction); returns their storage keys. */
export async function deleteFormFileRows(db: Database, siteId: string, formId: string, ids?: readonly string[]) {
  if (ids && ids.length === 0) return [];
  const conditions = [eq(mediaFiles.siteId, siteId), eq(mediaFiles.formId, formId)];
  if (ids) conditions.push(inArray(mediaFiles.id, [...ids]));
  return db
    .delete(mediaFiles)
    .where(and(...conditions))
    .returning({ id: mediaFiles.id, storageKey: mediaFiles.storageKey });
}
