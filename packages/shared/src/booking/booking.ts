/**
 * A booking (spec 3 'Booking (calendar entry)'): who booked which service, when, with which
 * resources and how many places; and the queries of the booking routes (spec 3 §7 'Booking').
 */
import { z } from 'zod';

export const bookingStatuses = ['confirmed', 'held', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingSchema = z.object({
  _id: z.string(),
  service: z.string(),
  event: z.string().nullable(),
  resources: z.array(z.string()),
  start: z.string(),
  end: z.string(),
  slots: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  customer: z.string().nullable(),
  /** The order that bought the time (a product that sells it), else null. */
  order: z.string().nullable(),
  status: z.enum(bookingStatuses),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingStatusLabels: Record<BookingStatus, string> = {
  confirmed: 'Bekreftet',
  held: 'Venter på betaling',
  cancelled: 'Kansellert',
};

/** `GET booking/bookings`: a service's or one of its events' bookings, soonest first. */
export const bookingBookingsQuerySchema = z
  .object({
    service: z.string().trim().min(1).max(40).optional(),
    event: z.string().trim().min(1).max(40).optional(),
    skip: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type BookingBookingsQuery = z.output<typeof bookingBookingsQuerySchema>;

/** The longest range the availability routes answer for (a month and a little more). */
export const maxAvailabilityRangeDays = 62;

/** `start` and `end` of a month (available dates) or a day (slots), as instants. */
export const availabilityRangeQuerySchema = z
  .object({
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
    /** Places wanted in one booking. */
    slots: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict()
  .superRefine((range, context) => {
    const span = Date.parse(range.end) - Date.parse(range.start);
    if (!(span > 0)) context.addIssue({ code: 'custom', path: ['end'], message: 'Slutt må være etter start.' });
    else if (span > maxAvailabilityRangeDays * 86_400_000)
      context.addIssue({ code: 'custom', path: ['end'], message: `Kan dekke maks ${maxAvailabilityRangeDays} dager.` });
  });
export type AvailabilityRangeQuery = z.output<typeof availabilityRangeQuerySchema>;

export const bookingSlotSchema = z.object({
  start: z.string(),
  end: z.string(),
  free: z.number(),
  /** The event the slot is, for an event service. */
  event: z.string().nullable(),
});
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

/** A booking staff make for a customer (by phone): a slot from `…/availability`. */
export const bookingCreateSchema = z
  .object({
    service: z.string().trim().min(1).max(40),
    event: z.string().trim().min(1).max(40).nullable().default(null),
    start: z.iso.datetime({ offset: true }),
    slots: z.number().int().min(1).max(10_000).default(1),
    name: z.string().trim().min(1).max(200),
    email: z.union([z.literal(''), z.email().max(320)]).default(''),
    phone: z.string().trim().max(40).default(''),
  })
  .strict();
export type BookingCreate = z.input<typeof bookingCreateSchema>;

export const bookingTakenMessage = 'Tiden ble akkurat tatt. Velg en annen ledig tid.';

/** `GET booking/calendar`: the bookings that overlap start–end (at most 62 days). */
export const bookingCalendarQuerySchema = z
  .object({
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
  })
  .strict()
  .superRefine((range, context) => {
    const span = Date.parse(range.end) - Date.parse(range.start);
    if (!(span > 0)) context.addIssue({ code: 'custom', path: ['end'], message: 'Slutt må være etter start.' });
    else if (span > maxAvailabilityRangeDays * 86_400_000)
      context.addIssue({ code: 'custom', path: ['end'], message: `Kan dekke maks ${maxAvailabilityRangeDays} dager.` });
  });
export type BookingCalendarQuery = z.output<typeof bookingCalendarQuerySchema>;

/** A booking as the calendar and its details show it: with the service's and the resources' names. */
export const bookingDetailSchema = bookingSchema.extend({
  serviceName: z.string(),
  /** The number of the order that bought the time. */
  orderNumber: z.number().nullable(),
  resourceDetails: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

/** `PATCH booking/bookings/{id}`: move it to another free slot (`start`, with `end` as the slot says) or name its resources. */
export const bookingUpdateSchema = z
  .object({
    start: z.iso.datetime({ offset: true }).optional(),
    end: z.iso.datetime({ offset: true }).optional(),
    resources: z.array(z.string().trim().min(1).max(40)).max(50).optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.start === undefined && body.resources === undefined)
      context.addIssue({ code: 'custom', path: ['start'], message: 'Velg en ny tid eller nye ressurser.' });
    if (body.end !== undefined && body.start === undefined)
      context.addIssue({ code: 'custom', path: ['start'], message: 'Velg en ny starttid.' });
  });
export type BookingUpdate = z.input<typeof bookingUpdateSchema>;

/** 409 when a booking moved or given resources would take more places of a resource than it has. */
export const resourceBusyMessage = (resourceName: string) =>
  `«${resourceName}» er opptatt på denne tiden. Velg en annen tid eller en annen ressurs.`;

export const bookingStartedMessage = 'Bookingen har allerede startet og kan ikke endres eller kanselleres.';
