/**
 * Bookings as staff see them, move and cancel them (taking one is take-slot.ts). A move can never
 * double-book: it takes the same locks as taking a booking (the service's and resources' rows in id
 * order, then the booking's) and checks the new time again inside its transaction.
 */
import {
  type Booking,
  type BookingBookingsQuery,
  type BookingDetail,
  type BookingUpdate,
  bookingStartedMessage,
  bookingTakenMessage,
  bookingUpdateSchema,
  durationUnitMinutes,
  freeSlotAt,
  freeSlots,
  maxBookingMinutes,
  osloDay,
  resourceBusyMessage,
} from '@vev/shared';
import { and, arrayOverlaps, asc, eq, gt, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainsChanged } from '../../platform/cache/site-versions';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { readAvailability, toBookingSlot } from './availability';
import { getBookingDetail, toBooking } from './booking-detail';
import { enqueueBookingMails } from './mail';
import { queueBookingReminder } from './reminders';
import { bookingResources, bookingServices, bookings } from './schema';
import { serviceOf } from './services';

type Row = typeof bookings.$inferSelect;

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
export function slotTaken(next: ReturnType<typeof toBookingSlot>[]) {
  return new AppError(409, 'conflict', bookingTakenMessage, { details: { next } });
}

export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The calendar's cached answers (`cachedBy: ['booking']`) are made anew after any change of a booking. */
export const bookingsChanged = (tx: Database, siteId: string) => domainsChanged(tx, siteId, ['booking']);
type ResourceFacts = { id: string; name: string; email: string; slots: number };

/** The resources' rows, locked in id order (the same order every writer takes them in). */
export async function lockResources(tx: Executor, siteId: string, ids: string[]): Promise<ResourceFacts[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: bookingResources.id,
      name: bookingResources.name,
      email: bookingResources.email,
      slots: bookingResources.slots,
    })
    .from(bookingResources)
    .where(and(eq(bookingResources.siteId, siteId), inArray(bookingResources.id, [...ids].sort())))
    .orderBy(bookingResources.id)
    .for('update');
}

/**
 * A booking given resources by name, or moved, must fit each of its resources' capacity at its
 * time (the service's own resources are checked with the slot; a named one may be another). The
 * resources are locked, so no other writer adds to them until this transaction ends.
 */
async function assertResourcesFree(
  tx: Executor,
  siteId: string,
  input: { resources: ResourceFacts[]; start: Date; end: Date; slots: number; except: string },
): Promise<void> {
  if (input.resources.length === 0) return;
  const overlapping = await tx
    .select({ slots: bookings.slots, resources: bookings.resourceIds })
    .from(bookings)
    .where(
      and(
        eq(bookings.siteId, siteId),
        gte(bookings.start, new Date(input.start.getTime() - maxBookingMinutes * 60_000)),
        lt(bookings.start, input.end),
        gt(bookings.end, input.start),
        ne(bookings.status, 'cancelled'),
        ne(bookings.id, input.except),
        arrayOverlaps(
          bookings.resourceIds,
          input.resources.map((resource) => resource.id),
        ),
      ),
    );
  const busy = input.resources.findIndex(
    (resource) =>
      overlapping.filter((booking) => booking.resources.includes(resource.id)).reduce((sum, b) => sum + b.slots, 0) +
        input.slots >
      resource.slots,
  );
  const resource = input.resources[busy];
  if (resource) throw conflict(resourceBusyMessage(resource.name));
}

export const mailFacts = (
  row: Row,
  serviceName: string,
  resources: Omit<ResourceFacts, 'slots'>[],
  previousStart?: Date,
) => ({
  siteId: row.siteId,
  id: row.id,
  serviceName,
  start: row.start,
  end: row.end,
  name: row.name,
  email: row.email,
  phone: row.phone,
  resources,
  ...(previousStart ? { previousStart } : {}),
});

export const bookingOf = (siteId: string, id: string) => and(eq(bookings.siteId, siteId), eq(bookings.id, id));

/** Change and cancel are for bookings still ahead; a cancelled one is no longer in the calendar. */
function assertChangeable(row: Row, now: number) {
  if (row.status === 'cancelled') throw conflict('Bookingen er allerede kansellert.');
  if (row.start.getTime() <= now) throw conflict(bookingStartedMessage);
}

/**
 * A booking keeps its own length when it is moved: a time bought with a product lasts the service's
 * duration with the product's adjustment, a merged one its touching times together (both read off the
 * booking itself, as a difference from the service's duration); whole days stay the service's.
 */
const keptAdjustment = (row: Row, service: typeof bookingServices.$inferSelect) =>
  service.durationUnit !== 'day'
    ? Math.round((row.end.getTime() - row.start.getTime()) / 60_000) -
      service.duration * durationUnitMinutes[service.durationUnit]
    : 0;

/** Who moves a booking besides staff: the customer at its own address, with rules of their own. */
export interface MoveOptions {
  /** Checked on the locked row before anything changes (a customer's deadline, a bought time). */
  allowed?: (row: Row, now: number) => void;
  /** The customer's own address for the booking, for the 'endret' mail. */
  manageUrl?: string;
}

/**
 * `PATCH booking/bookings/{id}`: `{ start }` moves it to a free slot of its service, checked under
 * the same locks as taking one (its own places do not count); `{ resources }` names its resources.
 * A move to the time it already has changes nothing and tells no one (a form sent twice).
 */
export async function updateBooking(
  db: Database,
  input: { siteId: string; id: string; body: BookingUpdate; now?: number },
  options: MoveOptions = {},
): Promise<BookingDetail> {
  const body = bookingUpdateSchema.parse(input.body);
  const now = input.now ?? Date.now();
  const { siteId, id } = input;
  const [found] = await db
    .select({ serviceId: bookings.serviceId, resourceIds: bookings.resourceIds })
    .from(bookings)
    .where(bookingOf(siteId, id));
  if (!found) throw notFound();
  const updated = await db.transaction(async (tx) => {
    const [service] = await tx.select().from(bookingServices).where(serviceOf(siteId, found.serviceId)).for('update');
    if (!service) throw notFound();
    const serviceResources = service.resources.map((entry) => entry.ref);
    const named = body.resources ? [...new Set(body.resources)] : null;
    const resources = await lockResources(tx, siteId, [
      ...new Set([...serviceResources, ...found.resourceIds, ...(named ?? [])]),
    ]);
    const [row] = await tx.select().from(bookings).where(bookingOf(siteId, id)).for('update');
    if (!row) throw notFound();
    assertChangeable(row, now);
    // Before the caller's rules: a form sent twice finds the booking already moved, and that is its answer.
    if (!named && body.start !== undefined && Date.parse(body.start) === row.start.getTime()) return row;
    options.allowed?.(row, now);
    const set: Partial<Row> = {};
    if (named) {
      const known = new Set(resources.map((resource) => resource.id));
      const missing = named.findIndex((ref) => !known.has(ref));
      if (missing >= 0)
        throw badRequest('Ressursen finnes ikke.', { [`resources.${missing}`]: 'Ressursen finnes ikke.' });
      set.resourceIds = named;
    }
    if (body.start !== undefined) {
      const start = Date.parse(body.start);
      const day = osloDay(start);
      const read = await readAvailability(tx, {
        siteId,
        serviceId: service.id,
        from: day,
        to: day,
        now,
        wanted: row.slots,
        except: row.id,
        durationAdjustment: keptAdjustment(row, service),
      });
      const slot = freeSlotAt(read, start, row.eventId);
      if (!slot) throw slotTaken(freeSlots(read, day).map(toBookingSlot));
      if (body.end !== undefined && Date.parse(body.end) !== slot.end)
        throw badRequest('Slutten stemmer ikke med den ledige tiden.', {
          end: 'Slutten stemmer ikke med den ledige tiden.',
        });
      set.start = new Date(slot.start);
      set.end = new Date(slot.end);
    }
    const kept = set.resourceIds ?? row.resourceIds;
    await assertResourcesFree(tx, siteId, {
      resources: resources.filter((resource) => kept.includes(resource.id)),
      start: set.start ?? row.start,
      end: set.end ?? row.end,
      slots: row.slots,
      except: row.id,
    });
    const [next] = await tx.update(bookings).set(set).where(bookingOf(siteId, id)).returning();
    if (!next) throw notFound();
    await bookingsChanged(tx, siteId);
    const told = resources.filter((resource) => next.resourceIds.includes(resource.id));
    await enqueueBookingMails(tx, 'changed', {
      ...mailFacts(next, service.name, told, row.start),
      ...(options.manageUrl ? { manageUrl: options.manageUrl } : {}),
    });
    if (next.start.getTime() !== row.start.getTime()) await queueBookingReminder(tx, next, now);
    return next;
  });
  return getBookingDetail(db, siteId, updated.id);
}

/** `DELETE booking/bookings/{id}`: cancelled, its places freed; the customer and its resources are told. */
export async function cancelBooking(
  db: Database,
  input: { siteId: string; id: string; now?: number },
): Promise<BookingDetail> {
  const now = input.now ?? Date.now();
  const { siteId, id } = input;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(bookingOf(siteId, id)).for('update');
    if (!row) throw notFound();
    assertChangeable(row, now);
    const [next] = await tx.update(bookings).set({ status: 'cancelled' }).where(bookingOf(siteId, id)).returning();
    if (!next) throw notFound();
    await bookingsChanged(tx, siteId);
    const [service] = await tx
      .select({ name: bookingServices.name })
      .from(bookingServices)
      .where(serviceOf(siteId, row.serviceId));
    const resources =
      row.resourceIds.length === 0
        ? []
        : await tx
            .select({ id: bookingResources.id, name: bookingResources.name, email: bookingResources.email })
            .from(bookingResources)
            .where(and(eq(bookingResources.siteId, siteId), inArray(bookingResources.id, row.resourceIds)));
    await enqueueBookingMails(tx, 'cancelled', mailFacts(next, service?.name ?? '', resources));
  });
  return getBookingDetail(db, siteId, id);
}
