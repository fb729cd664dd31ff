/**
 * A report's date range (spec 3 §2 'Reports', §9): from and to are Norwegian calendar days, both
 * included, the last 30 days by default; the range chooses whether figures come by day, week or month.
 */
import { z } from 'zod';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;

/** The longest range a report covers (a little over three years), so no request reads without bound. */
export const maxReportDays = 1_100;
/** The default range: the last 30 days, today included. */
export const defaultReportDays = 30;

export const reportPeriods = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

export const reportRangeMessages = {
  order: 'Fra-datoen må være før til-datoen.',
  tooLong: `En rapport kan dekke maks ${maxReportDays} dager.`,
} as const;

const dayOf = (text: string) => new Date(`${text}T00:00:00Z`);
const textOf = (day: Date) => day.toISOString().slice(0, 10);
const validDay = (text: string) => isoDay.test(text) && textOf(dayOf(text)) === text;

/** A calendar day 'YYYY-MM-DD'. */
export const reportDay = z.string().refine(validDay, { message: 'Ugyldig dato.' });

export const reportRangeQuery = z
  .object({ fromDate: reportDay.optional(), toDate: reportDay.optional() })
  .strict()
  .superRefine((range, ctx) => {
    if (!range.fromDate || !range.toDate) return;
    const span = daysBetween(range.fromDate, range.toDate);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['fromDate'], message: reportRangeMessages.order });
    else if (span + 1 > maxReportDays)
      ctx.addIssue({ code: 'custom', path: ['fromDate'], message: reportRangeMessages.tooLong });
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

export interface ReportRange {
  fromDate: string;
  toDate: string;
}

/** Whole days from one calendar day to another (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayOf(to).getTime() - dayOf(from).getTime()) / dayMs);
}

/** The calendar day `days` after (or before) `day`. */
export function addDays(day: string, days: number): string {
  return textOf(new Date(dayOf(day).getTime() + days * dayMs));
}

const osloDays = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' });

/** The Norwegian calendar day of an instant (today by default), 'YYYY-MM-DD'. */
export const norwegianDay = (at: Date = new Date()): string => osloDays.format(at);

/** The range asked for with the defaults filled in: the 30 days up to `toDate` (today when left out). */
export function resolveReportRange(query: ReportRangeQuery, today = norwegianDay()): ReportRange {
  const toDate = query.toDate ?? (query.fromDate && query.fromDate > today ? query.fromDate : today);
  const fromDate = query.fromDate ?? addDays(toDate, 1 - defaultReportDays);
  return { fromDate, toDate };
}

/** Day for up to 31 days, week (Monday first) for up to 26 weeks, month beyond. */
export function reportPeriodOf({ fromDate, toDate }: ReportRange): ReportPeriod {
  const days = daysBetween(fromDate, toDate) + 1;
  if (days <= 31) return 'day';
  if (days <= 182) return 'week';
  return 'month';
}

/** The first day of the period a day falls in. */
export function periodStart(day: string, period: ReportPeriod): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (dayOf(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Every period the range touches, by its first day (the first may start before `fromDate`). */
export function periodStarts(range: ReportRange, period: ReportPeriod): string[] {
  const starts: string[] = [];
  let start = periodStart(range.fromDate, period);
  while (start <= range.toDate) {
    starts.push(start);
    start = period === 'month' ? nextMonth(start) : addDays(start, period === 'week' ? 7 : 1);
  }
  return starts;
}

function nextMonth(start: string): string {
  const date = dayOf(start);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return textOf(date);
}
