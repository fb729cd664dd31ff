import { describe, expect, it } from 'vitest';
import { describeValue, diffEntries } from './diff-entries';

describe('revision diff as readable changes', () => {
  it('a changed field shows before and after', () => {
    expect(diffEntries({ title: ['Om oss', 'Om Demo Butikk'] })).toEqual([
      { path: ['title'], kind: 'changed', before: 'Om oss', after: 'Om Demo Butikk' },
    ]);
  });

  it('nested fields keep their path; added and removed values are told apart', () => {
    expect(diffEntries({ seo: { metaTitle: ['Ny tittel'], ogTitle: ['Gammel', 0, 0] } })).toEqual([
      { path: ['seo', 'metaTitle'], kind: 'added', after: 'Ny tittel' },
      { path: ['seo', 'ogTitle'], kind: 'removed', before: 'Gammel' },
    ]);
  });

  it('list items are numbered from 1, whether old or new index', () => {
    expect(diffEntries({ tags: { _t: 'a', 0: ['Sommer'], _1: ['Vinter', 0, 0] } })).toEqual([
      { path: ['tags', '1'], kind: 'added', after: 'Sommer' },
      { path: ['tags', '2'], kind: 'removed', before: 'Vinter' },
    ]);
  });

  it('no delta means no changes', () => {
    expect(diffEntries(null)).toEqual([]);
  });

  it('values are shown in Norwegian where they are not text', () => {
    expect(describeValue(true)).toBe('Ja');
    expect(describeValue(null)).toBe('–');
    expect(describeValue({ ref: 'a' })).toBe('{"ref":"a"}');
  });
});
