import { findSectionDefinition, type PropDefinition } from '@vev/sections';
import { describe, expect, it } from 'vitest';
import type { DefinitionOf } from '../types';
import { itemTitle, moveItem } from './list-items';

const listProp = (section: string, prop: string) =>
  findSectionDefinition(section)?.props.find((field) => field.name === prop) as DefinitionOf<'list'> & PropDefinition;

describe('list items', () => {
  it('the title comes from the field itemTitle names (FAQ: the question)', () => {
    expect(itemTitle(listProp('faq', 'items'), { question: 'Hvor lang er leveringstiden?', answer: '' })).toBe(
      'Hvor lang er leveringstiden?',
    );
  });

  it('a select named by itemTitle gives its option’s label (footer: the platform)', () => {
    expect(itemTitle(listProp('footer', 'social'), { platform: 'instagram', url: 'https://instagram.com/x' })).toBe(
      'Instagram',
    );
  });

  it('a link named by itemTitle gives its text (header menu)', () => {
    const link = {
      type: 'page',
      page: 'p1',
      product: null,
      url: '',
      label: 'Om oss',
      ariaLabel: '',
      openInNewTab: false,
    };
    expect(itemTitle(listProp('header', 'menu'), { link, children: [] })).toBe('Om oss');
  });

  it('without itemTitle, the first field with text, its first line', () => {
    const list = {
      name: 'items',
      label: 'Punkter',
      type: 'list',
      of: {
        type: 'object',
        fields: [
          { name: 'icon', label: 'Ikon', type: 'select', options: [{ value: 'a', label: 'A' }] },
          { name: 'heading', label: 'Overskrift', type: 'string' },
          { name: 'body', label: 'Tekst', type: 'richText' },
        ],
      },
    } as const satisfies PropDefinition;
    expect(itemTitle(list, { icon: 'a', heading: '', body: 'Første linje\nAndre linje' })).toBe('Første linje');
    expect(itemTitle(list, { icon: 'a', heading: '', body: '' })).toBe('');
  });

  it('moves an item to another place and keeps the rest in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });
});
