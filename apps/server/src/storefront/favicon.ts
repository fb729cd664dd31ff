/**
 * The storefront's favicon. `/favicon.ico`, which browsers and crawlers ask every host for, leads to
 * the site's own (Nettsted, 'Favikon'), else is Vev's mark; pages link the same icon in their head.
 */
import type { MediaReference } from '@vev/shared';
import { sharp } from '../platform/images';

export const defaultFaviconPath = '/_vev/favicon.svg';

/** Vev's mark, as the dashboard shows it. */
export const defaultFaviconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>Vev</title><rect width="32" height="32" rx="7" fill="#228be6"/><path d="M8 10l8 13 8-13" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>';

const icoSizes = [16, 32, 48];

/** An .ico file holding PNG images (the format's PNG form, which every browser reads), largest last. */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry); // 0 stands for 256
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

let defaultIco: Promise<Buffer> | null = null;

/** Vev's mark as `/favicon.ico`, drawn once per process. */
export function defaultFaviconIco(): Promise<Buffer> {
  defaultIco ??= Promise.all(
    icoSizes.map(async (size) => ({
      size,
      png: await sharp(Buffer.from(defaultFaviconSvg), { density: 72 * (size / 32) * 4 })
        .resize(size, size)
        .png()
        .toBuffer(),
    })),
  ).then(icoOf);
  return defaultIco;
}

/**
 * Where the site's own favicon is: a file of its media library at its delivery path on the site's
 * own host (media are delivered on every host), another image by its https address; null for none.
 */
export function siteFaviconLocation(favicon: MediaReference | null): string | null {
  if (!favicon) return null;
  if (favicon.ref) {
    const version = /[?&]v=([\w-]+)/.exec(favicon.url)?.[1];
    return `/media/${encodeURIComponent(favicon.ref)}/file${version ? `?v=${version}` : ''}`;
  }
  return /^https:\/\/[^\s"'<>]+$/i.test(favicon.url) ? favicon.url : null;
}
