/** A site's booking resources: people, rooms or things that serve one or more services. */

import { randomBytes } from 'node:crypto';
import {
  type BookingListQuery,
  type BookingResource,
  type BookingResourceCreate,
  type BookingResourceUpdate,
  bookingResourceCreateSchema,
  bookingResourceUpdateSchema,
} from '@vev/shared';
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { containsPattern } from '../attributes/service';
import { bookingResources, bookingServices } from './schema';
import { bookingResourceSearchEntry, bookingResourceSearchType, indexBookingEntry } from './search';

type Row = typeof bookingResources.$inferSelect;

export const bookingResourceEditPath = (id: string) => `/booking/ressurser/${encodeURIComponent(id)}`;

export const toBookingResource = (row: Row): BookingResource => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  email: row.email,
  slots: row.slots,
  availability: row.availability,
  calendarToken: row.calendarToken,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** 24 random bytes: the feed address is the only key to it. */
export const newCalendarToken = () => randomBytes(24).toString('base64url');

export const resourceOf = (siteId: string, id: string) =>
  and(eq(bookingResources.siteId, siteId), eq(bookingResources.id, id));

export async function listBookingResources(db: Database, siteId: string, query: BookingListQuery) {
  const conditions: SQL[] = [eq(bookingResources.siteId, siteId)];
  if (query.text) conditions.push(ilike(bookingResources.name, containsPattern(query.text)));
  const rows = await db
    .select()
    .from(bookingResources)
    .where(and(...conditions))
    .orderBy(asc(bookingResources.name), asc(bookingResources.id))
    .offset(query.skip)
    .limit(query.limit);
  return rows.map(toBookingResource);
}

export async function getBookingResource(db: Database, siteId: string, id: string): Promise<BookingResource> {
  const [row] = await db.select().from(bookingResources).where(resourceOf(siteId, id));
  if (!row) throw notFound();
  return toBookingResource(row);
}

export async function createBookingResource(db: Database, input: { siteId: string; body: BookingResourceCreate }) {
  const values = bookingResourceCreateSchema.parse(input.body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookingResources)
      .values({ siteId: input.siteId, id: newId(), calendarToken: newCalendarToken(), ...values })
      .returning();
    if (!row) throw new Error('booking resource insert returned nothing');
    await indexBookingEntry(tx, input.siteId, bookingResourceSearchEntry(row));
    return toBookingResource(row);
  });
}

export async function updateBookingResource(
  db: Database,
  input: { siteId: string; id: string; body: BookingResourceUpdate },
) {
  const update = bookingResourceUpdateSchema.parse(input.body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookingResources)
      .set({ ...update, updatedAt: new Date() })
      .where(resourceOf(input.siteId, input.id))
      .returning();
    if (!row) throw notFound();
    await indexBookingEntry(tx, input.siteId, bookingResourceSearchEntry(row));
    return toBookingResource(row);
  });
}

/** A resource a service uses stays: the service would silently stop needing it. */
export async function deleteBookingResource(db: Database, siteId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ name: bookingServices.name })
      .from(bookingServices)
      .where(
        and(
          eq(bookingServices.siteId, siteId),
          sql`${bookingServices.resources} @> ${JSON.stringify([{ ref: id }])}::jsonb`,
        ),
      )
      .limit(1);
    if (user) throw conflict(`Ressursen brukes av tjenesten «${user.name}». Fjern den fra tjenesten først.`);
    const [row] = await tx
      .delete(bookingResources)
      .where(resourceOf(siteId, id))
      .returning({ id: bookingResources.id });
    if (!row) throw notFound();
    await indexBookingEntry(tx, siteId, { type: bookingResourceSearchType, id, removed: true });
  });
}

/** `POST booking/resources/{id}/calendar-token`: a new feed address; the old one answers 404 from now on. */
export async function renewCalendarToken(db: Database, siteId: string, id: string): Promise<BookingResource> {
  const [row] = await db
    .update(bookingResources)
    .set({ calendarToken: newCalendarToken(), updatedAt: new Date() })
    .where(resourceOf(siteId, id))
    .returning();
  if (!row) throw notFound();
  return toBookingResource(row);
}
