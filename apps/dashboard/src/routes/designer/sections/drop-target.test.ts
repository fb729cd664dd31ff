import type { SectionInstanceRecord } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { dropTarget } from './drop-target';

const section = (name: string, marks: Partial<SectionInstanceRecord> = {}): SectionInstanceRecord => ({
  _id: name,
  internalId: name,
  name,
  component: 'hero',
  props: {},
  ...marks,
});

const list = [section('h1', { inHeader: true }), section('m1'), section('m2'), section('f1', { inFooter: true })];

describe('drop target', () => {
  it('on a section: its index and area', () => {
    expect(dropTarget(list, 'm1', 'm2')).toEqual({ index: 2, area: 'main' });
    expect(dropTarget(list, 'm1', 'f1')).toEqual({ index: 3, area: 'footer' });
  });

  it('on an area: after its last section', () => {
    expect(dropTarget(list, 'm2', 'area:header')).toEqual({ index: 1, area: 'header' });
  });

  it('on an empty area: header first, footer last, main before the footer', () => {
    const noHeader = list.slice(1);
    expect(dropTarget(noHeader, 'm1', 'area:header')).toEqual({ index: 0, area: 'header' });
    const onlyEnds = [section('h1', { inHeader: true }), section('f1', { inFooter: true })];
    expect(dropTarget(onlyEnds, 'h1', 'area:main')).toEqual({ index: 0, area: 'main' });
    expect(dropTarget([section('h1', { inHeader: true }), section('m1')], 'm1', 'area:footer')).toEqual({
      index: 1,
      area: 'footer',
    });
  });

  it('on nothing known: no move', () => {
    expect(dropTarget(list, 'm1', 'gone')).toBeNull();
  });
});
