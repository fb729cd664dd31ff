/**
 * Image variants for delivery: resize, fill, pad or a cover crop around the focus point,
 * as WebP, AVIF or the original format. Pure apart from sharp; delivery caches the result.
 */
import { focusCropRegion, type MediaTransform, targetSize } from '@vev/shared';
import { sharp } from '../../platform/images';
import type { MediaRow } from './dto';

type Output = { format: 'jpeg' | 'png' | 'gif' | 'webp' | 'avif'; mime: string; extension: string };

const outputs: Record<string, Output> = {
  'image/jpeg': { format: 'jpeg', mime: 'image/jpeg', extension: 'jpg' },
  'image/png': { format: 'png', mime: 'image/png', extension: 'png' },
  'image/gif': { format: 'gif', mime: 'image/gif', extension: 'gif' },
  'image/webp': { format: 'webp', mime: 'image/webp', extension: 'webp' },
  'image/avif': { format: 'avif', mime: 'image/avif', extension: 'avif' },
};

/** Raster images are transformed; SVG and other files are always served as stored. */
export const transformable = (row: Pick<MediaRow, 'mime'>) => row.mime in outputs;

export function outputOf(row: Pick<MediaRow, 'mime'>, transform: MediaTransform): Output {
  if (transform.format === 'webp' || transform.format === 'avif') {
    return { format: transform.format, mime: `image/${transform.format}`, extension: transform.format };
  }
  return outputs[row.mime] ?? { format: 'png', mime: 'image/png', extension: 'png' };
}

/** Whether the request asks for anything but the stored bytes. */
export const wantsVariant = (transform: MediaTransform) =>
  Boolean(transform.w || transform.h || (transform.format && transform.format !== 'original'));

/** A stable name for a transform, part of the variant's cache key and ETag. */
export function transformKey(row: Pick<MediaRow, 'mime'>, transform: MediaTransform): string {
  const fit = transform.w && transform.h ? (transform.fit ?? 'cover') : 'scale';
  return `${transform.w ?? 0}x${transform.h ?? 0}-${fit}-${outputOf(row, transform).extension}`;
}

export async function renderVariant(
  input: Buffer,
  row: Pick<MediaRow, 'mime' | 'width' | 'height' | 'focusX' | 'focusY'>,
  transform: MediaTransform,
): Promise<{ bytes: Buffer; mime: string }> {
  const output = outputOf(row, transform);
  let image = sharp(input, { failOn: 'none' }).autoOrient();
  const metadata = row.width && row.height ? null : await sharp(input).metadata();
  const source = {
    width: row.width ?? metadata?.autoOrient.width ?? 1,
    height: row.height ?? metadata?.autoOrient.height ?? 1,
  };
  const target = targetSize(source, transform);
  if (transform.w && transform.h) {
    const fit = transform.fit ?? 'cover';
    if (fit === 'fill') image = image.resize(target.width, target.height, { fit: 'fill' });
    else if (fit === 'pad') {
      const transparent = output.format !== 'jpeg';
      image = image.resize(target.width, target.height, {
        fit: 'contain',
        background: { r: 255, g: 255, b: 255, alpha: transparent ? 0 : 1 },
      });
    } else {
      const focus = row.focusX !== null && row.focusY !== null ? { x: row.focusX, y: row.focusY } : null;
      image = image
        .extract(focusCropRegion(source, target, focus))
        .resize(target.width, target.height, { fit: 'fill' });
    }
  } else if (transform.w || transform.h) {
    image = image.resize(target.width, target.height, { fit: 'fill' });
  }
  const encoded =
    output.format === 'jpeg'
      ? image.jpeg({ quality: 82 })
      : output.format === 'webp'
        ? image.webp({ quality: 80 })
        : output.format === 'avif'
          ? image.avif({ quality: 55, effort: 2 })
          : image.toFormat(output.format);
  return { bytes: await encoded.toBuffer(), mime: output.mime };
}
