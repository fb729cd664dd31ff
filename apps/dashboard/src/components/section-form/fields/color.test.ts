import { describe, expect, it } from 'vitest';
import { isRgbFunction, toRgba } from './color';

describe('colour values (spec 1 §5: the colour picker outputs rgba(r,g,b,a))', () => {
  it('the picker’s rgba with spaces is written without them', () => {
    expect(toRgba('rgba(43, 138, 62, 0.5)')).toBe('rgba(43,138,62,0.5)');
  });

  it('#hex and rgb() are read and written as rgba', () => {
    expect(toRgba('#2b8a3e')).toBe('rgba(43,138,62,1)');
    expect(toRgba('#fff')).toBe('rgba(255,255,255,1)');
    expect(toRgba('#00000080')).toBe('rgba(0,0,0,0.5)');
    expect(toRgba('rgb(1, 2, 3)')).toBe('rgba(1,2,3,1)');
    expect(toRgba('#2b8a')).toBe('rgba(34,187,136,0.67)');
  });

  it('text that is not a colour is not turned into one', () => {
    expect(toRgba('#2b8a3')).toBeUndefined();
    expect(toRgba('rgba(300,0,0,1)')).toBeUndefined();
    expect(toRgba('rgba(0,0,0,2)')).toBeUndefined();
    expect(toRgba('rød')).toBeUndefined();
    expect(toRgba('')).toBeUndefined();
  });

  it('a whole rgb()/rgba() is told from one being typed', () => {
    expect(isRgbFunction('rgba(1, 2, 3, 1)')).toBe(true);
    expect(isRgbFunction('rgba(1, 2, 3, 0.')).toBe(false);
    expect(isRgbFunction('#fff')).toBe(false);
  });
});
