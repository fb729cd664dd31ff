/**
 * `POST media`: a received upload becomes a stored file and a row. Everything is checked
 * before anything is stored; the bytes go into storage before the row is written, and are
 * removed again if the row cannot be.
 */
import fs from 'node:fs';
import {
  acceptedFormats,
  type Media,
  mediaUpdateSchema,
  mediaUploadFieldsSchema,
  mediaUploadMessages,
  nameFitsType,
} from '@vev/shared';
import { domainsChanged } from '../../platform/cache/site-versions';
import { AppError, badRequest } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { sharp } from '../../platform/images';
import { upsertSearchEntry } from '../../platform/search/search-index';
import type { SessionUser } from '../../platform/sessions/sessions';
import { findUnstorableText, unstorableTextMessage } from '../../platform/text-guard';
import { mediaSearchEntry, toMedia } from './dto';
import type { ReceivedUpload } from './receive';
import { mediaFiles } from './schema';
import type { MediaContext } from './service';
import { type AcceptedType, sniffType, zipSignature } from './sniff';
import { svgProblem, svgRefusedMessage } from './svg';
import { zipEntryNames } from './zip-entries';

export const wrongType = () =>
  new AppError(415, 'unsupportedMediaType', mediaUploadMessages.wrongType(acceptedFormats()));

/** Comma-joined tags to a list: trimmed, without empties or case-insensitive repeats. */
export function splitTags(joined: string | undefined): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of (joined ?? '').split(',').map((item) => item.trim())) {
    if (!tag || seen.has(tag.toLocaleLowerCase('nb'))) continue;
    seen.add(tag.toLocaleLowerCase('nb'));
    tags.push(tag);
  }
  const parsed = mediaUpdateSchema.shape.tags.safeParse(tags);
  if (!parsed.success) throw badRequest('Ugyldige stikkord.', { tags: 'Høyst 100 stikkord på opptil 60 tegn.' });
  return tags;
}

function parseFields(upload: ReceivedUpload) {
  const unstorable = findUnstorableText({ ...upload.fields, filename: upload.filename });
  if (unstorable) throw badRequest(unstorableTextMessage, { [unstorable.join('.')]: unstorableTextMessage });
  return mediaUploadFieldsSchema.parse(upload.fields);
}

/**
 * The sniffed type, which the file's name and the name it is stored under must not contradict:
 * text named `.png` or a PDF named `.jpg` would be offered to people as something it is not.
 */
export async function typeOf(
  upload: Pick<ReceivedUpload, 'inspection' | 'spooled' | 'bytes' | 'filename'>,
  storedName: string | undefined,
): Promise<AcceptedType> {
  const { head } = upload.inspection;
  const isZip = zipSignature.every((byte, index) => head[index] === byte);
  const zipEntries = isZip ? await zipEntryNames(upload.spooled, upload.bytes) : undefined;
  const type = sniffType({ ...upload.inspection, zipEntries }, upload.filename);
  if (!type || ![upload.filename, storedName ?? ''].every((name) => nameFitsType(name, type))) throw wrongType();
  return type;
}

/** Width and height as shown (EXIF rotation applied); refuses an image sharp cannot read. */
async function imageSize(upload: ReceivedUpload, type: AcceptedType) {
  if (type.mime === 'image/svg+xml') {
    const problem = svgProblem(await fs.promises.readFile(upload.spooled, 'utf8'));
    if (problem) throw badRequest(svgRefusedMessage);
  }
  try {
    const metadata = await sharp(upload.spooled).metadata();
    const { width, height } = metadata.autoOrient;
    if (!width || !height) throw wrongType();
    return { width, height };
  } catch {
    throw wrongType();
  }
}

export async function createMedia(
  context: MediaContext,
  input: { siteId: string; user: SessionUser; upload: ReceivedUpload; private: boolean },
): Promise<Media> {
  const { upload, siteId } = input;
  const { db, storage, publicUrl } = context;
  try {
    const fields = parseFields(upload);
    const tags = splitTags(fields.tags);
    const type = await typeOf(upload, fields.name);
    const size = type.fileType === 'image' ? await imageSize(upload, type) : { width: null, height: null };
    const id = newId();
    const storageKey = `${siteId}/${id}`;
    await storage.putFile(storageKey, upload.spooled, type.mime);
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(mediaFiles)
          .values({
            siteId,
            id,
            filename: (fields.name || upload.filename || `fil.${type.format}`).slice(0, 255),
            format: type.format,
            mime: type.mime,
            fileType: type.fileType,
            bytes: upload.bytes,
            ...size,
            altText: fields.altText ?? '',
            tags,
            private: input.private,
            contentHash: upload.contentHash,
            storageKey,
            authorId: input.user.id,
          })
          .returning();
        if (!inserted) throw new Error('media insert returned nothing');
        await upsertSearchEntry(tx, siteId, mediaSearchEntry(inserted, publicUrl));
        await domainsChanged(tx, siteId, ['media']);
        return inserted;
      });
      return toMedia(row, input.user.name, publicUrl);
    } catch (error) {
      await storage.delete(storageKey);
      throw error;
    }
  } finally {
    await fs.promises.rm(upload.spooled, { force: true });
  }
}
