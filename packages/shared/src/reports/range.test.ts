import { describe, expect, it } from 'vitest';
import { hasChartData } from './page-views';
import {
  norwegianDay,
  periodStart,
  periodStarts,
  reportPeriodOf,
  reportRangeMessages,
  reportRangeQuery,
  resolveReportRange,
} from './range';

describe('report range', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(resolveReportRange({}, '2026-03-31')).toEqual({ fromDate: '2026-03-02', toDate: '2026-03-31' });
    expect(resolveReportRange({ toDate: '2026-01-30' }, '2026-03-31')).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-01-30',
    });
    expect(resolveReportRange({ fromDate: '2026-03-20' }, '2026-03-31')).toEqual({
      fromDate: '2026-03-20',
      toDate: '2026-03-31',
    });
  });

  it('refuses a range turned around, too long, or a day that does not exist', () => {
    const turned = reportRangeQuery.safeParse({ fromDate: '2026-03-02', toDate: '2026-03-01' });
    expect(turned.error?.issues[0]?.message).toBe(reportRangeMessages.order);
    expect(reportRangeQuery.safeParse({ fromDate: '2020-01-01', toDate: '2026-01-01' }).success).toBe(false);
    expect(reportRangeQuery.safeParse({ fromDate: '2026-02-29' }).success).toBe(false);
    expect(reportRangeQuery.safeParse({ fromDate: '2028-02-29' }).success).toBe(true);
  });

  it('goes by day up to 31 days, by week up to 26 weeks, by month beyond', () => {
    expect(reportPeriodOf({ fromDate: '2026-03-01', toDate: '2026-03-31' })).toBe('day');
    expect(reportPeriodOf({ fromDate: '2026-03-01', toDate: '2026-04-01' })).toBe('week');
    expect(reportPeriodOf({ fromDate: '2026-01-01', toDate: '2026-07-01' })).toBe('week');
    expect(reportPeriodOf({ fromDate: '2026-01-01', toDate: '2026-07-02' })).toBe('month');
  });

  it('weeks start on Monday and months on the 1st, across the change to and from summer time', () => {
    expect(periodStart('2026-03-29', 'week')).toBe('2026-03-23');
    expect(periodStart('2026-03-30', 'week')).toBe('2026-03-30');
    expect(periodStart('2026-10-25', 'month')).toBe('2026-10-01');
    const days = periodStarts({ fromDate: '2026-03-28', toDate: '2026-03-30' }, 'day');
    expect(days).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(periodStarts({ fromDate: '2026-10-20', toDate: '2026-11-10' }, 'week')).toEqual([
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ]);
    expect(periodStarts({ fromDate: '2026-01-31', toDate: '2026-04-01' }, 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
    ]);
  });

  it('a Norwegian day turns at midnight in Oslo, in winter and in summer time', () => {
    expect(norwegianDay(new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15');
    expect(norwegianDay(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(norwegianDay(new Date('2026-07-15T21:59:00Z'))).toBe('2026-07-15');
    expect(norwegianDay(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });

  it('a chart needs at least 2 periods with data', () => {
    expect(hasChartData([{ v: 0 }, { v: 3 }, { v: 0 }], (row) => row.v)).toBe(false);
    expect(hasChartData([{ v: 1 }, { v: 3 }], (row) => row.v)).toBe(true);
  });
});
