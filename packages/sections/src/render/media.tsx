/** Images from the media library, delivered at the width the screen needs. */
import type { MediaReference } from '@vev/shared';
import { isSafeImageUrl } from '../definition/values';

/** The widths offered in `srcset`; the delivery resizes with `w`. */
export const imageWidths = [480, 768, 1024, 1440, 1920] as const;

/** A library image at a given width (`/media/{id}/file?v=…&w=768`); other addresses as they are. */
export function imageUrlAtWidth(image: Pick<MediaReference, 'ref' | 'url'>, width: number): string {
  if (!image.ref) return image.url;
  const [path, query = ''] = image.url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  return `${path}?${params.toString()}`;
}

interface ImageProps {
  image: MediaReference | null | undefined;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  eager?: boolean;
  className?: string;
  /** Widths up to this one are offered. */
  maxWidth?: number;
}

/** An `<img>` with `srcset`, or nothing when there is no safe image. */
export function Image({ image, sizes, eager = false, className, maxWidth = 1920 }: ImageProps) {
  if (!image?.url || !isSafeImageUrl(image.url)) return null;
  const widths = imageWidths.filter((width) => width <= maxWidth);
  const srcSet = image.ref ? widths.map((width) => `${imageUrlAtWidth(image, width)} ${width}w`).join(', ') : undefined;
  return (
    <img
      className={className}
      src={imageUrlAtWidth(image, Math.min(1024, maxWidth))}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
