import * as icons from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import type { PropDefinition } from './definition/types';
import { findSectionDefinition, listSectionDefinitions, sectionDefinitions } from './registry';

const allProps = (props: readonly PropDefinition[]): PropDefinition[] =>
  props.flatMap((prop) => [
    prop,
    ...(prop.type === 'object' ? allProps(prop.fields) : []),
    ...(prop.type === 'list' && prop.of.type === 'object' ? allProps(prop.of.fields) : []),
  ]);

describe('section registry', () => {
  it('offers at least 16 section types with unique names', () => {
    expect(sectionDefinitions.length).toBeGreaterThanOrEqual(16);
    expect(new Set(sectionDefinitions.map((definition) => definition.name)).size).toBe(sectionDefinitions.length);
  });

  it.each(
    sectionDefinitions.map((definition) => [definition.name, definition] as const),
  )('%s has a label, a description, an icon from @tabler/icons-react and labelled props', (_name, definition) => {
    expect(definition.label).not.toBe('');
    expect(definition.description).toMatch(/\.$/);
    expect(Object.keys(icons)).toContain(definition.icon);
    for (const prop of allProps(definition.props)) expect(prop.label).not.toBe('');
    if (definition.titleProp) expect(definition.props.map((prop) => prop.name)).toContain(definition.titleProp);
  });

  it('finds a definition by name, and nothing for an unknown one', () => {
    expect(findSectionDefinition('hero')?.label).toBe('Hero');
    expect(findSectionDefinition('marquee')).toBeUndefined();
  });

  it('lists what may go where, leaves the shop out without e-commerce, and searches label and description', () => {
    expect(listSectionDefinitions({ usableIn: 'richContent' }).map((definition) => definition.name)).not.toContain(
      'header',
    );
    const withoutShop = listSectionDefinitions({ hasEcommerce: false }).map((definition) => definition.name);
    expect(withoutShop).not.toContain('productGrid');
    expect(withoutShop).toContain('hero');
    expect(listSectionDefinitions({ text: 'youtube' }).map((definition) => definition.name)).toEqual(['video']);
    expect(listSectionDefinitions({ text: 'finnes ikke' })).toEqual([]);
  });
});
