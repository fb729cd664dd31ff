import { describe, expect, it } from 'vitest';
import type { RichTextDocument } from './rich-text';
import { fillRichText } from './rich-text-fill';

const block = (text: string, extra: object = {}) => ({
  key: 'a',
  text,
  type: 'unstyled',
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [],
  data: {},
  ...extra,
});

describe('rich text placeholders', () => {
  it('fills every occurrence, and ranges after it move with the text', () => {
    const document: RichTextDocument = {
      blocks: [block('Hei {navn}! Takk, {navn}.', { inlineStyleRanges: [{ style: 'BOLD', offset: 11, length: 5 }] })],
      entityMap: {},
    };
    const [filled] = fillRichText(document, '{navn}', 'Åse').blocks;
    expect(filled?.text).toBe('Hei Åse! Takk, Åse.');
    expect(filled?.inlineStyleRanges).toEqual([{ style: 'BOLD', offset: 8, length: 5 }]);
  });

  it("the value keeps the placeholder's own formatting and link", () => {
    const document: RichTextDocument = {
      blocks: [
        block('Kjære {navn}', {
          inlineStyleRanges: [{ style: 'ITALIC', offset: 6, length: 6 }],
          entityRanges: [{ key: 0, offset: 0, length: 12 }],
        }),
      ],
      entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://vev.no' } } },
    };
    const [filled] = fillRichText(document, '{navn}', 'Ola 🚲').blocks;
    expect(filled?.text).toBe('Kjære Ola 🚲');
    expect(filled?.inlineStyleRanges).toEqual([{ style: 'ITALIC', offset: 6, length: 5 }]);
    expect(filled?.entityRanges).toEqual([{ key: 0, offset: 0, length: 11 }]);
  });

  it('a block without the placeholder is left as it is', () => {
    const document: RichTextDocument = { blocks: [block('Takk for handelen')], entityMap: {} };
    expect(fillRichText(document, '{navn}', 'Åse')).toEqual(document);
  });
});
