/** How a list field names and orders its items. */
import type { ItemDefinition, Link, PropDefinition, SectionProps } from '@vev/sections';
import { richTextToPlainText } from '@vev/shared';
import type { DefinitionOf } from '../types';

/** The text a value shows as a title; empty when it has none. */
function valueText(definition: ItemDefinition, value: unknown): string {
  switch (definition.type) {
    case 'string':
    case 'text':
      return typeof value === 'string' ? value : '';
    case 'richText':
      return typeof value === 'string' ? richTextToPlainText(value) : '';
    case 'select':
      return definition.options.find((option) => option.value === value)?.label ?? '';
    case 'link': {
      const link = value as Link | null;
      return link?.label || (link?.type === 'custom' ? link.url : '');
    }
    default:
      return '';
  }
}

const titleKinds = new Set<PropDefinition['type']>(['string', 'text', 'richText', 'link']);
const firstLine = (text: string) => text.trim().split('\n')[0]?.trim() ?? '';

/** An item's title: the text of the field `itemTitle` names, else of its first field with text. */
export function itemTitle(list: DefinitionOf<'list'>, item: unknown): string {
  const of = list.of;
  if (of.type !== 'object') return firstLine(valueText(of, item));
  const values = (item ?? {}) as SectionProps;
  const named = of.fields.find((field) => field.name === list.itemTitle);
  const candidates = named ? [named] : of.fields.filter((field) => titleKinds.has(field.type));
  for (const field of candidates) {
    const text = firstLine(valueText(field, values[field.name]));
    if (text) return text;
  }
  return '';
}

/** The list with one item moved from one place to another. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
