/**
 * Bookings as staff see and make them. Making one can never double-book: the service's and its
 * resources' rows are locked (in id order) and the slot is checked again inside the transaction
 * that inserts the booking, so concurrent requests for the last place queue on the locks and only
 * the first finds it free.
 */
import {
  type Booking,
  type BookingBookingsQuery,
  type BookingCreate,
  bookingCreateSchema,
  bookingTakenMessage,
  freeSlotAt,
  freeSlots,
  osloDay,
} from '@vev/shared';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { withIdempotency } from '../../platform/idempotency';
import { newId } from '../../platform/ids';
import { readAvailability, toBookingSlot } from './availability';
import { bookingResources, bookingServices, bookings } from './schema';
import { serviceOf } from './services';

type Row = typeof bookings.$inferSelect;

export const toBooking = (row: Row): Booking => ({
  _id: row.id,
  service: row.serviceId,
  event: row.eventId,
  resources: row.resourceIds,
  start: row.start.toISOString(),
  end: row.end.toISOString(),
  slots: row.slots,
  name: row.name,
  email: row.email,
  phone: row.phone,
  customer: row.customerId,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** `GET booking/bookings`: a service's (or one event's) bookings, soonest first. */
export async function listBookings(db: Database, siteId: string, query: BookingBookingsQuery): Promise<Booking[]> {
  const conditions: SQL[] = [eq(bookings.siteId, siteId)];
  if (query.service) conditions.push(eq(bookings.serviceId, query.service));
  if (query.event) conditions.push(eq(bookings.eventId, query.event));
  const rows = await db
    .select()
    .from(bookings)
    .where(and(...conditions))
    .orderBy(asc(bookings.start), asc(bookings.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map(toBooking);
}

/** 409 with the next free times of the same day, so the caller can offer them at once. */
function slotTaken(next: ReturnType<typeof toBookingSlot>[]) {
  return new AppError(409, 'conflict', bookingTakenMessage, { details: { next } });
}

/** `POST booking/bookings` (Idempotency-Key): staff book a free slot for a customer. */
export async function createBooking(
  db: Database,
  input: { siteId: string; body: BookingCreate; idempotencyKey?: string; now?: number },
): Promise<Booking> {
  const body = bookingCreateSchema.parse(input.body);
  const answer = await withIdempotency<Booking>(
    db,
    { siteId: input.siteId, key: input.idempotencyKey, scope: 'booking:create', body },
    async () => ({ status: 201, body: await takeSlot(db, input.siteId, body, input.now ?? Date.now()) }),
  );
  return answer.body;
}

async function takeSlot(
  db: Database,
  siteId: string,
  body: ReturnType<typeof bookingCreateSchema.parse>,
  now: number,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [service] = await tx.select().from(bookingServices).where(serviceOf(siteId, body.service)).for('update');
    if (!service) throw new AppError(404, 'resourceNotFound', 'Fant ikke tjenesten.');
    const resourceIds = [...new Set(service.resources.map((entry) => entry.ref))].sort();
    if (resourceIds.length > 0)
      await tx
        .select({ id: bookingResources.id })
        .from(bookingResources)
        .where(and(eq(bookingResources.siteId, siteId), inArray(bookingResources.id, resourceIds)))
        .orderBy(bookingResources.id)
        .for('update');
    const start = Date.parse(body.start);
    const day = osloDay(start);
    const read = await readAvailability(tx, {
      siteId,
      serviceId: service.id,
      from: day,
      to: day,
      now,
      wanted: body.slots,
    });
    const slot = freeSlotAt(read, start, body.event);
    if (!slot) throw slotTaken(freeSlots(read, day).map(toBookingSlot));
    const [row] = await tx
      .insert(bookings)
      .values({
        siteId,
        id: newId(),
        serviceId: service.id,
        eventId: slot.event,
        resourceIds,
        start: new Date(slot.start),
        end: new Date(slot.end),
        slots: body.slots,
        name: body.name,
        email: body.email,
        phone: body.phone,
      })
      .returning();
    if (!row) throw new Error('booking insert returned nothing');
    return toBooking(row);
  });
}
