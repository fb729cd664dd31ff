/**
 * Rich text (raw draft JSON) as React elements: headings, paragraphs, lists, quotes, bold, italic,
 * underline and links. Text only ever becomes text nodes; link addresses must pass `isSafeHref`.
 */
import { parseRichText, type RichTextBlock, type RichTextDocument } from '@vev/shared';
import type { ReactNode } from 'react';
import { safeHrefOrUndefined } from '../definition/values';

interface Run {
  text: string;
  styles: Set<string>;
  entity: string | undefined;
}

/** Splits a block's text into runs that share styles and link; offsets count code points. */
function runsOf(block: RichTextBlock): Run[] {
  const chars = Array.from(block.text);
  const styles = chars.map(() => new Set<string>());
  const entities: (string | undefined)[] = chars.map(() => undefined);
  for (const range of block.inlineStyleRanges) {
    for (let i = range.offset; i < Math.min(chars.length, range.offset + range.length); i++)
      styles[i]?.add(range.style);
  }
  for (const range of block.entityRanges) {
    for (let i = range.offset; i < Math.min(chars.length, range.offset + range.length); i++)
      entities[i] = String(range.key);
  }
  const runs: Run[] = [];
  chars.forEach((char, i) => {
    const style = styles[i] ?? new Set<string>();
    const last = runs.at(-1);
    const sameStyle = last && last.styles.size === style.size && [...style].every((name) => last.styles.has(name));
    if (last && sameStyle && last.entity === entities[i]) last.text += char;
    else runs.push({ text: char, styles: style, entity: entities[i] });
  });
  return runs;
}

function renderRun(run: Run, key: number, entityMap: RichTextDocument['entityMap']): ReactNode {
  let node: ReactNode = run.text;
  if (run.styles.has('BOLD')) node = <strong>{node}</strong>;
  if (run.styles.has('ITALIC')) node = <em>{node}</em>;
  if (run.styles.has('UNDERLINE')) node = <u>{node}</u>;
  const entity = run.entity === undefined ? undefined : entityMap[run.entity];
  if (entity?.type === 'LINK') {
    const href = safeHrefOrUndefined(typeof entity.data.url === 'string' ? entity.data.url : undefined);
    if (href) {
      const external = /^https?:/i.test(href);
      node = (
        <a
          href={href}
          {...(external && entity.data.targetOption === '_blank'
            ? { target: '_blank', rel: 'noopener noreferrer' }
            : {})}
        >
          {node}
        </a>
      );
    }
  }
  return <span key={key}>{node}</span>;
}

const blockTags: Record<string, 'h2' | 'h3' | 'h4' | 'blockquote' | 'p'> = {
  'header-two': 'h2',
  'header-three': 'h3',
  'header-four': 'h4',
  blockquote: 'blockquote',
};

function inline(block: RichTextBlock, entityMap: RichTextDocument['entityMap']) {
  const runs = runsOf(block);
  return runs.length === 1 && runs[0]?.styles.size === 0 && runs[0].entity === undefined
    ? runs[0].text
    : runs.map((run, index) => renderRun(run, index, entityMap));
}

/** The blocks of a rich text value; consecutive list items share one list. */
export function RichText({ value, className }: { value: string | null | undefined; className?: string }) {
  const document = parseRichText(value);
  const nodes: ReactNode[] = [];
  const blocks = document.blocks;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as RichTextBlock;
    const listType =
      block.type === 'unordered-list-item' ? 'ul' : block.type === 'ordered-list-item' ? 'ol' : undefined;
    if (listType) {
      const items: RichTextBlock[] = [];
      while (blocks[i]?.type === block.type) items.push(blocks[i++] as RichTextBlock);
      i--;
      const List = listType;
      nodes.push(
        <List key={i}>
          {items.map((item) => (
            <li key={`${i}-${item.key}`}>{inline(item, document.entityMap)}</li>
          ))}
        </List>,
      );
      continue;
    }
    const Tag = blockTags[block.type] ?? 'p';
    nodes.push(<Tag key={i}>{inline(block, document.entityMap)}</Tag>);
  }
  if (nodes.length === 0) return null;
  return <div className={className ? `vev-rich-text ${className}` : 'vev-rich-text'}>{nodes}</div>;
}
