/**
 * The home screen's figures (spec 3 §2 'Dashboard', §9): the last 7 days against the 7 before. The
 * change is hidden when the current value is 0 and reads +∞ when there was nothing to compare with
 * (the previous 7 days were 0): the spec's "+infinity when the change is exactly 0".
 */
import { addDays } from '../reports/range';

export const comparisonDays = 7;

export interface DayValue {
  /** A calendar day, 'YYYY-MM-DD'. */
  period: string;
  value: number;
}

export interface PeriodComparison {
  current: number;
  previous: number;
  /** Whole percent; Infinity when the previous period was 0; null when hidden (current is 0). */
  change: number | null;
  /** The current period's values day by day, oldest first, for the sparkline. */
  days: number[];
}

export function percentChange(current: number, previous: number): number | null {
  if (current === 0) return null;
  if (previous === 0) return Number.POSITIVE_INFINITY;
  return Math.round(((current - previous) / previous) * 100);
}

/** The 7 days up to `today` against the 7 before, from values by day (days left out count as 0). */
export function compareLastDays(rows: readonly DayValue[], today: string): PeriodComparison {
  const byDay = new Map(rows.map((row) => [row.period, row.value]));
  const daysAgo = (offset: number) => byDay.get(addDays(today, -offset)) ?? 0;
  const days = Array.from({ length: comparisonDays }, (_, index) => daysAgo(comparisonDays - 1 - index));
  const current = days.reduce((sum, value) => sum + value, 0);
  let previous = 0;
  for (let offset = comparisonDays; offset < 2 * comparisonDays; offset += 1) previous += daysAgo(offset);
  return { current, previous, change: percentChange(current, previous), days };
}

/** '+12 %', '−5 %', '0 %' or '+∞'. */
export function formatPercentChange(change: number): string {
  if (change === Number.POSITIVE_INFINITY) return '+∞';
  if (change > 0) return `+${change} %`;
  if (change < 0) return `−${Math.abs(change)} %`;
  return '0 %';
}
