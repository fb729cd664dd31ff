import { describe, expect, it } from 'vitest';
import {
  type AvailabilityInput,
  type AvailabilityService,
  availableDates,
  bookingLengthMinutes,
  freeSlots,
  slotsOfDay,
} from './availability';
import { osloInstant } from './oslo-time';

const service = (overrides: Partial<AvailabilityService> = {}): AvailabilityService => ({
  _id: 's1',
  type: 'appointment',
  slots: 1,
  duration: 30,
  durationUnit: 'minute',
  roundDuration: false,
  scheduleLimitDays: null,
  scheduleLimitHours: 0,
  availability: [{ day: 'monday', date: null, hours: ['08:00-10:00'] }],
  events: [],
  ...overrides,
});
const now = Date.parse('2026-03-01T12:00:00Z');
const input = (overrides: Partial<AvailabilityInput> = {}): AvailabilityInput => ({
  service: service(),
  resources: [],
  bookings: [],
  now,
  ...overrides,
});
const local = (slots: { start: number }[]) =>
  slots.map((slot) =>
    new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit' }).format(
      slot.start,
    ),
  );

describe('availability', () => {
  it('weekday hours give back-to-back slots of the duration, in Oslo time', () => {
    // Monday 2 March 2026 (winter time: 08:00 in Oslo is 07:00 UTC).
    const slots = freeSlots(input(), '2026-03-02');
    expect(local(slots)).toEqual(['08:00', '08:30', '09:00', '09:30']);
    expect(new Date(slots[0]?.start ?? 0).toISOString()).toBe('2026-03-02T07:00:00.000Z');
    expect(freeSlots(input(), '2026-03-03')).toEqual([]);
  });

  it('a date overrides its weekday, and an empty list of hours closes the day', () => {
    const availability = [
      { day: 'monday' as const, date: null, hours: ['08:00-10:00'] },
      { day: null, date: '2026-03-02', hours: ['12:00-13:00'] },
      { day: null, date: '2026-03-09', hours: [] },
    ];
    const at = input({ service: service({ availability }) });
    expect(local(freeSlots(at, '2026-03-02'))).toEqual(['12:00', '12:30']);
    expect(freeSlots(at, '2026-03-09')).toEqual([]);
    expect(local(freeSlots(at, '2026-03-16'))).toHaveLength(4);
  });

  it('rounding starts every whole unit on the clock; without it slots follow each other', () => {
    const opening = [{ day: 'monday' as const, date: null, hours: ['08:10-10:00'] }];
    const plain = service({ availability: opening, duration: 1, durationUnit: 'hour' });
    expect(local(freeSlots(input({ service: plain }), '2026-03-02'))).toEqual(['08:10']);
    const rounded = service({ availability: opening, duration: 3, durationUnit: 'halfHour', roundDuration: true });
    expect(local(freeSlots(input({ service: rounded }), '2026-03-02'))).toEqual(['08:30']);
    const quarters = service({ availability: opening, duration: 4, durationUnit: 'quarterHour', roundDuration: true });
    expect(local(freeSlots(input({ service: quarters }), '2026-03-02'))).toEqual(['08:15', '08:30', '08:45', '09:00']);
  });

  it('capacity: a slot is full when its bookings take every place; overlapping bookings count', () => {
    const start = osloInstant('2026-03-02', 8 * 60 + 15);
    const booking = { start, end: start + 30 * 60_000, slots: 1, service: 's1', event: null, resources: [] };
    const one = input({ bookings: [booking] });
    expect(local(freeSlots(one, '2026-03-02'))).toEqual(['09:00', '09:30']);
    const two = input({ service: service({ slots: 2 }), bookings: [booking] });
    expect(slotsOfDay(two, '2026-03-02').map((slot) => slot.free)).toEqual([1, 1, 2, 2]);
    expect(freeSlots({ ...two, wanted: 2 }, '2026-03-02')).toHaveLength(2);
  });

  it("resources: their hours narrow the service's, and their bookings for other services take their places", () => {
    const resource = {
      _id: 'r1',
      slots: 1,
      availability: [{ day: 'monday' as const, date: null, hours: ['09:00-12:00'] }],
    };
    const start = osloInstant('2026-03-02', 9 * 60);
    const other = { start, end: start + 30 * 60_000, slots: 1, service: 's2', event: null, resources: ['r1'] };
    expect(local(freeSlots(input({ resources: [resource] }), '2026-03-02'))).toEqual(['09:00', '09:30']);
    expect(local(freeSlots(input({ resources: [resource], bookings: [other] }), '2026-03-02'))).toEqual(['09:30']);
    const alwaysThere = { ...resource, availability: [] };
    expect(freeSlots(input({ resources: [alwaysThere] }), '2026-03-02')).toHaveLength(4);
  });

  it('scheduleLimitHours keeps slots that start too soon away; scheduleLimitDays those too far ahead', () => {
    const monday8 = osloInstant('2026-03-02', 8 * 60);
    const soon = input({ now: monday8 - 30 * 60_000, service: service({ scheduleLimitHours: 1 }) });
    expect(local(freeSlots(soon, '2026-03-02'))).toEqual(['08:30', '09:00', '09:30']);
    const past = input({ now: monday8 + 45 * 60_000 });
    expect(local(freeSlots(past, '2026-03-02'))).toEqual(['09:00', '09:30']);
    // Today is Sunday 1 March: 7 days ahead reaches Sunday 8 March, not Monday 9.
    const week = input({ service: service({ scheduleLimitDays: 7 }) });
    expect(availableDates(week, '2026-03-01', '2026-03-31')).toEqual(['2026-03-02']);
    expect(availableDates(input(), '2026-03-01', '2026-03-31')).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
  });

  it('summer time starts on Sunday 29 March 2026: 02:00–03:00 does not exist', () => {
    const sunday = service({
      availability: [{ day: 'sunday', date: null, hours: ['00:00-06:00'] }],
      duration: 1,
      durationUnit: 'hour',
    });
    const slots = freeSlots(input({ service: sunday }), '2026-03-29');
    expect(local(slots)).toEqual(['00:00', '01:00', '03:00', '04:00', '05:00']);
    expect(new Date(slots[2]?.start ?? 0).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('summer time ends on Sunday 25 October 2026: 02:00–03:00 comes twice, both are offered', () => {
    const sunday = service({
      availability: [{ day: 'sunday', date: null, hours: ['00:00-06:00'] }],
      duration: 1,
      durationUnit: 'hour',
    });
    const slots = freeSlots(input({ service: sunday }), '2026-10-25');
    expect(local(slots)).toEqual(['00:00', '01:00', '02:00', '02:00', '03:00', '04:00', '05:00']);
    expect(new Date(slots[0]?.start ?? 0).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(new Date(slots[6]?.start ?? 0).toISOString()).toBe('2026-10-25T04:00:00.000Z');
  });

  it('day units book whole calendar days, each of them open; a 23-hour day is one day', () => {
    const days = service({
      availability: [
        { day: 'sunday', date: null, hours: ['10:00-16:00'] },
        { day: 'monday', date: null, hours: ['10:00-16:00'] },
      ],
      duration: 2,
      durationUnit: 'day',
    });
    const [slot] = freeSlots(input({ service: days }), '2026-03-29');
    expect(new Date(slot?.start ?? 0).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(slot?.end ?? 0).toISOString()).toBe('2026-03-30T22:00:00.000Z');
    expect(freeSlots(input({ service: days }), '2026-03-30')).toEqual([]);
  });

  it('events: their own dates and places, and bookings of the event take them', () => {
    const events = [
      { _id: 'e1', start: '2026-03-05T17:00:00.000Z', slots: 3 },
      { _id: 'e2', start: '2026-03-06T17:00:00.000Z', slots: null },
    ];
    const event = service({ type: 'event', events, availability: [] });
    const start = Date.parse('2026-03-05T17:00:00.000Z');
    const taken = { start, end: start + 30 * 60_000, slots: 3, service: 's1', event: 'e1', resources: [] };
    expect(availableDates(input({ service: event }), '2026-03-01', '2026-03-31')).toEqual(['2026-03-05', '2026-03-06']);
    expect(availableDates(input({ service: event, bookings: [taken] }), '2026-03-01', '2026-03-31')).toEqual([
      '2026-03-06',
    ]);
  });

  it("a product's duration adjustment lengthens each slot on the service's own grid; one that no longer fits is not offered", () => {
    const hour = service({
      duration: 60,
      durationUnit: 'minute',
      availability: [{ day: 'monday', date: null, hours: ['09:00-12:00'] }],
    });
    expect(local(freeSlots(input({ service: hour }), '2026-03-02'))).toEqual(['09:00', '10:00', '11:00']);
    const longer = freeSlots(input({ service: hour, durationAdjustment: 30 }), '2026-03-02');
    expect(local(longer)).toEqual(['09:00', '10:00']);
    expect(longer.map((slot) => (slot.end - slot.start) / 60_000)).toEqual([90, 90]);
    // A booking that runs until 11:30 takes the 11:00 time of a plain hour too.
    const start = osloInstant('2026-03-02', 10 * 60);
    const taken = { start, end: start + 90 * 60_000, slots: 1, service: 's1', event: null, resources: [] };
    expect(local(freeSlots(input({ service: hour, bookings: [taken] }), '2026-03-02'))).toEqual(['09:00']);
    const shorter = freeSlots(input({ service: hour, durationAdjustment: -15 }), '2026-03-02');
    expect(local(shorter)).toEqual(['09:00', '10:00', '11:00']);
    expect((shorter[0]?.end ?? 0) - (shorter[0]?.start ?? 0)).toBe(45 * 60_000);
  });

  it('duration adjustment: never below one unit of the service, and whole days stay whole days', () => {
    expect(bookingLengthMinutes({ duration: 60, durationUnit: 'minute' }, 30)).toBe(90);
    expect(bookingLengthMinutes({ duration: 60, durationUnit: 'minute' }, -600)).toBe(1);
    expect(bookingLengthMinutes({ duration: 2, durationUnit: 'hour' }, -600)).toBe(60);
    expect(bookingLengthMinutes({ duration: 2, durationUnit: 'quarterHour' }, null)).toBe(30);
    expect(bookingLengthMinutes({ duration: 1, durationUnit: 'day' }, 120)).toBe(1440);
  });
});
