/**
 * Stored rich text (raw draft JSON, spec 1 §5) as the editor's document. Consecutive list items
 * become one list (deeper items nest), consecutive quote blocks one quote; an unknown block type is
 * a paragraph, as the storefront shows it. Offsets count code points.
 */
import type { JSONContent } from '@tiptap/react';
import { parseRichText, type RichTextBlock, type RichTextDocument } from '@vev/shared';

type Mark = NonNullable<JSONContent['marks']>[number];

const headingLevels: Record<string, number> = { 'header-two': 2, 'header-three': 3, 'header-four': 4 };
const listNodes: Record<string, string> = { 'unordered-list-item': 'bulletList', 'ordered-list-item': 'orderedList' };
/** The styles the editor has, in the order their marks are written. */
const styleMarks: [string, string][] = [
  ['BOLD', 'bold'],
  ['ITALIC', 'italic'],
  ['UNDERLINE', 'underline'],
];

const isListItem = (block: RichTextBlock | undefined) => block !== undefined && block.type in listNodes;

interface Run {
  text: string;
  marks: Mark[];
}

function linkMark(entity: RichTextDocument['entityMap'][string] | undefined): Mark | undefined {
  if (entity?.type !== 'LINK') return undefined;
  const url = entity.data.url ?? entity.data.href;
  if (typeof url !== 'string' || url === '') return undefined;
  return { type: 'link', attrs: { href: url, target: entity.data.targetOption === '_blank' ? '_blank' : null } };
}

/** The block's text in runs that share their marks. */
function runsOf(block: RichTextBlock, entityMap: RichTextDocument['entityMap']): Run[] {
  const chars = Array.from(block.text);
  const styles = chars.map(() => new Set<string>());
  const links: (Mark | undefined)[] = chars.map(() => undefined);
  for (const range of block.inlineStyleRanges) {
    for (let i = range.offset; i < Math.min(chars.length, range.offset + range.length); i++)
      styles[i]?.add(range.style);
  }
  for (const range of block.entityRanges) {
    const mark = linkMark(entityMap[String(range.key)]);
    for (let i = range.offset; i < Math.min(chars.length, range.offset + range.length); i++) links[i] = mark;
  }
  const runs: Run[] = [];
  chars.forEach((char, i) => {
    const marks: Mark[] = styleMarks.filter(([style]) => styles[i]?.has(style)).map(([, type]) => ({ type }));
    const link = links[i];
    if (link) marks.push(link);
    const last = runs.at(-1);
    if (last && JSON.stringify(last.marks) === JSON.stringify(marks)) last.text += char;
    else runs.push({ text: char, marks });
  });
  return runs;
}

/** Text nodes with their marks; a line break inside a block is a hard break. */
function inlineContent(block: RichTextBlock, entityMap: RichTextDocument['entityMap']): JSONContent[] {
  const content: JSONContent[] = [];
  for (const run of runsOf(block, entityMap)) {
    run.text.split('\n').forEach((line, index) => {
      if (index > 0) content.push({ type: 'hardBreak' });
      if (line)
        content.push(run.marks.length ? { type: 'text', text: line, marks: run.marks } : { type: 'text', text: line });
    });
  }
  return content;
}

function textBlock(type: string, block: RichTextBlock, entityMap: RichTextDocument['entityMap'], attrs?: object) {
  const content = inlineContent(block, entityMap);
  return { type, ...(attrs ? { attrs } : {}), ...(content.length ? { content } : {}) } as JSONContent;
}

/** A list from `start` at `depth`; deeper items nest in the item before them. Returns the list and where it ended. */
function readList(
  blocks: RichTextBlock[],
  start: number,
  depth: number,
  entityMap: RichTextDocument['entityMap'],
): [JSONContent, number] {
  const listType = (blocks[start] as RichTextBlock).type;
  const items: JSONContent[] = [];
  let i = start;
  while (i < blocks.length) {
    const block = blocks[i];
    if (!block || !isListItem(block) || block.depth < depth) break;
    if (block.depth === depth) {
      if (block.type !== listType) break;
      items.push({ type: 'listItem', content: [textBlock('paragraph', block, entityMap)] });
      i++;
      continue;
    }
    const [nested, next] = readList(blocks, i, depth + 1, entityMap);
    const parent = items.at(-1);
    // An item deeper than the one before it (stored by another editor) hangs under an empty item.
    if (parent) parent.content?.push(nested);
    else items.push({ type: 'listItem', content: [{ type: 'paragraph' }, nested] });
    i = next;
  }
  return [{ type: listNodes[listType], content: items }, i];
}

export function draftToTiptap(document: RichTextDocument): JSONContent {
  const { blocks, entityMap } = document;
  const content: JSONContent[] = [];
  let i = 0;
  while (i < blocks.length) {
    const block = blocks[i] as RichTextBlock;
    if (isListItem(block)) {
      const [list, next] = readList(blocks, i, block.depth, entityMap);
      content.push(list);
      i = next;
      continue;
    }
    if (block.type === 'blockquote') {
      const paragraphs: JSONContent[] = [];
      while (blocks[i]?.type === 'blockquote')
        paragraphs.push(textBlock('paragraph', blocks[i++] as RichTextBlock, entityMap));
      content.push({ type: 'blockquote', content: paragraphs });
      continue;
    }
    const level = headingLevels[block.type];
    content.push(level ? textBlock('heading', block, entityMap, { level }) : textBlock('paragraph', block, entityMap));
    i++;
  }
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

/** A stored value (raw draft JSON, or plain text: one paragraph per line) as the editor's document. */
export const richTextValueToTiptap = (value: string | null | undefined) => draftToTiptap(parseRichText(value));
