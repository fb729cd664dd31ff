import type { SectionInstanceRecord } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { findSectionDefinition } from '../registry';
import {
  duplicateSection,
  insertAfter,
  moveSection,
  newPlacedTemplate,
  newSectionInstance,
  readCopiedSection,
} from './operations';
import { defaultSectionProps } from './schema';

const section = (
  name: string,
  component: string,
  marks: Partial<SectionInstanceRecord> = {},
): SectionInstanceRecord => ({
  _id: name,
  internalId: name,
  name,
  component,
  props: {},
  ...marks,
});

const names = (list: SectionInstanceRecord[]) => list.map((item) => item.name);

describe('section operations', () => {
  it('a new section is named by its type and the lowest free counter, with default props', () => {
    const list = [section('hero1', 'hero'), section('hero3', 'hero')];
    const added = newSectionInstance('hero', list, 'id-1');
    const hero = findSectionDefinition('hero');
    expect(added).toEqual({
      _id: 'id-1',
      internalId: 'id-1',
      name: 'hero2',
      component: 'hero',
      props: hero ? defaultSectionProps(hero) : {},
    });
    expect(newSectionInstance('richText', [], 'id-2', { partial: true }).name).toBe('partial_richtext1');
    expect(newSectionInstance('footer', [], 'id-3', { area: 'footer' }).inFooter).toBe(true);
  });

  it('inserts after a named section, else at the end of its area', () => {
    const list = [
      section('header1', 'header', { inHeader: true }),
      section('hero1', 'hero'),
      section('footer1', 'footer', { inFooter: true }),
    ];
    expect(names(insertAfter(list, section('faq1', 'faq'), 'header1'))).toEqual([
      'header1',
      'faq1',
      'hero1',
      'footer1',
    ]);
    expect(names(insertAfter(list, section('faq1', 'faq'), null))).toEqual(['header1', 'hero1', 'faq1', 'footer1']);
    expect(names(insertAfter([], section('header2', 'header', { inHeader: true }), null))).toEqual(['header2']);
  });

  it('duplicates right after the original with a new name and id', () => {
    const list = [section('hero1', 'hero'), section('faq1', 'faq')];
    const next = duplicateSection(list, 'hero1', 'copy');
    expect(names(next)).toEqual(['hero1', 'hero2', 'faq1']);
    expect(next[1]?._id).toBe('copy');
  });

  it('moves within the list and into another template area', () => {
    const list = [section('a1', 'hero'), section('b1', 'faq', { inFooter: true }), section('c1', 'faq')];
    expect(names(moveSection(list, 'c1', 0))).toEqual(['c1', 'a1', 'b1']);
    const moved = moveSection(list, 'b1', 0, 'header');
    expect(moved[0]).toMatchObject({ name: 'b1', inHeader: true });
    expect(moved[0]?.inFooter).toBeUndefined();
    expect(moveSection(list, 'b1', 2, 'main')[2]).not.toHaveProperty('inFooter');
  });

  it('reads copied data only when it fits a known type', () => {
    expect(readCopiedSection({ component: 'hero', props: { heading: 'Hei' } })).toMatchObject({
      component: 'hero',
      props: { heading: 'Hei' },
    });
    expect(readCopiedSection({ component: 'nope', props: {} })).toBeNull();
    expect(readCopiedSection({ component: 'hero', props: { heading: 7 } })).toBeNull();
    expect(readCopiedSection('hero')).toBeNull();
  });

  it('a placed sub-template is a `template` section named by the counter, with no props', () => {
    expect(newPlacedTemplate([section('template1', 'template')], 'id-9', 'partial-1', 'footer')).toEqual({
      _id: 'id-9',
      internalId: 'id-9',
      name: 'template2',
      component: 'template',
      props: {},
      template: { ref: 'partial-1' },
      inFooter: true,
    });
  });
});
