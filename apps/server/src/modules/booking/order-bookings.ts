/**
 * Times bought with a product (a product whose bookingService sells the service's time, issue 20
 * point 6): checkout checks each line's slot before the products' lock and takes it under the
 * booking locks in the order's own transaction, as a `held` booking of the order, so a payment that
 * runs keeps the slot and two buyers cannot both get the last place. The payment's outcome decides:
 * confirmed with the order (the customer and the resources are told), or released when the order
 * does not go through (abandoned, failed, cancelled).
 */
import { bookingTakenMessage, type CartBooking, freeSlotAt, osloDay } from '@vev/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conflict } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { products } from '../products/schema';
import { readAvailability } from './availability';
import { bookingsChanged, type Executor, lockResources, mailFacts } from './bookings';
import { enqueueBookingMails } from './mail';
import { queueBookingReminder } from './reminders';
import { bookingResources, bookingServices, bookings } from './schema';

/** A line's time as checked before the lock: the booking's id is the order line's `booking._id`. */
export interface PlannedBooking {
  id: string;
  service: string;
  start: Date;
  end: Date;
  event: string | null;
  /** The product's `bookingDurationAdjustment`: the time lasts the service's duration with it. */
  durationAdjustment: number;
}

/**
 * The published products' `bookingDurationAdjustment`s, as checkout reads them with the prices (a
 * product changed since is priced again under its lock, and its time planned again with it).
 */
async function durationAdjustments(db: Pick<Database, 'select'>, siteId: string, productIds: string[]) {
  const rows = await db
    .select({
      id: products.id,
      adjustment: sql<number | null>`(${products.published}->>'bookingDurationAdjustment')::int`,
    })
    .from(products)
    .where(and(eq(products.siteId, siteId), inArray(products.id, [...new Set(productIds)])));
  return new Map(rows.map((row) => [row.id, row.adjustment ?? 0]));
}

/** The slot of each wanted time, free now (before any lock); 409 'Tiden ble akkurat tatt …' otherwise. */
export async function planOrderBookings(
  db: Pick<Database, 'select'>,
  siteId: string,
  wanted: readonly { booking: CartBooking; product: string }[],
  now: number,
): Promise<PlannedBooking[]> {
  if (wanted.length === 0) return [];
  const adjustments = await durationAdjustments(
    db,
    siteId,
    wanted.map((entry) => entry.product),
  );
  const planned: PlannedBooking[] = [];
  for (const { booking, product } of wanted) {
    const start = Date.parse(booking.start);
    const day = osloDay(start);
    const durationAdjustment = adjustments.get(product) ?? 0;
    const read = await readAvailability(db, {
      siteId,
      serviceId: booking.service,
      from: day,
      to: day,
      now,
      durationAdjustment,
    });
    const slot = freeSlotAt(read, start, booking.event);
    if (!slot) throw conflict(bookingTakenMessage);
    planned.push({
      id: newId(),
      service: booking.service,
      start: new Date(slot.start),
      end: new Date(slot.end),
      event: slot.event,
      durationAdjustment,
    });
  }
  return planned;
}

/**
 * In the order's transaction, after the products' lock: the services' rows (in id order), then all
 * their resources' rows (in id order), then each slot checked again and taken as `held`. Staff
 * bookings lock one service and then its resources, so neither waits on the other in a circle.
 */
export async function holdOrderBookings(
  tx: Executor,
  siteId: string,
  input: {
    orderId: string;
    planned: readonly PlannedBooking[];
    buyer: { name: string; email: string; phone: string };
    customerId: string | null;
    now: number;
  },
): Promise<void> {
  if (input.planned.length === 0) return;
  const serviceIds = [...new Set(input.planned.map((entry) => entry.service))].sort();
  const services = await tx
    .select({ id: bookingServices.id, resources: bookingServices.resources })
    .from(bookingServices)
    .where(and(eq(bookingServices.siteId, siteId), inArray(bookingServices.id, serviceIds)))
    .orderBy(asc(bookingServices.id))
    .for('update');
  const resourcesOf = new Map(services.map((service) => [service.id, service.resources.map((entry) => entry.ref)]));
  await lockResources(tx, siteId, [...new Set([...resourcesOf.values()].flat())]);
  for (const entry of input.planned) {
    const resourceIds = resourcesOf.get(entry.service);
    if (!resourceIds) throw conflict(bookingTakenMessage);
    const day = osloDay(entry.start);
    const read = await readAvailability(tx, {
      siteId,
      serviceId: entry.service,
      from: day,
      to: day,
      now: input.now,
      durationAdjustment: entry.durationAdjustment,
    });
    const slot = freeSlotAt(read, entry.start.getTime(), entry.event);
    if (!slot || slot.end !== entry.end.getTime()) throw conflict(bookingTakenMessage);
    await tx.insert(bookings).values({
      siteId,
      id: entry.id,
      serviceId: entry.service,
      eventId: entry.event,
      resourceIds: [...new Set(resourceIds)].sort(),
      start: entry.start,
      end: entry.end,
      name: input.buyer.name,
      email: input.buyer.email,
      phone: input.buyer.phone,
      customerId: input.customerId,
      orderId: input.orderId,
      status: 'held',
    });
  }
  await bookingsChanged(tx, siteId);
}

/** The services' names and the resources' names and e-mails of some bookings, for their mails. */
async function mailTargets(tx: Pick<Database, 'select'>, siteId: string, rows: (typeof bookings.$inferSelect)[]) {
  const serviceIds = [...new Set(rows.map((row) => row.serviceId))];
  const resourceIds = [...new Set(rows.flatMap((row) => row.resourceIds))];
  const [services, resources] = await Promise.all([
    serviceIds.length
      ? tx
          .select({ id: bookingServices.id, name: bookingServices.name })
          .from(bookingServices)
          .where(and(eq(bookingServices.siteId, siteId), inArray(bookingServices.id, serviceIds)))
      : [],
    resourceIds.length
      ? tx
          .select({ id: bookingResources.id, name: bookingResources.name, email: bookingResources.email })
          .from(bookingResources)
          .where(and(eq(bookingResources.siteId, siteId), inArray(bookingResources.id, resourceIds)))
      : [],
  ]);
  const serviceName = new Map(services.map((service) => [service.id, service.name]));
  return (row: typeof bookings.$inferSelect) =>
    mailFacts(
      row,
      serviceName.get(row.serviceId) ?? '',
      resources.filter((resource) => row.resourceIds.includes(resource.id)),
    );
}

/** The order went through (paid, reserved or invoiced): its held times are confirmed, and everyone told. */
export async function confirmOrderBookings(tx: Database, siteId: string, orderId: string, now = Date.now()) {
  const confirmed = await tx
    .update(bookings)
    .set({ status: 'confirmed' })
    .where(and(eq(bookings.siteId, siteId), eq(bookings.orderId, orderId), eq(bookings.status, 'held')))
    .returning();
  if (confirmed.length === 0) return;
  await bookingsChanged(tx, siteId);
  const factsOf = await mailTargets(tx, siteId, confirmed);
  for (const row of confirmed) {
    await enqueueBookingMails(tx, 'created', factsOf(row));
    await queueBookingReminder(tx, row, now);
  }
}

/**
 * The order did not go through, or was cancelled: its times are free again. A held time was never
 * announced, so only the confirmed ones are told of their cancellation.
 */
export async function releaseOrderBookings(tx: Database, siteId: string, orderId: string) {
  const rows = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.siteId, siteId), eq(bookings.orderId, orderId), ne(bookings.status, 'cancelled')))
    .for('update');
  if (rows.length === 0) return;
  await tx
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(and(eq(bookings.siteId, siteId), eq(bookings.orderId, orderId), ne(bookings.status, 'cancelled')));
  await bookingsChanged(tx, siteId);
  const told = rows.filter((row) => row.status === 'confirmed');
  if (told.length === 0) return;
  const factsOf = await mailTargets(tx, siteId, told);
  for (const row of told) await enqueueBookingMails(tx, 'cancelled', factsOf({ ...row, status: 'cancelled' }));
}
