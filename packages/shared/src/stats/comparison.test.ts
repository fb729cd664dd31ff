import { describe, expect, it } from 'vitest';
import { addDays } from '../reports/range';
import { compareLastDays, formatPercentChange, percentChange } from './comparison';

describe('period comparison (spec 3 §2 Dashboard)', () => {
  it('percent change: whole percent of the previous period', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(100, 100)).toBe(0);
    expect(percentChange(2, 3)).toBe(-33);
  });

  it('percent change: hidden when the current value is 0, even when the previous was 0 too', () => {
    expect(percentChange(0, 100)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });

  it('percent change: +infinity when there was nothing to compare with', () => {
    expect(percentChange(5, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(formatPercentChange(Number.POSITIVE_INFINITY)).toBe('+∞');
  });

  it('formats a rise with +, a fall with a minus sign and no change as 0 %', () => {
    expect(formatPercentChange(12)).toBe('+12 %');
    expect(formatPercentChange(-5)).toBe('−5 %');
    expect(formatPercentChange(0)).toBe('0 %');
  });

  it('compares the 7 days up to today with the 7 before; missing days count as 0', () => {
    const rows = [
      { period: '2026-03-20', value: 4 },
      { period: '2026-03-26', value: 1 },
      { period: '2026-03-27', value: 2 },
      { period: '2026-03-31', value: 3 },
      { period: '2026-04-02', value: 100 },
    ];
    expect(compareLastDays(rows, '2026-04-01')).toEqual({
      current: 6,
      previous: 4,
      change: 50,
      days: [1, 2, 0, 0, 0, 3, 0],
    });
  });

  it('counts days across the change to summer time as whole calendar days', () => {
    const rows = Array.from({ length: 14 }, (_, index) => ({
      period: addDays('2026-03-20', index),
      value: index < 7 ? 1 : 2,
    }));
    expect(compareLastDays(rows, '2026-04-02')).toMatchObject({ current: 14, previous: 7, change: 100 });
  });
});
