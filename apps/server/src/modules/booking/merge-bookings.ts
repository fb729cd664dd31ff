/**
 * 'Slå sammen bookinger': the booking of the same customer that a new time of a service with
 * `mergeBookings` becomes part of (the shared rule, `bookingToMergeWith`, decides). Read inside the
 * transaction that takes the slot, after the service's and resources' locks, and locked itself, so a
 * cancel of it waits and no writer sees it half-grown.
 */
import { bookingToMergeWith, type MergeableBooking, maxBookingMinutes } from '@vev/shared';
import { and, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type bookingServices, bookings } from './schema';

type Row = typeof bookings.$inferSelect;
type Executor = Pick<Database, 'select'>;

const asMergeable = (row: Row): MergeableBooking => ({
  service: row.serviceId,
  start: row.start.getTime(),
  end: row.end.getTime(),
  email: row.email,
  customer: row.customerId,
  status: row.status,
  order: row.orderId,
  resources: row.resourceIds,
  slots: row.slots,
});

/** The customer's booking the new time joins (its row locked), or null: then it is a booking of its own. */
export async function findBookingToJoin(
  tx: Executor,
  siteId: string,
  service: typeof bookingServices.$inferSelect,
  incoming: MergeableBooking,
): Promise<Row | null> {
  if (service.type !== 'appointment' || !service.mergeBookings) return null;
  const email = incoming.email.trim().toLowerCase();
  const sameCustomer = incoming.customer
    ? eq(bookings.customerId, incoming.customer)
    : email
      ? sql`lower(${bookings.email}) = ${email}`
      : null;
  if (!sameCustomer) return null;
  const touching = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.siteId, siteId),
        eq(bookings.serviceId, service.id),
        // A booking lasts at most maxBookingMinutes: the bounds keep the index range short.
        gte(bookings.start, new Date(incoming.start - maxBookingMinutes * 60_000)),
        lte(bookings.start, new Date(incoming.end)),
        or(eq(bookings.end, new Date(incoming.start)), eq(bookings.start, new Date(incoming.end))),
        ne(bookings.status, 'cancelled'),
        isNull(bookings.orderId),
        sameCustomer,
      ),
    )
    .orderBy(bookings.id)
    .for('update');
  const candidates = touching.map((row) => ({ ...asMergeable(row), row }));
  return bookingToMergeWith(service, candidates, incoming)?.row ?? null;
}
