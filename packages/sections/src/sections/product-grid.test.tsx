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

describe("'Grupper i listevisning' in a Produktliste", () => {
  const linked = (id: string, name: string) => ({ _id: id, name, path: `/produkt/${id}` });
  const bread = data.products.bread;
  const bun = data.products.bun;
  const cake = data.products.cake;
  if (!bread || !bun || !cake) throw new Error('no products');
  const grouped = {
    ...data,
    products: {
      bread: { ...bread, group: 'Brød', linked: [linked('rye', 'Rugbrød'), linked('spelt', 'Speltbrød')] },
      rye: { ...bread, _id: 'rye', name: 'Rugbrød', path: '/produkt/rye', group: 'Brød', linked: [] },
      bun,
      cake,
    },
    categories: {
      ...data.categories,
      all: {
        ...data.categories.all,
        _id: 'all',
        title: 'Alt',
        path: '/alt',
        children: [],
        products: ['bread', 'rye', 'bun', 'cake'],
      },
    },
  };

  it('shows one card for the grouped products, in the place of the first, linking the others', () => {
    const html = render('productGrid', { source: 'manual', products: ['bun', 'bread', 'rye', 'cake'] }, grouped);
    expect(html.match(/class="vev-product-card"/g)).toHaveLength(3);
    expect(html).not.toContain('<h3>Rugbrød</h3>');
    expect(html.indexOf('Kanelsnurr')).toBeLessThan(html.indexOf('<h3>Surdeigsbrød</h3>'));
    expect(html).toContain(
      '<p class="vev-product-card-linked">Finnes også som: <a href="/produkt/rye">Rugbrød</a>, <a href="/produkt/spelt">Speltbrød</a></p>',
    );
  });

  it("a category's list counts a group as one card against its limit", () => {
    const html = render('productGrid', { source: 'category', category: 'all', limit: 2 }, grouped);
    expect(html.match(/class="vev-product-card"/g)).toHaveLength(2);
    expect(html).toContain('<h3>Surdeigsbrød</h3>');
    expect(html).toContain('<h3>Kanelsnurr</h3>');
  });
});
