import { decodeTime } from 'ulid';
import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('ids', () => {
  it('new ids are lowercase ULIDs of now, and never repeat', () => {
    const before = Date.now();
    const ids = Array.from({ length: 20_000 }, newId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 10)) expect(id).toMatch(/^[0-9a-hjkmnp-tv-z]{26}$/);
    expect(decodeTime(ids[0]?.toUpperCase() ?? '')).toBeGreaterThanOrEqual(before);
  });

  it('the random part uses every character of the alphabet', () => {
    const seen = new Set(Array.from({ length: 2_000 }, () => newId().slice(10)).join(''));
    expect(seen.size).toBe(32);
  });
});
