import { describe, expect, it } from 'vitest';
import { availabilitySchema, bookingHoursSchema, bookingMessages } from './availability-entry';
import { bookingResourceCreateSchema, bookingServiceCreateSchema, formatDuration } from './service';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('booking schemas', () => {
  it('hours are HH:MM-HH:MM on a 24-hour clock, the end after the start', () => {
    for (const ok of ['08:00-12:00', '00:00-24:00', '13:15-23:59'])
      expect(bookingHoursSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['8-12', '08:00–12:00', '25:00-26:00', '08:00-24:30', '08.00-12.00', '12:00'])
      expect(messageOf(bookingHoursSchema.safeParse(bad))).toBe(bookingMessages.hours);
    expect(messageOf(bookingHoursSchema.safeParse('12:00-08:00'))).toBe(bookingMessages.hoursOrder);
    expect(bookingMessages.hours).toContain('08:00-12:00');
  });

  it('a day or a date comes only once; an entry has one of them', () => {
    const twice = availabilitySchema.safeParse([
      { day: 'monday', hours: ['08:00-12:00'] },
      { day: 'monday', hours: [] },
    ]);
    expect(twice.error?.issues[0]).toMatchObject({ path: [1, 'day'], message: bookingMessages.dayTwice });
    const dates = availabilitySchema.safeParse([{ date: '2026-05-17' }, { date: '2026-05-17', hours: [] }]);
    expect(dates.error?.issues[0]).toMatchObject({ path: [1, 'date'], message: bookingMessages.dateTwice });
    expect(messageOf(availabilitySchema.safeParse([{ hours: [] }]))).toBe(bookingMessages.dayOrDate);
    for (const date of ['2026-02-30', '2026-99-99', '17. mai'])
      expect(messageOf(availabilitySchema.safeParse([{ date }]))).toBe(bookingMessages.date);
  });

  it('a new service is an appointment for one, 30 minutes; name and price are required; capacity at least 1', () => {
    expect(bookingServiceCreateSchema.parse({ name: 'Klipp', price: 45_000 })).toMatchObject({
      type: 'appointment',
      slots: 1,
      duration: 30,
      durationUnit: 'minute',
      roundDuration: false,
      scheduleLimitDays: null,
      scheduleLimitHours: 0,
      availability: [],
      events: [],
    });
    const missing = bookingServiceCreateSchema.safeParse({});
    expect(missing.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['name', 'price']);
    expect(bookingServiceCreateSchema.safeParse({ name: 'x', price: 0, slots: 0 }).success).toBe(false);
    expect(bookingServiceCreateSchema.safeParse({ name: 'x', price: 0, events: [{ slots: 2 }] }).success).toBe(false);
  });

  it('a new resource serves one at a time', () => {
    expect(bookingResourceCreateSchema.parse({ name: 'Stol 1' })).toMatchObject({
      slots: 1,
      email: '',
      availability: [],
    });
    expect(bookingResourceCreateSchema.safeParse({ name: 'Stol 1', slots: 0 }).success).toBe(false);
  });

  it('durations read as Norwegian: 30 minutter, 1 time, 90 minutter, 2 dager', () => {
    expect(formatDuration(30, 'minute')).toBe('30 minutter');
    expect(formatDuration(1, 'hour')).toBe('1 time');
    expect(formatDuration(4, 'quarterHour')).toBe('1 time');
    expect(formatDuration(3, 'halfHour')).toBe('90 minutter');
    expect(formatDuration(2, 'day')).toBe('2 dager');
  });
});
