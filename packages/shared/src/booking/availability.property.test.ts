/** Invariants of the availability engine over generated services, resources, bookings and clocks. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AvailabilityInput, freeSlots, type TakenBooking } from './availability';
import { openingOf } from './availability-entry';
import { addCalendarDays, osloDay, osloInstant, weekdayOf, weekdays } from './oslo-time';
import { durationUnits } from './service';

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const hoursArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 40 }))
  .map(([from, length]) => `${time(from * 15)}-${time(Math.min(96, from + length) * 15)}`)
  .filter((hours) => hours.slice(0, 5) !== hours.slice(6));
const availabilityArbitrary = fc.uniqueArray(
  fc.record({ day: fc.constantFrom(...weekdays), hours: fc.array(hoursArbitrary, { maxLength: 3 }) }),
  { selector: (entry) => entry.day, maxLength: 7 },
);
// The Sundays of the changes to and from summer time, and ordinary days around them.
const dayArbitrary = fc.constantFrom(
  '2026-03-28',
  '2026-03-29',
  '2026-03-30',
  '2026-10-24',
  '2026-10-25',
  '2026-06-15',
);

const inputArbitrary = fc.record({
  slots: fc.integer({ min: 1, max: 3 }),
  duration: fc.integer({ min: 1, max: 6 }),
  durationUnit: fc.constantFrom(...durationUnits.filter((unit) => unit !== 'day')),
  roundDuration: fc.boolean(),
  scheduleLimitDays: fc.option(fc.integer({ min: 0, max: 30 })),
  scheduleLimitHours: fc.integer({ min: 0, max: 72 }),
  availability: availabilityArbitrary,
  resources: fc.array(fc.record({ slots: fc.integer({ min: 1, max: 3 }), availability: availabilityArbitrary }), {
    maxLength: 2,
  }),
  nowOffsetHours: fc.integer({ min: -24 * 40, max: 24 }),
  /** A product's bookingDurationAdjustment (0 for a time booked without one). */
  durationAdjustment: fc.oneof(fc.constant(0), fc.integer({ min: -180, max: 180 })),
});

type Generated = typeof inputArbitrary extends fc.Arbitrary<infer T> ? T : never;

function inputOf(generated: Generated, day: string): AvailabilityInput {
  const toEntries = (list: { day: (typeof weekdays)[number]; hours: string[] }[]) =>
    list.map((entry) => ({ day: entry.day, date: null, hours: entry.hours }));
  return {
    service: {
      _id: 's',
      type: 'appointment',
      slots: generated.slots,
      duration: generated.duration,
      durationUnit: generated.durationUnit,
      roundDuration: generated.roundDuration,
      scheduleLimitDays: generated.scheduleLimitDays,
      scheduleLimitHours: generated.scheduleLimitHours,
      availability: toEntries(generated.availability),
      events: [],
    },
    resources: generated.resources.map((resource, n) => ({
      _id: `r${n}`,
      slots: resource.slots,
      availability: toEntries(resource.availability),
    })),
    bookings: [],
    now: osloInstant(day, 12 * 60) + generated.nowOffsetHours * 3_600_000,
    durationAdjustment: generated.durationAdjustment,
  };
}

const within = (input: AvailabilityInput, day: string, start: number, end: number) =>
  [input.service.availability, ...input.resources.map((r) => r.availability).filter((a) => a.length > 0)].every(
    (availability) =>
      openingOf(availability, day, weekdayOf(day)).some(
        (interval) => osloInstant(day, interval.from) <= start && end <= osloInstant(day, interval.to),
      ),
  );

describe('availability properties', () => {
  it('no slot lies outside the opening hours of the service and of each resource, in Oslo time', () => {
    fc.assert(
      fc.property(inputArbitrary, dayArbitrary, (generated, day) => {
        const input = inputOf(generated, day);
        for (const slot of freeSlots(input, day)) {
          expect(within(input, day, slot.start, slot.end)).toBe(true);
          expect(osloDay(slot.start)).toBe(day);
        }
      }),
    );
  });

  it('the schedule limits hold: no slot sooner than scheduleLimitHours, none beyond scheduleLimitDays', () => {
    fc.assert(
      fc.property(inputArbitrary, dayArbitrary, (generated, day) => {
        const input = inputOf(generated, day);
        for (const slot of freeSlots(input, day)) {
          expect(slot.start).toBeGreaterThanOrEqual(input.now + input.service.scheduleLimitHours * 3_600_000);
          if (input.service.scheduleLimitDays !== null)
            expect(osloDay(slot.start) <= addCalendarDays(osloDay(input.now), input.service.scheduleLimitDays)).toBe(
              true,
            );
        }
      }),
    );
  });

  it('a slot offered is always bookable: booking offered slots never takes more than the capacity', () => {
    fc.assert(
      fc.property(inputArbitrary, dayArbitrary, fc.array(fc.nat(), { maxLength: 25 }), (generated, day, picks) => {
        const input = inputOf(generated, day);
        const bookings: TakenBooking[] = [];
        for (const pick of picks) {
          // Times bought with the product (adjusted) and plain ones share the places.
          const offered = freeSlots(
            { ...input, bookings, durationAdjustment: pick % 2 ? 0 : input.durationAdjustment },
            day,
          );
          const slot = offered[pick % Math.max(1, offered.length)];
          if (!slot) break;
          bookings.push({
            start: slot.start,
            end: slot.end,
            slots: 1,
            service: 's',
            event: null,
            resources: input.resources.map((r) => r._id),
          });
        }
        // At every booking's start, the bookings running then stay within every capacity.
        for (const at of bookings) {
          const running = bookings.filter((b) => b.start <= at.start && b.end > at.start).length;
          const capacity = Math.min(input.service.slots, ...input.resources.map((r) => r.slots));
          expect(running).toBeLessThanOrEqual(capacity);
        }
      }),
    );
  });

  it('on the summer-time Sundays slots never overlap and their local times are real times', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.constantFrom('2026-03-29', '2026-10-25'), (generated, day) => {
        const input = inputOf(
          { ...generated, roundDuration: false, resources: [], nowOffsetHours: -24 * 40, durationAdjustment: 0 },
          day,
        );
        const slots = freeSlots(input, day);
        slots.forEach((slot, n) => {
          const next = slots[n + 1];
          if (next) expect(next.start).toBeGreaterThanOrEqual(slot.end);
          // 02:00–02:59 does not exist on 29 March: no slot starts there by the wall clock.
          const clock = new Intl.DateTimeFormat('en-GB', {
            timeZone: 'Europe/Oslo',
            hour: '2-digit',
            hourCycle: 'h23',
          });
          if (day === '2026-03-29') expect(clock.format(slot.start)).not.toBe('02');
        });
      }),
    );
  });
});
