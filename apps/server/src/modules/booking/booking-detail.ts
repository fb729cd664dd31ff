/** A booking as the API answers it: its row, or with its service's, resources' and order's names. */
import type { Booking, BookingDetail } from '@vev/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/errors';
import { orders } from '../orders/schema';
import { bookingResources, bookingServices, bookings } from './schema';

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
  order: row.orderId,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** The service's and the resources' names of some bookings. */
async function withNames(db: Pick<Database, 'select'>, siteId: string, rows: Row[]): Promise<BookingDetail[]> {
  const serviceIds = [...new Set(rows.map((row) => row.serviceId))];
  const resourceIds = [...new Set(rows.flatMap((row) => row.resourceIds))];
  const services =
    serviceIds.length === 0
      ? []
      : await db
          .select({ id: bookingServices.id, name: bookingServices.name })
          .from(bookingServices)
          .where(and(eq(bookingServices.siteId, siteId), inArray(bookingServices.id, serviceIds)));
  const resources =
    resourceIds.length === 0
      ? []
      : await db
          .select({ id: bookingResources.id, name: bookingResources.name })
          .from(bookingResources)
          .where(and(eq(bookingResources.siteId, siteId), inArray(bookingResources.id, resourceIds)));
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  const bought =
    orderIds.length === 0
      ? []
      : await db
          .select({ id: orders.id, orderNumber: orders.orderNumber })
          .from(orders)
          .where(and(eq(orders.siteId, siteId), inArray(orders.id, orderIds)));
  const serviceName = new Map(services.map((entry) => [entry.id, entry.name]));
  const resourceName = new Map(resources.map((entry) => [entry.id, entry.name]));
  const orderNumber = new Map(bought.map((entry) => [entry.id, entry.orderNumber]));
  return rows.map((row) => ({
    ...toBooking(row),
    serviceName: serviceName.get(row.serviceId) ?? '',
    orderNumber: row.orderId ? (orderNumber.get(row.orderId) ?? null) : null,
    resourceDetails: row.resourceIds.map((id) => ({ _id: id, name: resourceName.get(id) ?? '' })),
  }));
}

export async function getBookingDetail(db: Database, siteId: string, id: string): Promise<BookingDetail> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.siteId, siteId), eq(bookings.id, id)));
  if (!row) throw notFound();
  const [detail] = await withNames(db, siteId, [row]);
  if (!detail) throw notFound();
  return detail;
}
