/** A site's booking services: the list, edits, and events that cannot go while they have bookings. */
import {
  type BookingListQuery,
  type BookingService,
  type BookingServiceCreate,
  type BookingServiceUpdate,
  bookingMessages,
  bookingServiceCreateSchema,
  bookingServiceUpdateSchema,
} from '@vev/shared';
import { and, asc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { containsPattern } from '../attributes/service';
import { bookingResources, bookingServices, bookings } from './schema';
import { bookingServiceSearchEntry, bookingServiceSearchType, indexBookingEntry } from './search';

type Row = typeof bookingServices.$inferSelect;
type Executor = Pick<Database, 'select'>;

export const bookingServiceEditPath = (id: string) => `/booking/tjenester/${encodeURIComponent(id)}`;

export const toBookingService = (row: Row): BookingService => ({
  _id: row.id,
  type: row.type,
  name: row.name,
  description: row.description,
  slots: row.slots,
  duration: row.duration,
  durationUnit: row.durationUnit,
  roundDuration: row.roundDuration,
  requiredProductPurchase: row.requiredProductPurchase,
  mergeBookings: row.mergeBookings,
  price: row.price,
  pricePer: row.pricePer,
  scheduleLimitDays: row.scheduleLimitDays,
  scheduleLimitHours: row.scheduleLimitHours,
  availability: row.availability,
  resources: row.resources,
  events: row.events,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const serviceOf = (siteId: string, id: string) =>
  and(eq(bookingServices.siteId, siteId), eq(bookingServices.id, id));

/** Refused with 409: the event toast's title and text (spec 3 §8). */
export const eventHasBookings = () =>
  new AppError(409, 'conflict', bookingMessages.eventTaken, {
    details: { title: bookingMessages.eventTaken, description: bookingMessages.eventTakenDetail },
  });

export async function listBookingServices(db: Database, siteId: string, query: BookingListQuery) {
  const conditions: SQL[] = [eq(bookingServices.siteId, siteId)];
  if (query.text) conditions.push(ilike(bookingServices.name, containsPattern(query.text)));
  const rows = await db
    .select()
    .from(bookingServices)
    .where(and(...conditions))
    .orderBy(asc(bookingServices.name), asc(bookingServices.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map(toBookingService);
}

export async function getBookingService(db: Executor, siteId: string, id: string): Promise<BookingService> {
  const [row] = await db.select().from(bookingServices).where(serviceOf(siteId, id));
  if (!row) throw notFound();
  return toBookingService(row);
}

/** Every resource a service names must be one of the site's. */
async function assertResourcesExist(tx: Executor, siteId: string, refs: readonly { ref: string }[]) {
  const ids = [...new Set(refs.map((entry) => entry.ref))];
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: bookingResources.id })
    .from(bookingResources)
    .where(and(eq(bookingResources.siteId, siteId), inArray(bookingResources.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const index = refs.findIndex((entry) => !known.has(entry.ref));
  if (index >= 0) throw badRequest('Ressursen finnes ikke.', { [`resources.${index}.ref`]: 'Ressursen finnes ikke.' });
}

/** Events get their id when they are added; one sent back keeps it. */
const withEventIds = (events: readonly { _id?: string | undefined; start: string; slots: number | null }[]) =>
  events.map((event) => ({
    _id: event._id ?? newId(),
    start: new Date(event.start).toISOString(),
    slots: event.slots,
  }));

/** Whether bookings that still hold places name one of these events. */
async function eventsWithBookings(tx: Executor, siteId: string, serviceId: string, eventIds: string[]) {
  if (eventIds.length === 0) return false;
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.siteId, siteId),
        eq(bookings.serviceId, serviceId),
        inArray(bookings.eventId, eventIds),
        ne(bookings.status, 'cancelled'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function createBookingService(db: Database, input: { siteId: string; body: BookingServiceCreate }) {
  const values = bookingServiceCreateSchema.parse(input.body);
  return db.transaction(async (tx) => {
    await assertResourcesExist(tx, input.siteId, values.resources);
    const [row] = await tx
      .insert(bookingServices)
      .values({ siteId: input.siteId, id: newId(), ...values, events: withEventIds(values.events) })
      .returning();
    if (!row) throw new Error('booking service insert returned nothing');
    await indexBookingEntry(tx, input.siteId, bookingServiceSearchEntry(row));
    return toBookingService(row);
  });
}

export async function updateBookingService(
  db: Database,
  input: { siteId: string; id: string; body: BookingServiceUpdate },
) {
  const update = bookingServiceUpdateSchema.parse(input.body);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(bookingServices).where(serviceOf(input.siteId, input.id)).for('update');
    if (!current) throw notFound();
    if (update.resources) await assertResourcesExist(tx, input.siteId, update.resources);
    const { events: sentEvents, ...rest } = update;
    const events = sentEvents ? withEventIds(sentEvents) : undefined;
    if (events) {
      const kept = new Set(events.map((event) => event._id));
      const removed = current.events.filter((event) => !kept.has(event._id)).map((event) => event._id);
      if (await eventsWithBookings(tx, input.siteId, input.id, removed)) throw eventHasBookings();
    }
    const [row] = await tx
      .update(bookingServices)
      .set({ ...rest, ...(events ? { events } : {}), updatedAt: new Date() })
      .where(serviceOf(input.siteId, input.id))
      .returning();
    if (!row) throw notFound();
    await indexBookingEntry(tx, input.siteId, bookingServiceSearchEntry(row));
    return toBookingService(row);
  });
}

/** `DELETE booking/services/{id}/events/{eventId}`: refused while bookings hold places at the event. */
export async function deleteBookingEvent(db: Database, input: { siteId: string; id: string; eventId: string }) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(bookingServices).where(serviceOf(input.siteId, input.id)).for('update');
    if (!current?.events.some((event) => event._id === input.eventId)) throw notFound();
    if (await eventsWithBookings(tx, input.siteId, input.id, [input.eventId])) throw eventHasBookings();
    const events = current.events.filter((event) => event._id !== input.eventId);
    const [row] = await tx
      .update(bookingServices)
      .set({ events, updatedAt: new Date() })
      .where(serviceOf(input.siteId, input.id))
      .returning();
    if (!row) throw notFound();
    return toBookingService(row);
  });
}

/** A service with bookings that still hold places stays (they would lose their service). */
export async function deleteBookingService(db: Database, siteId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.siteId, siteId), eq(bookings.serviceId, id), ne(bookings.status, 'cancelled')))
      .limit(1);
    if (held) throw conflict('Tjenesten har bookinger. Kanseller dem før tjenesten kan slettes.');
    const [row] = await tx.delete(bookingServices).where(serviceOf(siteId, id)).returning({ id: bookingServices.id });
    if (!row) throw notFound();
    await indexBookingEntry(tx, siteId, { type: bookingServiceSearchType, id, removed: true });
  });
}
