import { describe, expect, it } from 'vitest';
import {
  copiedFieldsMessage,
  exceedsRecommendedLength,
  searchResultDescription,
  sectionPreviewTitle,
  seoRecommendedLengths,
  stripHtml,
  truncate,
} from './text';

describe('truncate', () => {
  it('leaves text within the limit as it is', () => {
    expect(truncate('Kort tekst', 10)).toBe('Kort tekst');
    expect(truncate('', 5)).toBe('');
  });

  it("cuts text over the limit and adds '...'", () => {
    expect(truncate('abcdefghij', 4)).toBe('abcd...');
  });

  it('drops the space before the ellipsis', () => {
    expect(truncate('Sommer er her', 7)).toBe('Sommer...');
  });

  it('takes another ellipsis when asked', () => {
    expect(truncate('abcdefghij', 4, '…')).toBe('abcd…');
  });
});

describe('search-result description: cut at 170 characters with ...', () => {
  it('keeps a description of exactly 170 characters', () => {
    const text = 'a'.repeat(170);
    expect(searchResultDescription(text)).toBe(text);
  });

  it("cuts one of 171 characters to 170 and '...'", () => {
    const text = `${'a'.repeat(170)}b`;
    expect(searchResultDescription(text)).toBe(`${'a'.repeat(170)}...`);
  });
});

describe('section preview title: HTML stripped, cut at 75 with an ellipsis', () => {
  it('strips tags and entities and collapses whitespace', () => {
    expect(stripHtml('<p>Hei&nbsp;<strong>verden</strong></p>\n<br/>')).toBe('Hei verden');
    expect(sectionPreviewTitle('<h2>Våre <em>beste</em> tilbud</h2>')).toBe('Våre beste tilbud');
  });

  it('keeps 75 characters of text and cuts the 76th', () => {
    expect(sectionPreviewTitle(`<p>${'x'.repeat(75)}</p>`)).toBe('x'.repeat(75));
    expect(sectionPreviewTitle(`<p>${'x'.repeat(76)}</p>`)).toBe(`${'x'.repeat(75)}…`);
  });

  it('counts only the text, not the markup', () => {
    const html = `<p class="${'c'.repeat(100)}">${'x'.repeat(70)}</p>`;
    expect(sectionPreviewTitle(html)).toBe('x'.repeat(70));
  });
});

describe('SEO counters: recommended lengths 60/155/60/200/70/200', () => {
  it('names the six limits of the spec', () => {
    expect(seoRecommendedLengths).toEqual({
      metaTitle: 60,
      metaDescription: 155,
      ogTitle: 60,
      ogDescription: 200,
      twitterTitle: 70,
      twitterDescription: 200,
    });
  });

  it.each(Object.entries(seoRecommendedLengths))('%s warns only beyond %i characters', (_field, max) => {
    expect(exceedsRecommendedLength('a'.repeat(max), max)).toBe(false);
    expect(exceedsRecommendedLength('a'.repeat(max + 1), max)).toBe(true);
  });

  it('an empty or missing text never warns', () => {
    expect(exceedsRecommendedLength('', 60)).toBe(false);
    expect(exceedsRecommendedLength(null, 60)).toBe(false);
    expect(exceedsRecommendedLength(undefined, 60)).toBe(false);
  });
});

describe("field-copy toast: at most two fields named, then 'og N andre'", () => {
  const prefix = 'Felter kopiert';

  it('one field', () => {
    expect(copiedFieldsMessage(prefix, ['Tittel'])).toBe('Felter kopiert: Tittel');
  });

  it('two fields joined with og', () => {
    expect(copiedFieldsMessage(prefix, ['Tittel', 'Ingress'])).toBe('Felter kopiert: Tittel og Ingress');
  });

  it('three or more: two named and the rest counted', () => {
    expect(copiedFieldsMessage(prefix, ['Tittel', 'Ingress', 'Bilde'])).toBe(
      'Felter kopiert: Tittel, Ingress og 1 andre',
    );
    expect(copiedFieldsMessage('Felter limt inn', ['Tittel', 'Ingress', 'Bilde', 'Tagger', 'SEO'])).toBe(
      'Felter limt inn: Tittel, Ingress og 3 andre',
    );
  });

  it('no fields: the prefix alone', () => {
    expect(copiedFieldsMessage(prefix, [])).toBe('Felter kopiert');
  });
});
