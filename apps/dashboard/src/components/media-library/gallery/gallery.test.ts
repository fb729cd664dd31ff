import { describe, expect, it } from 'vitest';
import { addToGallery, type GalleryItem, galleryPreview, moveGalleryItem } from './gallery';

const item = (id: string, caption = ''): GalleryItem => ({
  image: { _id: id, url: `/media/${id}/file`, filename: `${id}.jpg`, fileType: 'image', alt: '' },
  caption,
});
const ids = (items: GalleryItem[]) => items.map((entry) => entry.image._id);

describe('gallery rules (spec 1 §3 "Gallery item", §9 "Gallery")', () => {
  it('shows three thumbnails, then how many more', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => item(id));
    expect(ids(galleryPreview(five).shown)).toEqual(['a', 'b', 'c']);
    expect(galleryPreview(five).more).toBe(2);
    expect(galleryPreview(five.slice(0, 2)).more).toBe(0);
  });

  it('adds chosen images at the end, each image once', () => {
    const added = addToGallery(
      [item('a')],
      [
        { ref: 'a', url: '/media/a/file', alt: '' },
        { ref: 'b', url: '/media/b/file', alt: 'Fjord', filename: 'b.jpg', type: 'image/jpeg' },
      ],
    );
    expect(added).toEqual([
      item('a'),
      { image: { _id: 'b', url: '/media/b/file', filename: 'b.jpg', fileType: 'image', alt: 'Fjord' }, caption: '' },
    ]);
  });

  it('a drag moves an item to where it was dropped', () => {
    const items = ['a', 'b', 'c', 'd'].map((id) => item(id));
    expect(ids(moveGalleryItem(items, 'a', 'c'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(moveGalleryItem(items, 'd', 'b'))).toEqual(['a', 'd', 'b', 'c']);
    expect(moveGalleryItem(items, 'a', 'x')).toBe(items);
  });
});
