/**
 * The media library (spec 1 §3 'Media', spec 3 §3 'Media file', §5 'Media upload', §7 'Media'):
 * what the API answers, what it accepts, and the limits both sides apply.
 */
import { z } from 'zod';
import { dependencyReportSchema } from '../content/dependencies';

const id = () => z.string().min(1).max(40);
const flag = z.enum(['true', 'false']).optional();

/** Spec 3 §9: the upload limit, in bytes. */
export const mediaUploadMaxBytes = 50_000_000;
/** Spec 1 §9: media search limit and grid. */
export const mediaSearchPageSize = 99;
export const mediaGridColumns = 5;
export const mediaTileWidth = 400;
/** Spec 3 §9: the preview image transform. */
export const mediaPreviewImageSize = { w: 558, h: 372 } as const;

export const mediaFileTypes = ['image', 'raw'] as const;
export type MediaFileType = (typeof mediaFileTypes)[number];

/**
 * The types the library accepts: mime type, the format (extension) shown to people, the extensions
 * a file of that type may be named with, and whether it is an image. The type is sniffed from the
 * content; a name that claims another type (text named `.png`, a PDF named `.jpg`) is refused.
 */
export const acceptedMediaTypes = [
  { mime: 'image/jpeg', format: 'jpg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'], fileType: 'image' },
  { mime: 'image/png', format: 'png', extensions: ['png'], fileType: 'image' },
  { mime: 'image/gif', format: 'gif', extensions: ['gif'], fileType: 'image' },
  { mime: 'image/webp', format: 'webp', extensions: ['webp'], fileType: 'image' },
  { mime: 'image/avif', format: 'avif', extensions: ['avif'], fileType: 'image' },
  { mime: 'image/svg+xml', format: 'svg', extensions: ['svg'], fileType: 'image' },
  { mime: 'application/pdf', format: 'pdf', extensions: ['pdf'], fileType: 'raw' },
  { mime: 'video/mp4', format: 'mp4', extensions: ['mp4', 'm4v'], fileType: 'raw' },
  { mime: 'audio/mpeg', format: 'mp3', extensions: ['mp3'], fileType: 'raw' },
  { mime: 'text/plain', format: 'txt', extensions: ['txt', 'text', 'md', 'log'], fileType: 'raw' },
  { mime: 'text/csv', format: 'csv', extensions: ['csv'], fileType: 'raw' },
  { mime: 'application/zip', format: 'zip', extensions: ['zip'], fileType: 'raw' },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    format: 'docx',
    extensions: ['docx'],
    fileType: 'raw',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    format: 'xlsx',
    extensions: ['xlsx'],
    fileType: 'raw',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    format: 'pptx',
    extensions: ['pptx'],
    fileType: 'raw',
  },
] as const satisfies readonly {
  mime: string;
  format: string;
  extensions: readonly string[];
  fileType: MediaFileType;
}[];

/** The formats a picker accepts, for the 'Feil filtype (aksepterer {types})' message. */
export function acceptedFormats(fileType?: MediaFileType): string[] {
  return acceptedMediaTypes.filter((type) => !fileType || type.fileType === fileType).map((type) => type.format);
}

/**
 * A file name's extension in lower case, or null when it has none. Trailing dots and spaces do
 * not count: Windows drops them, so `fake.png.` is a `.png` file there.
 */
export function fileExtension(name: string): string | null {
  const trimmed = name.replace(/[.\s]+$/, '');
  const dot = trimmed.lastIndexOf('.');
  return dot > 0 ? trimmed.slice(dot + 1).toLowerCase() : null;
}

/** A name fits a type when it has no extension, or one of the type's own. */
export function nameFitsType(name: string, type: { extensions: readonly string[] }): boolean {
  const extension = fileExtension(name);
  return extension === null || type.extensions.includes(extension);
}

/** Spec 3 §8 'Upload': the messages a file in the upload queue can show. */
export const mediaUploadMessages = {
  tooLarge: 'For stor (maks 50 mb)',
  wrongType: (formats: string[]) => `Feil filtype (aksepterer ${formats.join(', ')})`,
  unknown: 'Ukjent feil',
} as const;

export const focusCoordinatesSchema = z
  .object({ x: z.number().int().min(0).max(100_000), y: z.number().int().min(0).max(100_000) })
  .strict();
/** A focus point, in natural image pixels (spec 3 §9). */
export type FocusCoordinates = z.infer<typeof focusCoordinatesSchema>;

const tagsSchema = z.array(z.string().trim().min(1).max(60)).max(100);

/** A media file as the API answers it. */
export const mediaSchema = z.object({
  _id: z.string(),
  site: z.string(),
  /** Where the file is delivered: `{PUBLIC_URL}/media/{id}/file?v={version}`. */
  url: z.string(),
  secure_url: z.string(),
  original_filename: z.string(),
  /** The extension people know it by (jpg, png, pdf …). */
  format: z.string(),
  fileType: z.enum(mediaFileTypes),
  /** The sniffed mime type. */
  type: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  altText: z.string(),
  tags: z.array(z.string()),
  focusCoordinates: focusCoordinatesSchema.nullable(),
  /** A media id whose image stands for this file (a video's poster, a PDF's cover). */
  previewImage: z.string().nullable(),
  private: z.boolean(),
  author: z.object({ name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

/** `POST media` answers what spec 1 §7 names, and the whole file for the library's cache. */
export const mediaUploadResultSchema = mediaSchema;

/** The text fields of the multipart `POST media` (the file itself is the `file` part). */
export const mediaUploadFieldsSchema = z
  .object({
    name: z.string().trim().max(255).optional(),
    altText: z.string().max(500).optional(),
    /** Comma-joined. */
    tags: z.string().max(2000).optional(),
  })
  .strict();
export const mediaUploadQuerySchema = z.object({ private: flag }).strict();

export const mediaSearchQuerySchema = z
  .object({
    text: z.string().max(200).optional(),
    name: z.string().max(200).optional(),
    /** Comma-joined; a file must carry every tag named. */
    tags: z.string().max(2000).optional(),
    fileType: z.enum(mediaFileTypes).optional(),
    private: flag,
    skip: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(mediaSearchPageSize).default(mediaSearchPageSize),
  })
  .strict();
export type MediaSearchQuery = z.infer<typeof mediaSearchQuerySchema>;

export const mediaUpdateSchema = z
  .object({
    original_filename: z.string().trim().min(1).max(255).optional(),
    altText: z.string().max(500).optional(),
    tags: tagsSchema.optional(),
    focusCoordinates: focusCoordinatesSchema.nullable().optional(),
    previewImage: id().nullable().optional(),
  })
  .strict();
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

/** `DELETE media/bulk`: the ids to delete. */
export const mediaBulkDeleteSchema = z.object({ ids: z.array(id()).min(1).max(500) }).strict();

export const mediaFits = ['fill', 'pad', 'cover'] as const;
export const mediaFormats = ['webp', 'avif', 'original'] as const;

/** `GET /media/{id}/file` transforms. */
export const mediaTransformQuerySchema = z
  .object({
    w: z.coerce.number().int().min(1).max(4000).optional(),
    h: z.coerce.number().int().min(1).max(4000).optional(),
    fit: z.enum(mediaFits).optional(),
    format: z.enum(mediaFormats).optional(),
    /** The version in the URL the API gave; only a matching one is cached for a year. */
    v: z.string().max(40).optional(),
    download: flag,
  })
  .strict();
export type MediaTransform = z.infer<typeof mediaTransformQuerySchema>;

/** What `DELETE media/bulk` did: the files deleted, and those kept because something refers to them. */
export const mediaBulkDeleteResultSchema = z.object({
  deleted: z.array(z.string()),
  referenced: z.array(dependencyReportSchema),
});
export type MediaBulkDeleteResult = z.infer<typeof mediaBulkDeleteResultSchema>;

/** `DELETE media/{id}` answers this on success (spec 3 §7). */
export const mediaDeleteResultSchema = z.object({ message: z.literal('resourceDeleted') });
