import { describe, expect, it } from 'vitest';
import { findSectionDefinition } from '../registry';
import { image, pageLink, richText } from '../test/render';
import { sectionReferences, sectionTitle } from './walk';

const definition = (name: string) => {
  const found = findSectionDefinition(name);
  if (!found) throw new Error(name);
  return found;
};

describe('section references: what a section refers to', () => {
  it('finds images, links to pages and products, and refs, each once, also inside lists', () => {
    const columns = {
      items: [
        { heading: 'A', image: image('m1'), link: pageLink('about'), text: '' },
        {
          heading: 'B',
          image: image('m1'),
          link: { ...pageLink('x'), type: 'product', page: null, product: 'bread' },
          text: '',
        },
      ],
    };
    expect(sectionReferences(definition('columns'), columns)).toEqual([
      { to: 'media', id: 'm1' },
      { to: 'page', id: 'about' },
      { to: 'product', id: 'bread' },
    ]);
    expect(sectionReferences(definition('productGrid'), { category: 'all', products: ['a', 'b'] })).toEqual([
      { to: 'category', id: 'all' },
      { to: 'product', id: 'a' },
      { to: 'product', id: 'b' },
    ]);
    const gallery = {
      images: [{ image: { _id: 'g1', url: '/media/g1/file', filename: '', fileType: 'image', alt: '' } }],
    };
    expect(sectionReferences(definition('gallery'), gallery)).toEqual([{ to: 'media', id: 'g1' }]);
  });

  it('ignores an address from outside the library and empty values', () => {
    expect(sectionReferences(definition('hero'), { image: { ref: null, url: 'https://x.no/a.jpg', alt: '' } })).toEqual(
      [],
    );
    expect(sectionReferences(definition('hero'), {})).toEqual([]);
  });
});

describe('section title: HTML stripped, cut at 75 characters with an ellipsis', () => {
  it("uses the title prop's text, rich text as plain text", () => {
    expect(sectionTitle(definition('hero'), { heading: 'Velkommen <b>inn</b>' })).toBe('Velkommen inn');
    expect(sectionTitle(definition('richText'), { content: richText('Første linje', 'andre') })).toBe(
      'Første linje andre',
    );
    expect(sectionTitle(definition('hero'), { heading: 'x'.repeat(80) })).toBe(`${'x'.repeat(75)}…`);
  });

  it("falls back to the definition's label", () => {
    expect(sectionTitle(definition('hero'), { heading: '' })).toBe('Hero');
    expect(sectionTitle(definition('spacer'), {})).toBe('Mellomrom');
  });
});
