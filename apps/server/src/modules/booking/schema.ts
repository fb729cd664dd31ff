import type { AvailabilityEntry, BookingStatus, DurationUnit, PricePer } from '@vev/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, updatedAt } from '../../db/columns';

/**
 * A site's booking services (spec 3 'Booking service'). Hours, resource links and events are read
 * and written with the service as a whole, so they are documents; bookings name an event by its id.
 */
export const bookingServices = pgTable(
  'booking_services',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    type: text('type').$type<'appointment' | 'event'>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    slots: integer('slots').notNull(),
    duration: integer('duration').notNull(),
    durationUnit: text('duration_unit').$type<DurationUnit>().notNull(),
    roundDuration: boolean('round_duration').notNull().default(false),
    requiredProductPurchase: boolean('required_product_purchase').notNull().default(false),
    mergeBookings: boolean('merge_bookings').notNull().default(false),
    /** Øre. */
    price: integer('price').notNull(),
    pricePer: text('price_per').$type<PricePer>().notNull(),
    scheduleLimitDays: integer('schedule_limit_days'),
    scheduleLimitHours: integer('schedule_limit_hours').notNull().default(0),
    availability: jsonb('availability').$type<AvailabilityEntry[]>().notNull().default([]),
    resources: jsonb('resources').$type<{ ref: string }[]>().notNull().default([]),
    events: jsonb('events').$type<{ _id: string; start: string; slots: number | null }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('booking_services_name_idx').on(table.siteId, table.name, table.id),
  ],
);

/** People, rooms or things a service needs (spec 3 'Booking resource'). */
export const bookingResources = pgTable(
  'booking_resources',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    email: text('email').notNull().default(''),
    slots: integer('slots').notNull(),
    availability: jsonb('availability').$type<AvailabilityEntry[]>().notNull().default([]),
    /** The secret of the private iCalendar feed (renewable); existing rows get one from the default. */
    calendarToken: text('calendar_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    uniqueIndex('booking_resources_calendar_token_idx').on(table.calendarToken),
    index('booking_resources_name_idx').on(table.siteId, table.name, table.id),
  ],
);

/**
 * Bookings (spec 3 'Booking (calendar entry)'). The calendar reads them by time; availability by
 * service and time, and a resource's by time (a month of a site's bookings is a short range scan).
 */
export const bookings = pgTable(
  'bookings',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    serviceId: text('service_id').notNull(),
    eventId: text('event_id'),
    resourceIds: text('resource_ids').array().notNull().default([]),
    start: moment('start').notNull(),
    end: moment('end').notNull(),
    slots: integer('slots').notNull().default(1),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    customerId: text('customer_id'),
    /** The order that bought the time (a product that sells it); held until its payment goes through. */
    orderId: text('order_id'),
    status: text('status').$type<BookingStatus>().notNull().default('confirmed'),
    /** The secret of the customer's own address for the booking (`/booking/min/{token}`), sent in the confirmation. */
    manageToken: text('manage_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    uniqueIndex('bookings_manage_token_idx').on(table.manageToken),
    index('bookings_start_idx').on(table.siteId, table.start, table.id),
    index('bookings_service_start_idx').on(table.siteId, table.serviceId, table.start, table.id),
    index('bookings_event_idx').on(table.siteId, table.serviceId, table.eventId),
    index('bookings_order_idx').on(table.siteId, table.orderId).where(sql`${table.orderId} IS NOT NULL`),
  ],
);
