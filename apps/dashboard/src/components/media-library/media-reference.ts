/** Media as content refers to it, and the delivery URLs the dashboard asks for. */
import type { Media, MediaReference, MediaTransform } from '@vev/shared';

/** A delivery URL with transforms (`/media/{id}/file?w=400`), keeping the version the API put in it. */
export function mediaFileUrl(url: string, transform: Omit<MediaTransform, 'v'> = {}): string {
  const parsed = new URL(url, window.location.origin);
  for (const [key, value] of Object.entries(transform)) {
    if (value !== undefined) parsed.searchParams.set(key, String(value));
  }
  return parsed.toString();
}

/** What an image or file field stores: the server records the `ref`, so the file is 'in use'. */
export function toMediaReference(media: Media): MediaReference {
  return {
    ref: media._id,
    url: media.url,
    alt: media.altText,
    filename: media.original_filename,
    type: media.type,
  };
}

/** A reference's image at a given width; an address from before the library is shown as it is. */
export function referenceImageUrl(reference: MediaReference, width: number): string {
  return reference.ref ? mediaFileUrl(reference.url, { w: width }) : reference.url;
}

export const isImage = (media: Pick<Media, 'fileType'>) => media.fileType === 'image';
