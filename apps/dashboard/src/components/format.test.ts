import { describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime, formatMoney } from './format';

describe('formats of spec 1 §9', () => {
  it('dates read "D. MMMM YYYY kl. HH:mm" in Norwegian time, summer and winter', () => {
    expect(formatDateTime('2026-03-03T13:05:00Z')).toBe('3. mars 2026 kl. 14:05');
    expect(formatDateTime('2026-07-01T08:00:00Z')).toBe('1. juli 2026 kl. 10:00');
  });

  it('money is NOK with two decimals', () => {
    expect(formatMoney(129_900).replace(/\s/g, ' ')).toBe('1 299,00 kr');
  });

  it('file sizes count in thousands, as the 50 mb upload limit does', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(48_200)).toBe('48,2 kB');
    expect(formatBytes(1_250_000)).toBe('1,3 MB');
    expect(formatBytes(50_000_000)).toBe('50 MB');
  });
});

describe('date pickers work in Norwegian time', () => {
  it('an instant and its Norwegian wall-clock time convert both ways', async () => {
    const { fromNorwegianWallTime, toNorwegianWallTime } = await import('./format');
    expect(toNorwegianWallTime('2026-03-03T13:05:00.000Z')).toBe('2026-03-03 14:05:00');
    expect(fromNorwegianWallTime('2026-07-01 10:00:00')).toBe('2026-07-01T08:00:00.000Z');
  });
});
