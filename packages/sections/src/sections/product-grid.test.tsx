import { describe, expect, it } from 'vitest';
import { productCardImageUrl } from '../render/product-card';
import { data, image, render } from '../test/render';

describe('product cards in a Produktliste', () => {
  it('show the product image through the preview transform (spec 3 §9: 558×372, cropped), twice that for sharp screens', () => {
    const bread = data.products.bread;
    if (!bread) throw new Error('no bread');
    const html = render(
      'productGrid',
      { source: 'manual', products: ['bread'] },
      { ...data, products: { bread: { ...bread, images: [image('m1', 'Brødet')] } } },
    );
    expect(html).toContain('src="/media/m1/file?v=1&amp;w=558&amp;h=372&amp;fit=cover"');
    expect(html).toContain('/media/m1/file?v=1&amp;w=1116&amp;h=744&amp;fit=cover 2x');
    expect(html).toContain('width="558" height="372"');
    expect(productCardImageUrl({ ref: null, url: 'https://bilder.example/brod.jpg' })).toBe(
      'https://bilder.example/brod.jpg',
    );
  });
});
