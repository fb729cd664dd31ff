/**
 * Rich text as content stores it: a raw draft JSON string (spec 1 §5), the block format of Draft.js's
 * `convertToRaw`. Plain text is wrapped into one paragraph block. Offsets count characters (code points).
 */
import { z } from 'zod';

export const richTextBlockTypes = [
  'unstyled',
  'header-two',
  'header-three',
  'header-four',
  'unordered-list-item',
  'ordered-list-item',
  'blockquote',
] as const;
export type RichTextBlockType = (typeof richTextBlockTypes)[number];

export const richTextStyles = ['BOLD', 'ITALIC', 'UNDERLINE'] as const;
export type RichTextStyle = (typeof richTextStyles)[number];

const range = { offset: z.number().int().min(0), length: z.number().int().min(0) };

const richTextBlockSchema = z.object({
  key: z.string().max(40),
  text: z.string().max(20_000),
  /** An unknown type (from a newer editor) is read as a paragraph. */
  type: z.string().max(40),
  depth: z.number().int().min(0).max(4).default(0),
  inlineStyleRanges: z.array(z.object({ ...range, style: z.string().max(40) })).default([]),
  entityRanges: z.array(z.object({ ...range, key: z.union([z.number().int(), z.string()]) })).default([]),
  data: z.record(z.string(), z.unknown()).default({}),
});

const richTextEntitySchema = z.object({
  type: z.string().max(40),
  mutability: z.string().max(40).default('MUTABLE'),
  data: z.record(z.string(), z.unknown()).default({}),
});

export const richTextDocumentSchema = z.object({
  blocks: z.array(richTextBlockSchema).max(2000),
  entityMap: z.record(z.string(), richTextEntitySchema).default({}),
});
export type RichTextDocument = z.infer<typeof richTextDocumentSchema>;
export type RichTextBlock = RichTextDocument['blocks'][number];

/** One paragraph block per line of the text (an empty text gives no blocks). */
export function plainTextToRichText(text: string): RichTextDocument {
  const lines = text.trim() === '' ? [] : text.split(/\r?\n/);
  return {
    blocks: lines.map((line, index) => ({
      key: `p${index}`,
      text: line,
      type: 'unstyled',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
    })),
    entityMap: {},
  };
}

/** Reads a stored value: the raw draft JSON, or plain text wrapped into paragraph blocks. */
export function parseRichText(value: string | null | undefined): RichTextDocument {
  if (!value) return plainTextToRichText('');
  if (value.trimStart().startsWith('{')) {
    try {
      const parsed = richTextDocumentSchema.safeParse(JSON.parse(value));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON after all: text that happens to start with '{'.
    }
  }
  return plainTextToRichText(value);
}

/** The value to store: a raw draft JSON string, whatever came in. */
export const normalizeRichText = (value: string) => JSON.stringify(parseRichText(value));

/** The text without formatting, blocks joined by line breaks. */
export const richTextToPlainText = (value: string | null | undefined) =>
  parseRichText(value)
    .blocks.map((block) => block.text)
    .join('\n');

export const richTextIsEmpty = (value: string | null | undefined) => richTextToPlainText(value).trim() === '';
