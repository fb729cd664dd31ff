/**
 * The availability engine (issue 20 point 5): the free slots of a day and the open dates of a
 * month for one service, from its hours ∩ its resources' hours, minus the bookings by capacity,
 * by duration and rounding, within the schedule limits, in Oslo time. Pure: the server gives it
 * the rows it read and 'now'; the same function answers the dashboard and re-checks a booking
 * inside the transaction that takes it. The rules are in docs/decisions/booking.md.
 */
import { type AvailabilityEntry, intersectIntervals, openingOf } from './availability-entry';
import { addCalendarDays, calendarDays, osloClockMinutes, osloDay, osloInstant, weekdayOf } from './oslo-time';
import { type DurationUnit, durationUnitMinutes, maxBookingMinutes } from './service';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

export interface AvailabilityService {
  _id: string;
  type: 'appointment' | 'event';
  slots: number;
  duration: number;
  durationUnit: DurationUnit;
  roundDuration: boolean;
  scheduleLimitDays: number | null;
  scheduleLimitHours: number;
  availability: readonly AvailabilityEntry[];
  events: readonly { _id: string; start: string; slots: number | null }[];
}

export interface AvailabilityResource {
  _id: string;
  slots: number;
  availability: readonly AvailabilityEntry[];
}

/** A booking that holds its places (confirmed, or held while its payment runs), times in ms. */
export interface TakenBooking {
  start: number;
  end: number;
  slots: number;
  service: string;
  event: string | null;
  resources: readonly string[];
}

export interface AvailabilityInput {
  service: AvailabilityService;
  /** The service's resources; every one of them serves each booking. */
  resources: readonly AvailabilityResource[];
  /** Bookings of the service or of any of its resources around the days asked for. */
  bookings: readonly TakenBooking[];
  now: number;
  /** Places one booking takes (1 unless a customer books for several). */
  wanted?: number;
  /** Minutes added to (or taken from) each booking's length: a product's `bookingDurationAdjustment`. */
  durationAdjustment?: number;
}

export interface Slot {
  start: number;
  end: number;
  /** Places still free at that time (the smallest of the service's and its resources'). */
  free: number;
  event: string | null;
}

/** When a booking may start: not sooner than scheduleLimitHours from now, not later than scheduleLimitDays ahead. */
export function bookingWindow(service: AvailabilityService, now: number): { from: number; until: number } {
  const from = now + service.scheduleLimitHours * hourMs;
  const until =
    service.scheduleLimitDays === null
      ? Number.POSITIVE_INFINITY
      : osloInstant(addCalendarDays(osloDay(now), service.scheduleLimitDays + 1), 0);
  return { from, until };
}

/** The day's opening intervals: the service's hours ∩ the hours of each resource that has hours. */
function openingOfDay(input: AvailabilityInput, day: string) {
  const weekday = weekdayOf(day);
  let opening = openingOf(input.service.availability, day, weekday);
  for (const resource of input.resources) {
    if (resource.availability.length > 0)
      opening = intersectIntervals(opening, openingOf(resource.availability, day, weekday));
  }
  return opening;
}

/**
 * How long a booking of the service lasts, in minutes, with a product's adjustment: never shorter than
 * one of the service's units, never longer than a booking may last. Whole days stay whole days (the
 * unit day ignores an adjustment in minutes).
 */
export function bookingLengthMinutes(
  service: Pick<AvailabilityService, 'duration' | 'durationUnit'>,
  adjustment: number | null = 0,
): number {
  const unit = durationUnitMinutes[service.durationUnit];
  const base = service.duration * unit;
  if (service.durationUnit === 'day' || !adjustment) return base;
  return Math.min(maxBookingMinutes, Math.max(unit, base + adjustment));
}

/** The end of a booking that starts at `start`: whole calendar days for the unit day, else minutes. */
function endOf(input: AvailabilityInput, start: number): number {
  const { service } = input;
  if (service.durationUnit === 'day') {
    const day = osloDay(start);
    return osloInstant(addCalendarDays(day, service.duration), osloClockMinutes(start));
  }
  return start + bookingLengthMinutes(service, input.durationAdjustment) * minuteMs;
}

/** Candidate starts of an appointment service on a day, with their ends. */
function appointmentCandidates(input: AvailabilityInput, day: string): { start: number; end: number }[] {
  const { service } = input;
  if (service.durationUnit === 'day') {
    // A day booking starts at midnight and needs every day it covers open.
    const covered = Array.from({ length: service.duration }, (_, n) => addCalendarDays(day, n));
    if (covered.some((each) => openingOfDay(input, each).length === 0)) return [];
    const start = osloInstant(day, 0);
    return [{ start, end: endOf(input, start) }];
  }
  const unitMs = durationUnitMinutes[service.durationUnit] * minuteMs;
  // Starts follow the service's own grid; a product's adjustment changes only how long each lasts.
  const gridMs = service.duration * unitMs;
  const lengthMs = bookingLengthMinutes(service, input.durationAdjustment) * minuteMs;
  const candidates: { start: number; end: number }[] = [];
  for (const interval of openingOfDay(input, day)) {
    const opens = osloInstant(day, interval.from);
    const closes = osloInstant(day, interval.to);
    let start = opens;
    if (service.roundDuration) {
      const unit = durationUnitMinutes[service.durationUnit];
      start += ((unit - (osloClockMinutes(opens) % unit)) % unit) * minuteMs;
    }
    const step = service.roundDuration ? unitMs : gridMs;
    for (; start + lengthMs <= closes; start += step) candidates.push({ start, end: start + lengthMs });
  }
  return candidates;
}

/** The bookings sorted by start, with the longest one's length, for quick overlap look-ups. */
function indexBookings(bookings: readonly TakenBooking[]) {
  const sorted = [...bookings].sort((a, b) => a.start - b.start);
  const longest = sorted.reduce((max, booking) => Math.max(max, booking.end - booking.start), 0);
  return { sorted, longest };
}

function overlapping(index: ReturnType<typeof indexBookings>, start: number, end: number): TakenBooking[] {
  const { sorted, longest } = index;
  let low = 0;
  let high = sorted.length;
  const earliest = start - longest;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle]?.start ?? 0) < earliest) low = middle + 1;
    else high = middle;
  }
  const found: TakenBooking[] = [];
  for (let n = low; n < sorted.length; n++) {
    const booking = sorted[n] as TakenBooking;
    if (booking.start >= end) break;
    if (booking.end > start) found.push(booking);
  }
  return found;
}

const sumSlots = (bookings: readonly TakenBooking[]) => bookings.reduce((sum, booking) => sum + booking.slots, 0);

function appointmentSlots(input: AvailabilityInput, day: string, index: ReturnType<typeof indexBookings>): Slot[] {
  return appointmentCandidates(input, day).map(({ start, end }) => {
    const around = overlapping(index, start, end);
    let free = input.service.slots - sumSlots(around.filter((booking) => booking.service === input.service._id));
    for (const resource of input.resources) {
      const using = around.filter((booking) => booking.resources.includes(resource._id));
      free = Math.min(free, resource.slots - sumSlots(using));
    }
    return { start, end, free, event: null };
  });
}

function eventSlots(input: AvailabilityInput, day: string): Slot[] {
  const { service } = input;
  return service.events
    .map((event) => ({ event, start: Date.parse(event.start) }))
    .filter(({ start }) => osloDay(start) === day)
    .sort((a, b) => a.start - b.start)
    .map(({ event, start }) => {
      const taken = sumSlots(input.bookings.filter((booking) => booking.event === event._id));
      return { start, end: endOf(input, start), free: (event.slots ?? service.slots) - taken, event: event._id };
    });
}

/** Every slot of a day within the booking window, with its free places (0 when full). */
export function slotsOfDay(input: AvailabilityInput, day: string, index = indexBookings(input.bookings)): Slot[] {
  const window = bookingWindow(input.service, input.now);
  const slots = input.service.type === 'event' ? eventSlots(input, day) : appointmentSlots(input, day, index);
  return slots.filter((slot) => slot.start >= window.from && slot.start < window.until);
}

/** The slots of a day that still have room for the places wanted. */
export function freeSlots(input: AvailabilityInput, day: string, index = indexBookings(input.bookings)): Slot[] {
  const wanted = input.wanted ?? 1;
  return slotsOfDay(input, day, index).filter((slot) => slot.free >= wanted);
}

/** The days from `from` to `to` (both included) that have at least one free slot. */
export function availableDates(input: AvailabilityInput, from: string, to: string): string[] {
  const index = indexBookings(input.bookings);
  return calendarDays(from, to).filter((day) => freeSlots(input, day, index).length > 0);
}

/** The free slot that starts at `start`, if there is one: a booking's re-check before it takes its places. */
export function freeSlotAt(input: AvailabilityInput, start: number, event: string | null = null): Slot | undefined {
  return freeSlots(input, osloDay(start)).find((slot) => slot.start === start && slot.event === event);
}
