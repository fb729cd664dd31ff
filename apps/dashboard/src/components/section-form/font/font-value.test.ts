import { describe, expect, it } from 'vitest';
import { type OverrideRow, overrideErrors, toFontValue, toMediaQueries, toRows, unsetFont } from './font-value';

const row = (changes: Partial<OverrideRow>): OverrideRow => ({
  id: 0,
  query: 768,
  family: '',
  weight: null,
  size: null,
  ...changes,
});

describe('font settings (spec 1 §3, §5)', () => {
  it('a screen-size override’s minimum width is a required number', () => {
    expect(overrideErrors([row({ query: 768 }), row({ id: 1, query: null, size: 2 })])).toEqual({
      '1.query': 'Feltet må fylles ut.',
    });
  });

  it('empty fields of an override are left out, and the narrowest screen comes first', () => {
    expect(
      toMediaQueries([
        row({ query: 1200, size: 3, family: '  ' }),
        row({ id: 1, query: 600, weight: '700', family: 'Lora ' }),
      ]),
    ).toEqual([
      { query: 600, family: 'Lora', weight: 700 },
      { query: 1200, size: 3 },
    ]);
  });

  it('stored overrides come back as rows', () => {
    expect(toRows({ ...unsetFont, family: 'Inter', mediaQueries: [{ query: 600, weight: 700 }] })).toEqual([
      { id: 0, query: 600, family: '', weight: '700', size: null },
    ]);
  });

  it('no family and no overrides is the theme’s font', () => {
    expect(toFontValue(unsetFont)).toBeNull();
    expect(toFontValue({ ...unsetFont, family: 'Inter' })).toEqual({ ...unsetFont, family: 'Inter' });
  });
});
