/** An image gallery as content stores it (spec 1 §3 'Gallery item'), and the rules its editor follows. */
import { arrayMove } from '@dnd-kit/sortable';
import { galleryThumbnails, type MediaFileType, type MediaReference } from '@vev/shared';

export interface GalleryItem {
  image: { _id: string; url: string; filename: string; fileType: MediaFileType; alt: string };
  caption: string;
}

/** The first thumbnails, and how many more there are ('+N'); spec 1 §9 shows three. */
export function galleryPreview(items: GalleryItem[], shown = galleryThumbnails) {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

/** Adds chosen images at the end; an image already in the gallery is not added twice. */
export function addToGallery(items: GalleryItem[], references: MediaReference[]): GalleryItem[] {
  const present = new Set(items.map((item) => item.image._id));
  const added = references
    .filter((reference): reference is MediaReference & { ref: string } => reference.ref !== null)
    .filter((reference) => !present.has(reference.ref))
    .map(
      (reference): GalleryItem => ({
        image: {
          _id: reference.ref,
          url: reference.url,
          filename: reference.filename ?? '',
          fileType: reference.type?.startsWith('image/') === false ? 'raw' : 'image',
          alt: reference.alt,
        },
        caption: reference.caption ?? '',
      }),
    );
  return [...items, ...added];
}

/** Moves an item to where another was, as a drag ends. */
export function moveGalleryItem(items: GalleryItem[], activeId: string, overId: string): GalleryItem[] {
  const from = items.findIndex((item) => item.image._id === activeId);
  const to = items.findIndex((item) => item.image._id === overId);
  return from < 0 || to < 0 || from === to ? items : arrayMove(items, from, to);
}

export function updateGalleryItem(items: GalleryItem[], id: string, changes: Partial<GalleryItem>): GalleryItem[] {
  return items.map((item) => (item.image._id === id ? { ...item, ...changes } : item));
}
