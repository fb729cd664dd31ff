/**
 * The server's side of availability: it reads a service, its resources and the bookings around
 * the days asked for, and lets the shared engine answer. The same reads re-check a slot inside the
 * transaction that books it.
 */
import {
  type AvailabilityInput,
  type AvailabilityRangeQuery,
  addCalendarDays,
  availableDates,
  type BookingSlot,
  bookingLengthMinutes,
  freeSlots,
  maxBookingMinutes,
  osloDay,
  osloInstant,
  type Slot,
} from '@vev/shared';
import { and, eq, gt, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingResources, bookings } from './schema';
import { getBookingService } from './services';

type Executor = Pick<Database, 'select'>;

/** The Oslo days a range of instants touches (its end excluded). */
export const daysOfRange = (query: { start: string; end: string }) => ({
  from: osloDay(Date.parse(query.start)),
  to: osloDay(Date.parse(query.end) - 1),
});

/** What the engine needs to answer for the days `from`–`to` of a service. */
export async function readAvailability(
  db: Executor,
  input: {
    siteId: string;
    serviceId: string;
    from: string;
    to: string;
    now: number;
    wanted?: number;
    /** A booking being moved: its own places do not count against its new time. */
    except?: string;
    /** A product's `bookingDurationAdjustment` (minutes) when the time is bought with it. */
    durationAdjustment?: number | null;
  },
): Promise<AvailabilityInput> {
  const { siteId } = input;
  const service = await getBookingService(db, siteId, input.serviceId);
  const resourceIds = service.resources.map((entry) => entry.ref);
  const resources =
    resourceIds.length === 0
      ? []
      : await db
          .select({
            _id: bookingResources.id,
            slots: bookingResources.slots,
            availability: bookingResources.availability,
          })
          .from(bookingResources)
          .where(and(eq(bookingResources.siteId, siteId), inArray(bookingResources.id, resourceIds)));
  const durationAdjustment = input.durationAdjustment ?? 0;
  const lengthMs = bookingLengthMinutes(service, durationAdjustment) * 60_000 * 1.1;
  const windowStart = osloInstant(input.from, 0);
  const windowEnd = osloInstant(addCalendarDays(input.to, 1), 0) + lengthMs;
  const rows = await db
    .select({
      start: bookings.start,
      end: bookings.end,
      slots: bookings.slots,
      service: bookings.serviceId,
      event: bookings.eventId,
      resources: bookings.resourceIds,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.siteId, siteId),
        // A booking lasts at most maxBookingMinutes: the lower bound keeps the index range short.
        gte(bookings.start, new Date(windowStart - maxBookingMinutes * 60_000)),
        lt(bookings.start, new Date(windowEnd)),
        gt(bookings.end, new Date(windowStart)),
        ne(bookings.status, 'cancelled'),
        ...(input.except ? [ne(bookings.id, input.except)] : []),
        resourceIds.length === 0
          ? eq(bookings.serviceId, service._id)
          : or(eq(bookings.serviceId, service._id), sql`${bookings.resourceIds} && ${sql.param(resourceIds)}::text[]`),
      ),
    );
  return {
    service,
    resources,
    bookings: rows.map((row) => ({ ...row, start: row.start.getTime(), end: row.end.getTime() })),
    now: input.now,
    wanted: input.wanted ?? 1,
    durationAdjustment,
  };
}

export const toBookingSlot = (slot: Slot): BookingSlot => ({
  start: new Date(slot.start).toISOString(),
  end: new Date(slot.end).toISOString(),
  free: slot.free,
  event: slot.event,
});

/** `GET booking/services/{id}/available-dates`: the days of the range with a free slot. */
export async function serviceAvailableDates(
  db: Database,
  input: { siteId: string; serviceId: string; query: AvailabilityRangeQuery; now?: number },
): Promise<string[]> {
  const days = daysOfRange(input.query);
  const read = await readAvailability(db, {
    ...input,
    ...days,
    now: input.now ?? Date.now(),
    wanted: input.query.slots,
  });
  return availableDates(read, days.from, days.to);
}

/** `GET booking/services/{id}/availability`: the free slots that start within the range. */
export async function serviceAvailability(
  db: Database,
  input: { siteId: string; serviceId: string; query: AvailabilityRangeQuery; now?: number },
): Promise<BookingSlot[]> {
  const days = daysOfRange(input.query);
  const read = await readAvailability(db, {
    ...input,
    ...days,
    now: input.now ?? Date.now(),
    wanted: input.query.slots,
  });
  const start = Date.parse(input.query.start);
  const end = Date.parse(input.query.end);
  const slots: BookingSlot[] = [];
  for (let day = days.from; day <= days.to; day = addCalendarDays(day, 1))
    for (const slot of freeSlots(read, day))
      if (slot.start >= start && slot.start < end) slots.push(toBookingSlot(slot));
  return slots;
}
