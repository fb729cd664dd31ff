/**
 * Taking a slot, for staff (`POST booking/bookings`, by phone) and visitors (`bookOnline`): one write
 * path that can never double-book. The service's and its resources' rows are locked (in id order)
 * and the slot is checked again inside the transaction that writes it, so concurrent requests for
 * the last place queue on the locks and only the first finds it free. A time that touches one of the
 * same customer's bookings of a service with `mergeBookings` becomes part of that booking.
 */
import {
  type Booking,
  type BookingCreate,
  bookingCreateSchema,
  freeSlotAt,
  freeSlots,
  mergedTime,
  osloDay,
} from '@vev/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { withIdempotency } from '../../platform/idempotency';
import { newId } from '../../platform/ids';
import { readAvailability, toBookingSlot } from './availability';
import { toBooking } from './booking-detail';
import { bookingOf, bookingsChanged, lockResources, mailFacts, slotTaken } from './bookings';
import { enqueueBookingMails } from './mail';
import { findBookingToJoin } from './merge-bookings';
import { queueBookingReminder } from './reminders';
import { bookingServices, bookings } from './schema';
import { serviceOf } from './services';

type Row = typeof bookings.$inferSelect;

/**
 * `POST booking/bookings` (Idempotency-Key): staff book a free slot for a customer. 201 with the new
 * booking; 200 with the customer's booking the time became part of ('Slå sammen bookinger').
 */
export async function createBooking(
  db: Database,
  input: { siteId: string; body: BookingCreate; idempotencyKey?: string; now?: number },
): Promise<{ status: 200 | 201; body: Booking }> {
  const body = bookingCreateSchema.parse(input.body);
  const answer = await withIdempotency<Booking>(
    db,
    { siteId: input.siteId, key: input.idempotencyKey, scope: 'booking:create', body },
    async () => {
      const { booking, joined } = await takeSlot(db, input.siteId, body, { now: input.now ?? Date.now() });
      return { status: joined ? 200 : 201, body: toBooking(booking) };
    },
  );
  return { status: answer.status === 200 ? 200 : 201, body: answer.body };
}

/** Who took the slot, beyond the body: a signed-in customer, and the customer's own address for it. */
export interface TakeSlotOptions {
  now: number;
  customerId?: string | null;
  manageUrl?: (manageToken: string) => string;
}

/** What taking a slot wrote: a new booking, or (`joined`) the customer's booking the time became part of. */
export interface TakenSlot {
  booking: Row;
  joined: boolean;
}

/**
 * Books the slot if it is still free (under the service's and resources' locks); else 409 with the
 * day's next free times. With the service's `mergeBookings`, a time that touches one of the same
 * customer's bookings becomes part of it (`findBookingToJoin`): that booking grows instead.
 */
export async function takeSlot(
  db: Database,
  siteId: string,
  body: ReturnType<typeof bookingCreateSchema.parse>,
  options: TakeSlotOptions,
): Promise<TakenSlot> {
  const { now } = options;
  return db.transaction(async (tx) => {
    const [service] = await tx.select().from(bookingServices).where(serviceOf(siteId, body.service)).for('update');
    if (!service) throw new AppError(404, 'resourceNotFound', 'Fant ikke tjenesten.');
    const resourceIds = [...new Set(service.resources.map((entry) => entry.ref))].sort();
    const resources = await lockResources(tx, siteId, resourceIds);
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
    const customerId = options.customerId ?? null;
    const joined = await findBookingToJoin(tx, siteId, service, {
      service: service.id,
      start: slot.start,
      end: slot.end,
      email: body.email,
      customer: customerId,
      status: 'confirmed',
      order: null,
      resources: resourceIds,
      slots: body.slots,
    });
    if (joined) {
      const time = mergedTime({ start: joined.start.getTime(), end: joined.end.getTime() }, slot);
      const [next] = await tx
        .update(bookings)
        .set({ start: new Date(time.start), end: new Date(time.end) })
        .where(bookingOf(siteId, joined.id))
        .returning();
      if (!next) throw new Error('booking update returned nothing');
      await bookingsChanged(tx, siteId);
      const manageUrl = options.manageUrl?.(next.manageToken);
      await enqueueBookingMails(tx, 'changed', {
        ...mailFacts(next, service.name, resources),
        joined: { start: joined.start, end: joined.end },
        ...(manageUrl ? { manageUrl } : {}),
      });
      // As a move does: the reminder goes by the start, so only a new start needs a new one.
      if (next.start.getTime() !== joined.start.getTime()) await queueBookingReminder(tx, next, now);
      return { booking: next, joined: true };
    }
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
        customerId,
      })
      .returning();
    if (!row) throw new Error('booking insert returned nothing');
    await bookingsChanged(tx, siteId);
    const manageUrl = options.manageUrl?.(row.manageToken);
    await enqueueBookingMails(tx, 'created', {
      ...mailFacts(row, service.name, resources),
      ...(manageUrl ? { manageUrl } : {}),
    });
    await queueBookingReminder(tx, row, now);
    return { booking: row, joined: false };
  });
}
