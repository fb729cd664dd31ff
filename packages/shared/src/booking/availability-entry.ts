/**
 * Opening hours of a booking service or resource (spec 3 'Availability entry'): a weekday or a
 * date, with hours 'HH:MM-HH:MM' on a 24-hour clock; an empty list of hours means closed.
 */
import { z } from 'zod';
import { type Weekday, weekdays } from './oslo-time';

export const bookingMessages = {
  hours: 'Skriv to klokkeslett med bindestrek mellom, for eksempel 08:00-12:00.',
  hoursOrder: 'Sluttiden må være etter starttiden.',
  dayTwice: 'Dagen er allerede lagt til.',
  dateTwice: 'Datoen er allerede lagt til.',
  dayOrDate: 'Velg enten en ukedag eller en dato.',
  eventTaken: 'Begivenhet kan ikke slettes',
  eventTakenDetail: 'Kanseller bookingene før begivenheten kan slettes',
  date: 'Ugyldig dato.',
} as const;

export const weekdayLabels: Record<Weekday, string> = {
  monday: 'Mandag',
  tuesday: 'Tirsdag',
  wednesday: 'Onsdag',
  thursday: 'Torsdag',
  friday: 'Fredag',
  saturday: 'Lørdag',
  sunday: 'Søndag',
};

const hoursPattern = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

/** An opening interval in minutes after midnight, or null when the text is not 'HH:MM-HH:MM'. */
export function parseHours(text: string): { from: number; to: number } | null {
  const match = hoursPattern.exec(text.trim());
  if (!match) return null;
  const [, fromHour, fromMinute, toHour, toMinute] = match.map(Number) as number[];
  const from = (fromHour ?? 0) * 60 + (fromMinute ?? 0);
  const to = (toHour ?? 0) * 60 + (toMinute ?? 0);
  if (to > 24 * 60) return null;
  return { from, to };
}

/** One 'HH:MM-HH:MM' interval: two times on a 24-hour clock (24:00 closes at midnight), the end after the start. */
export const bookingHoursSchema = z
  .string()
  .trim()
  .max(11)
  .superRefine((text, context) => {
    const hours = parseHours(text);
    if (!hours) context.addIssue({ code: 'custom', message: bookingMessages.hours });
    else if (hours.to <= hours.from) context.addIssue({ code: 'custom', message: bookingMessages.hoursOrder });
  });

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: bookingMessages.date })
  .refine(
    (day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
    },
    { error: bookingMessages.date },
  );
export const bookingDateSchema = calendarDate;

export const availabilityEntrySchema = z
  .object({
    day: z.enum(weekdays).nullable().default(null),
    date: calendarDate.nullable().default(null),
    hours: z.array(bookingHoursSchema).max(24).default([]),
  })
  .strict()
  .refine((entry) => (entry.day === null) !== (entry.date === null), { error: bookingMessages.dayOrDate });
export type AvailabilityEntry = z.output<typeof availabilityEntrySchema>;
export type AvailabilityEntryInput = z.input<typeof availabilityEntrySchema>;

/** A list of entries where each weekday and each date comes once. */
export const availabilitySchema = z
  .array(availabilityEntrySchema)
  .max(400)
  .superRefine((entries, context) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const key = entry.day ?? entry.date ?? '';
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          path: [index, entry.day ? 'day' : 'date'],
          message: entry.day ? bookingMessages.dayTwice : bookingMessages.dateTwice,
        });
      seen.add(key);
    });
  });

/**
 * The opening intervals of a calendar day, in minutes after midnight: the date's entry when there is
 * one, else its weekday's; none (closed) without an entry. Intervals come sorted and merged.
 */
export function openingOf(availability: readonly AvailabilityEntry[], day: string, weekday: Weekday) {
  const entry = availability.find((item) => item.date === day) ?? availability.find((item) => item.day === weekday);
  const intervals = (entry?.hours ?? [])
    .map(parseHours)
    .filter((hours): hours is { from: number; to: number } => hours !== null && hours.to > hours.from)
    .sort((a, b) => a.from - b.from);
  const merged: { from: number; to: number }[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && interval.from <= last.to) last.to = Math.max(last.to, interval.to);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The common part of two sorted lists of intervals. */
export function intersectIntervals(
  a: readonly { from: number; to: number }[],
  b: readonly { from: number; to: number }[],
) {
  const common: { from: number; to: number }[] = [];
  for (const x of a)
    for (const y of b) {
      const from = Math.max(x.from, y.from);
      const to = Math.min(x.to, y.to);
      if (to > from) common.push({ from, to });
    }
  return common.sort((p, q) => p.from - q.from);
}
