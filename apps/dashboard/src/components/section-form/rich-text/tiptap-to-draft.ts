/**
 * The editor's document as stored rich text: raw draft JSON (Draft.js `convertToRaw`), written with
 * the keys in the order `parseRichText` reads them, so storing it again changes nothing. Nested lists
 * become list items with a depth; offsets count code points.
 */
import type { JSONContent } from '@tiptap/react';
import type { RichTextBlock, RichTextBlockType, RichTextDocument, RichTextStyle } from '@vev/shared';

const headingTypes: Record<number, RichTextBlockType> = { 2: 'header-two', 3: 'header-three', 4: 'header-four' };
const markStyles: Record<string, RichTextStyle> = { bold: 'BOLD', italic: 'ITALIC', underline: 'UNDERLINE' };
const styleOrder: RichTextStyle[] = ['BOLD', 'ITALIC', 'UNDERLINE'];
/** Draft keeps list depth 0–4. */
const maxDepth = 4;

interface Link {
  url: string;
  newTab: boolean;
}

interface Char {
  char: string;
  styles: Set<RichTextStyle>;
  link: Link | undefined;
}

interface Context {
  /** The block type paragraphs get here: a list item inside a list, a quote inside a quote. */
  blockType: RichTextBlockType | undefined;
  depth: number;
  inList: boolean;
}

function charsOf(inline: JSONContent[] | undefined): Char[] {
  const chars: Char[] = [];
  for (const node of inline ?? []) {
    if (node.type === 'hardBreak') {
      chars.push({ char: '\n', styles: new Set(), link: undefined });
      continue;
    }
    if (node.type !== 'text' || !node.text) continue;
    const styles = new Set<RichTextStyle>();
    let link: Link | undefined;
    for (const mark of node.marks ?? []) {
      const style = markStyles[mark.type];
      if (style) styles.add(style);
      if (mark.type === 'link' && typeof mark.attrs?.href === 'string' && mark.attrs.href !== '') {
        link = { url: mark.attrs.href, newTab: mark.attrs.target === '_blank' };
      }
    }
    for (const char of Array.from(node.text)) chars.push({ char, styles, link });
  }
  return chars;
}

/** Where `matches` holds without a break, as draft ranges. */
function rangesWhere(chars: Char[], matches: (char: Char) => boolean): { offset: number; length: number }[] {
  const ranges: { offset: number; length: number }[] = [];
  chars.forEach((char, i) => {
    if (!matches(char)) return;
    const last = ranges.at(-1);
    if (last && last.offset + last.length === i) last.length++;
    else ranges.push({ offset: i, length: 1 });
  });
  return ranges;
}

const sameLink = (a: Link | undefined, b: Link | undefined) => a?.url === b?.url && a?.newTab === b?.newTab;

class DraftWriter {
  readonly blocks: RichTextBlock[] = [];
  readonly entityMap: RichTextDocument['entityMap'] = {};
  private entities = 0;

  block(type: RichTextBlockType, depth: number, inline: JSONContent[] | undefined): void {
    const chars = charsOf(inline);
    const inlineStyleRanges = styleOrder
      .flatMap((style) => rangesWhere(chars, (char) => char.styles.has(style)).map((range) => ({ ...range, style })))
      .sort((a, b) => a.offset - b.offset);
    this.blocks.push({
      key: `b${this.blocks.length.toString(36)}`,
      text: chars.map((char) => char.char).join(''),
      type,
      depth,
      inlineStyleRanges,
      entityRanges: this.linkRanges(chars),
      data: {},
    });
  }

  /** One LINK entity per stretch of text that goes to the same address. */
  private linkRanges(chars: Char[]) {
    const ranges: { offset: number; length: number; key: number }[] = [];
    chars.forEach((char, i) => {
      if (!char.link) return;
      const last = ranges.at(-1);
      if (last && last.offset + last.length === i && sameLink(chars[i - 1]?.link, char.link)) {
        last.length++;
        return;
      }
      const key = this.entities++;
      this.entityMap[String(key)] = {
        type: 'LINK',
        mutability: 'MUTABLE',
        data: char.link.newTab ? { url: char.link.url, targetOption: '_blank' } : { url: char.link.url },
      };
      ranges.push({ offset: i, length: 1, key });
    });
    return ranges;
  }

  nodes(nodes: JSONContent[] | undefined, context: Context): void {
    for (const node of nodes ?? []) this.node(node, context);
  }

  private node(node: JSONContent, context: Context): void {
    switch (node.type) {
      case 'paragraph':
        this.block(context.blockType ?? 'unstyled', context.depth, node.content);
        return;
      case 'heading':
        this.block(
          context.blockType ?? headingTypes[Number(node.attrs?.level)] ?? 'header-two',
          context.depth,
          node.content,
        );
        return;
      case 'bulletList':
      case 'orderedList':
        this.nodes(node.content, {
          blockType: node.type === 'bulletList' ? 'unordered-list-item' : 'ordered-list-item',
          depth: context.inList ? Math.min(maxDepth, context.depth + 1) : 0,
          inList: true,
        });
        return;
      case 'blockquote':
        this.nodes(node.content, context.inList ? context : { ...context, blockType: 'blockquote' });
        return;
      default:
        // List items, and anything another editor might leave, give their text blocks.
        if (node.content?.some((child) => child.type === 'text' || child.type === 'hardBreak')) {
          this.block(context.blockType ?? 'unstyled', context.depth, node.content);
        } else this.nodes(node.content, context);
    }
  }
}

export function tiptapToDraft(document: JSONContent): RichTextDocument {
  const writer = new DraftWriter();
  writer.nodes(document.content, { blockType: undefined, depth: 0, inList: false });
  // An editor always holds one paragraph; left empty, there is no text at all.
  const [only, ...rest] = writer.blocks;
  const blocks = rest.length === 0 && only?.type === 'unstyled' && only.text === '' ? [] : writer.blocks;
  return { blocks, entityMap: writer.entityMap };
}

/** The editor's document as the value to store. */
export const tiptapToRichTextValue = (document: JSONContent) => JSON.stringify(tiptapToDraft(document));
