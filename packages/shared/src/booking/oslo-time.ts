/**
 * Norwegian wall-clock time (Europe/Oslo) for booking: a calendar day and a clock time become an
 * instant and back, right across the changes to and from summer time. Built on Intl alone, so the
 * shared package needs no date library.
 */

const zone = 'Europe/Oslo';
const minuteMs = 60_000;
const dayMs = 86_400_000;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: zone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Oslo is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function osloOffsetMinutes(at: number): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - (at - (at % 1000))) / minuteMs);
}

/**
 * The instant of a wall-clock time on an Oslo calendar day (`minutes` after midnight, 1440 for the
 * next midnight). A time the spring change skips (02:30 on the last Sunday of March) is read with
 * the winter offset, so it lands an hour later (03:30); a time the autumn change repeats is the
 * first of the two. This is how Temporal's 'compatible' choice reads them.
 */
export function osloInstant(day: string, minutes: number): number {
  const naive = Date.parse(`${day}T00:00:00Z`) + minutes * minuteMs;
  const before = osloOffsetMinutes(naive - 3 * 60 * minuteMs);
  const after = osloOffsetMinutes(naive + 3 * 60 * minuteMs);
  const withBefore = naive - before * minuteMs;
  if (osloOffsetMinutes(withBefore) === before) return withBefore;
  const withAfter = naive - after * minuteMs;
  if (osloOffsetMinutes(withAfter) === after) return withAfter;
  return withBefore;
}

const dayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: zone });

/** The Oslo calendar day of an instant, 'YYYY-MM-DD'. */
export const osloDay = (at: number | Date): string => dayFormat.format(at);

/** Minutes past Oslo midnight at an instant, by the wall clock (an autumn 02:30 reads 150 twice). */
export function osloClockMinutes(at: number): number {
  const local = at + osloOffsetMinutes(at) * minuteMs;
  return Math.floor((((local % dayMs) + dayMs) % dayMs) / minuteMs);
}

/** The calendar day `days` after (or before) `day`. */
export const addCalendarDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The days from `from` to `to`, both included. */
export function calendarDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** The weekday of a calendar day. */
export const weekdayOf = (day: string): Weekday =>
  weekdays[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday;

/** An instant as a `datetime-local` field shows it in Oslo: 'YYYY-MM-DDTHH:MM'. */
export function osloLocalInput(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const minutes = osloClockMinutes(at);
  return `${osloDay(at)}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A `datetime-local` value read as Oslo time, as an ISO instant; null when it is not one. */
export function fromOsloLocalInput(text: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, day = '', hours = '0', minutes = '0'] = match;
  return new Date(osloInstant(day, Number(hours) * 60 + Number(minutes))).toISOString();
}
