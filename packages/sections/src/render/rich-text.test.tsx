import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const block = (text: string, extra: object = {}) => ({
  key: text.slice(0, 4),
  text,
  type: 'unstyled',
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [],
  data: {},
  ...extra,
});
const html = (blocks: object[], entityMap: object = {}) =>
  renderToStaticMarkup(<RichText value={JSON.stringify({ blocks, entityMap })} />);

describe('rich text rendering', () => {
  it('renders headings, paragraphs, quotes and groups list items into one list', () => {
    const markup = html([
      block('Tittel', { type: 'header-two' }),
      block('Tekst'),
      block('En', { type: 'unordered-list-item' }),
      block('To', { type: 'unordered-list-item' }),
      block('Først', { type: 'ordered-list-item' }),
      block('Sitat', { type: 'blockquote' }),
    ]);
    expect(markup).toBe(
      '<div class="vev-rich-text"><h2>Tittel</h2><p>Tekst</p><ul><li>En</li><li>To</li></ul><ol><li>Først</li></ol><blockquote>Sitat</blockquote></div>',
    );
  });

  it('renders bold, italic and links over character ranges, counting letters like æøå and emoji once', () => {
    const markup = html(
      [
        block('Bløt 🎂 kake her', {
          inlineStyleRanges: [
            { offset: 0, length: 4, style: 'BOLD' },
            { offset: 5, length: 1, style: 'ITALIC' },
          ],
          entityRanges: [{ offset: 7, length: 4, key: 0 }],
        }),
      ],
      { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: '/kaker' } } },
    );
    expect(markup).toContain('<strong>Bløt</strong>');
    expect(markup).toContain('<em>🎂</em>');
    expect(markup).toContain('<a href="/kaker">kake</a>');
  });

  it('writes HTML in the text as text, never as markup', () => {
    const markup = html([block('<script>alert(1)</script><img src=x onerror=alert(1)>')]);
    expect(markup).not.toContain('<script>');
    expect(markup).not.toContain('<img');
    expect(markup).toContain('&lt;script&gt;');
  });

  it('drops links to javascript:, data: and other unsafe addresses, keeping their text', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example',
      'vbscript:x',
    ]) {
      const markup = html([block('Klikk', { entityRanges: [{ offset: 0, length: 5, key: 0 }] })], {
        0: { type: 'LINK', data: { url } },
      });
      expect(markup).toBe('<div class="vev-rich-text"><p><span>Klikk</span></p></div>');
    }
  });

  it('wraps stored plain text into a paragraph, and renders nothing for an empty value', () => {
    expect(renderToStaticMarkup(<RichText value="Bare tekst" />)).toBe(
      '<div class="vev-rich-text"><p>Bare tekst</p></div>',
    );
    expect(renderToStaticMarkup(<RichText value="" />)).toBe('');
  });
});
