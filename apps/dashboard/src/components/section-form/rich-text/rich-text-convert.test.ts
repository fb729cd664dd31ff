import type { JSONContent } from '@tiptap/react';
import { normalizeRichText, plainTextToRichText, type RichTextBlock, type RichTextDocument } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { draftToTiptap, richTextValueToTiptap } from './draft-to-tiptap';
import { tiptapToDraft, tiptapToRichTextValue } from './tiptap-to-draft';

const block = (text: string, type = 'unstyled', extra: Partial<RichTextBlock> = {}): RichTextBlock => ({
  key: 'x',
  text,
  type,
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [],
  data: {},
  ...extra,
});

const doc = (...blocks: RichTextBlock[]): RichTextDocument => ({ blocks, entityMap: {} });

/** Keys are the editor's own; everything else must come back as it was stored. */
const withoutKeys = (document: RichTextDocument) => ({
  ...document,
  blocks: document.blocks.map(({ key: _key, ...rest }) => rest),
});

const roundTrip = (document: RichTextDocument) => tiptapToDraft(draftToTiptap(document));

describe('rich text: raw draft JSON to the editor', () => {
  it('plain text in a stored value becomes one paragraph per line', () => {
    expect(richTextValueToTiptap('Hei {navn}!\nTakk for handelen.')).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Hei {navn}!' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Takk for handelen.' }] },
      ],
    });
  });

  it('an empty value is one empty paragraph, as the editor needs', () => {
    expect(richTextValueToTiptap('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(richTextValueToTiptap(null)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it('headings two to four keep their level; an unknown block type is a paragraph', () => {
    const content = draftToTiptap(
      doc(block('A', 'header-two'), block('B', 'header-three'), block('C', 'header-four'), block('D', 'atomic')),
    ).content;
    expect(content).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'A' }] },
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'B' }] },
      { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'C' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'D' }] },
    ]);
  });

  it('consecutive list items form one list, deeper items nest, another kind starts a new list', () => {
    const content = draftToTiptap(
      doc(
        block('En', 'unordered-list-item'),
        block('En og en', 'unordered-list-item', { depth: 1 }),
        block('To', 'unordered-list-item'),
        block('Først', 'ordered-list-item'),
      ),
    ).content;
    const item = (text: string, ...more: JSONContent[]) => ({
      type: 'listItem',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }, ...more],
    });
    expect(content).toEqual([
      {
        type: 'bulletList',
        content: [item('En', { type: 'bulletList', content: [item('En og en')] }), item('To')],
      },
      { type: 'orderedList', content: [item('Først')] },
    ]);
  });

  it('consecutive quote blocks are one quote', () => {
    expect(draftToTiptap(doc(block('Linje 1', 'blockquote'), block('Linje 2', 'blockquote'))).content).toEqual([
      {
        type: 'blockquote',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Linje 1' }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'Linje 2' }] },
        ],
      },
    ]);
  });

  it('styles and links become marks, with offsets in code points (emoji count as one)', () => {
    const document: RichTextDocument = {
      blocks: [
        block('👋 Hei og velkommen', 'unstyled', {
          inlineStyleRanges: [
            { offset: 2, length: 3, style: 'BOLD' },
            { offset: 2, length: 6, style: 'ITALIC' },
            { offset: 9, length: 3, style: 'CODE' },
          ],
          entityRanges: [{ offset: 9, length: 9, key: 0 }],
        }),
      ],
      entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: '/om-oss', targetOption: '_blank' } } },
    };
    const link = { type: 'link', attrs: { href: '/om-oss', target: '_blank' } };
    expect(draftToTiptap(document).content?.[0]?.content).toEqual([
      { type: 'text', text: '👋 ' },
      { type: 'text', text: 'Hei', marks: [{ type: 'bold' }, { type: 'italic' }] },
      { type: 'text', text: ' og', marks: [{ type: 'italic' }] },
      { type: 'text', text: ' ' },
      { type: 'text', text: 'velkommen', marks: [link] },
    ]);
  });

  it('a line break inside a block is a hard break', () => {
    expect(draftToTiptap(doc(block('Storgata 1\n5003 Bergen'))).content?.[0]?.content).toEqual([
      { type: 'text', text: 'Storgata 1' },
      { type: 'hardBreak' },
      { type: 'text', text: '5003 Bergen' },
    ]);
  });
});

describe('rich text: the editor to raw draft JSON', () => {
  it('an empty editor stores no blocks', () => {
    expect(tiptapToDraft({ type: 'doc', content: [{ type: 'paragraph' }] })).toEqual({ blocks: [], entityMap: {} });
  });

  it('writes exactly what parseRichText reads, so storing it again changes nothing', () => {
    const value = tiptapToRichTextValue({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Åpningstider' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Se ' },
            { type: 'text', text: 'kontakt', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: '/kontakt' } }] },
          ],
        },
      ],
    });
    expect(normalizeRichText(value)).toBe(value);
    expect(JSON.parse(value)).toEqual({
      blocks: [
        {
          key: 'b0',
          text: 'Åpningstider',
          type: 'header-two',
          depth: 0,
          inlineStyleRanges: [],
          entityRanges: [],
          data: {},
        },
        {
          key: 'b1',
          text: 'Se kontakt',
          type: 'unstyled',
          depth: 0,
          inlineStyleRanges: [{ offset: 3, length: 7, style: 'BOLD' }],
          entityRanges: [{ offset: 3, length: 7, key: 0 }],
          data: {},
        },
      ],
      entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: '/kontakt' } } },
    });
  });

  it('nested lists become list items with their depth; text in a quote inside a list stays a list item', () => {
    const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    const draft = tiptapToDraft({
      type: 'doc',
      content: [
        {
          type: 'orderedList',
          content: [
            {
              type: 'listItem',
              content: [
                paragraph('Steg 1'),
                { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph('Detalj')] }] },
              ],
            },
            { type: 'listItem', content: [{ type: 'blockquote', content: [paragraph('Steg 2')] }] },
          ],
        },
      ],
    });
    expect(draft.blocks.map(({ text, type, depth }) => ({ text, type, depth }))).toEqual([
      { text: 'Steg 1', type: 'ordered-list-item', depth: 0 },
      { text: 'Detalj', type: 'unordered-list-item', depth: 1 },
      { text: 'Steg 2', type: 'ordered-list-item', depth: 0 },
    ]);
  });

  it('two links side by side are two entities; one link across styles is one', () => {
    const link = (href: string) => ({ type: 'link', attrs: { href } });
    const draft = tiptapToDraft({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'A', marks: [link('/a')] },
            { type: 'text', text: 'B', marks: [link('/b')] },
            { type: 'text', text: 'C', marks: [{ type: 'bold' }, link('/b')] },
          ],
        },
      ],
    });
    expect(draft.blocks[0]?.entityRanges).toEqual([
      { offset: 0, length: 1, key: 0 },
      { offset: 1, length: 2, key: 1 },
    ]);
    expect(Object.values(draft.entityMap).map((entity) => entity.data.url)).toEqual(['/a', '/b']);
  });
});

describe('rich text: round trips', () => {
  it('plain text, headings, lists, quotes, styles, links and emoji come back as they were stored', () => {
    const stored: RichTextDocument = {
      blocks: [
        block('Velkommen 🚲', 'header-two'),
        block('Vi reparerer 🚲 og 🛴 – raskt.', 'unstyled', {
          inlineStyleRanges: [
            { offset: 3, length: 9, style: 'BOLD' },
            { offset: 13, length: 1, style: 'UNDERLINE' },
            { offset: 15, length: 2, style: 'ITALIC' },
          ],
          entityRanges: [{ offset: 21, length: 5, key: 0 }],
        }),
        block('Punkt', 'unordered-list-item'),
        block('Underpunkt', 'unordered-list-item', { depth: 1 }),
        block('Nummer', 'ordered-list-item'),
        block('Sitat', 'blockquote'),
        block('Linje 1\nLinje 2', 'header-three'),
        block('', 'unstyled'),
        block('Slutt', 'header-four'),
      ],
      entityMap: {
        0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://example.no', targetOption: '_blank' } },
      },
    };
    expect(withoutKeys(roundTrip(stored))).toEqual(withoutKeys(stored));
  });

  it('plain text stored before the editor existed is read as paragraphs and written as draft JSON', () => {
    const value = tiptapToRichTextValue(richTextValueToTiptap('Første linje\nAndre linje'));
    expect(withoutKeys(JSON.parse(value))).toEqual(withoutKeys(plainTextToRichText('Første linje\nAndre linje')));
  });
});
