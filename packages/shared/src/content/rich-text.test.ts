import { describe, expect, it } from 'vitest';
import {
  normalizeRichText,
  parseRichText,
  plainTextToRichText,
  richTextIsEmpty,
  richTextToPlainText,
} from './rich-text';

const raw = JSON.stringify({
  blocks: [
    { key: 'a', text: 'Velkommen', type: 'header-two', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} },
    {
      key: 'b',
      text: 'Se tilbudene',
      type: 'unstyled',
      depth: 0,
      inlineStyleRanges: [{ offset: 3, length: 9, style: 'BOLD' }],
      entityRanges: [{ offset: 3, length: 9, key: 0 }],
      data: {},
    },
  ],
  entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: '/tilbud' } } },
});

describe('rich text: stored as a raw draft JSON string', () => {
  it('reads the raw draft JSON with its blocks, styles and links', () => {
    const document = parseRichText(raw);
    expect(document.blocks.map((block) => block.type)).toEqual(['header-two', 'unstyled']);
    expect(document.entityMap['0']?.data).toEqual({ url: '/tilbud' });
  });

  it('wraps plain text into one paragraph block', () => {
    expect(parseRichText('Åpent hver dag').blocks).toEqual([
      expect.objectContaining({ text: 'Åpent hver dag', type: 'unstyled' }),
    ]);
  });

  it('reads text that starts with { but is not JSON as plain text', () => {
    expect(richTextToPlainText('{ikke json')).toBe('{ikke json');
  });

  it('normalizes plain text to the JSON that is stored', () => {
    const stored = normalizeRichText('Hei');
    expect(JSON.parse(stored)).toEqual(plainTextToRichText('Hei'));
    expect(normalizeRichText(stored)).toBe(stored);
  });

  it('gives the plain text of every block, and knows an empty text', () => {
    expect(richTextToPlainText(raw)).toBe('Velkommen\nSe tilbudene');
    expect(richTextIsEmpty('')).toBe(true);
    expect(richTextIsEmpty(JSON.stringify(plainTextToRichText('  ')))).toBe(true);
    expect(richTextIsEmpty(raw)).toBe(false);
  });
});
