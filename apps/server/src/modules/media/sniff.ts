/**
 * The type of an upload, read from its bytes (magic numbers), never from its name or the
 * browser's header. Text counts as text only when it is valid UTF-8 without NUL bytes.
 */
import { acceptedMediaTypes } from '@vev/shared';

export type AcceptedMime = (typeof acceptedMediaTypes)[number]['mime'];
export type AcceptedType = (typeof acceptedMediaTypes)[number];

/** What the upload stream learned about the whole file besides its first bytes. */
export interface Inspection {
  /** The first bytes (up to 64 KiB). */
  head: Buffer;
  /** Valid UTF-8 from start to end, without NUL. */
  text: boolean;
  /** Entry names of a zip archive's central directory (office documents are zips). */
  zipEntries?: string[];
}

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export const zipSignature = ascii('PK\x03\x04');
const emptyZipSignature = ascii('PK\x05\x06');

/** The ISO base media brands (major and compatible) of an ftyp box, or null when there is none. */
function isoBrands(head: Buffer): string[] | null {
  if (!startsWith(head, ascii('ftyp'), 4)) return null;
  const size = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(head.toString('latin1', at, at + 4));
  return brands;
}

const mp4Brands = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4']);

function isoType(brands: string[]): AcceptedMime | null {
  if (brands.includes('avif') || brands.includes('avis')) return 'image/avif';
  // HEIC and QuickTime share the box structure but are not accepted.
  if (brands.some((brand) => ['heic', 'heix', 'hevc', 'mif1', 'msf1', 'qt  '].includes(brand))) return null;
  return brands.some((brand) => mp4Brands.has(brand)) ? 'video/mp4' : null;
}

function isMp3(head: Buffer): boolean {
  if (startsWith(head, ascii('ID3'))) return true;
  // An MPEG audio frame header: 11 sync bits, then layer III.
  const [first = 0, second = 0] = head;
  return first === 0xff && (second & 0xe0) === 0xe0 && ((second >> 1) & 0x03) === 0x01;
}

/** An SVG document: optional BOM, XML declaration and comments, then an <svg> root. */
function isSvg(head: Buffer): boolean {
  const start = head
    .toString('utf8', 0, Math.min(head.length, 4096))
    .replace(/^\uFEFF/, '')
    .replace(/^(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->)*/, '');
  return /^<svg[\s>]/i.test(start);
}

function officeType(entries: string[]): AcceptedMime {
  const has = (name: string) => entries.includes(name);
  if (has('word/document.xml')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (has('xl/workbook.xml')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (has('ppt/presentation.xml')) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  return 'application/zip';
}

/** The accepted type the content is, or null when it is none of them. */
export function sniffType(inspection: Inspection, filename: string): AcceptedType | null {
  const mime = sniffMime(inspection, filename);
  return acceptedMediaTypes.find((type) => type.mime === mime) ?? null;
}

function sniffMime({ head, text, zipEntries }: Inspection, filename: string): AcceptedMime | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  const brands = isoBrands(head);
  if (brands) return isoType(brands);
  if (startsWith(head, zipSignature) || startsWith(head, emptyZipSignature)) return officeType(zipEntries ?? []);
  if (isMp3(head)) return 'audio/mpeg';
  if (!text || head.length === 0) return null;
  if (isSvg(head)) return 'image/svg+xml';
  // Both are plain text to a browser; the name only decides which of the two it is shown as.
  return /\.csv$/i.test(filename) ? 'text/csv' : 'text/plain';
}
