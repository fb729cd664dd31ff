/**
 * Fills a placeholder (`{navn}`) in rich text with a value, keeping the formatting around it: the
 * value takes the styles and link of the placeholder's first character, and every range after it
 * moves with the text. Offsets count code points, as in the stored format.
 */
import type { RichTextBlock, RichTextDocument } from './rich-text';

interface Char {
  char: string;
  styles: string[];
  entity: number | string | undefined;
}

function charsOf(block: RichTextBlock): Char[] {
  const chars: Char[] = Array.from(block.text).map((char) => ({ char, styles: [], entity: undefined }));
  for (const range of block.inlineStyleRanges) {
    for (let i = range.offset; i < Math.min(chars.length, range.offset + range.length); i++)
      chars[i]?.styles.push(range.style);
  }
  for (const range of block.entityRanges) {
    for (let i = range.offset; i < Math.min(chars.length, range.offset + range.length); i++) {
      const at = chars[i];
      if (at) at.entity = range.key;
    }
  }
  return chars;
}

/** Consecutive characters that share a mark become one range. */
function rangesOf<T>(
  chars: Char[],
  markOf: (char: Char) => T[],
  build: (mark: T, offset: number, length: number) => object,
) {
  const ranges: object[] = [];
  const open = new Map<T, number>();
  chars.forEach((char, index) => {
    const marks = new Set(markOf(char));
    for (const [mark, start] of open) {
      if (!marks.has(mark)) {
        ranges.push(build(mark, start, index - start));
        open.delete(mark);
      }
    }
    for (const mark of marks) if (!open.has(mark)) open.set(mark, index);
  });
  for (const [mark, start] of open) ranges.push(build(mark, start, chars.length - start));
  return ranges;
}

function fillBlock(block: RichTextBlock, placeholder: string, value: string): RichTextBlock {
  if (!block.text.includes(placeholder)) return block;
  const chars = charsOf(block);
  const token = Array.from(placeholder);
  const filled: Char[] = [];
  for (let i = 0; i < chars.length; ) {
    const matches = token.every((char, offset) => chars[i + offset]?.char === char);
    const at = chars[i] as Char;
    if (!matches) {
      filled.push(at);
      i += 1;
      continue;
    }
    for (const char of Array.from(value)) filled.push({ char, styles: at.styles, entity: at.entity });
    i += token.length;
  }
  return {
    ...block,
    text: filled.map((char) => char.char).join(''),
    inlineStyleRanges: rangesOf(
      filled,
      (char) => char.styles,
      (style, offset, length) => ({ style, offset, length }),
    ) as RichTextBlock['inlineStyleRanges'],
    entityRanges: rangesOf(
      filled,
      (char) => (char.entity === undefined ? [] : [char.entity]),
      (key, offset, length) => ({ key, offset, length }),
    ) as RichTextBlock['entityRanges'],
  };
}

export function fillRichText(document: RichTextDocument, placeholder: string, value: string): RichTextDocument {
  return { ...document, blocks: document.blocks.map((block) => fillBlock(block, placeholder, value)) };
}
