/**
 * Booking services and resources (spec 3 'Booking service', 'Booking resource'; defaults in §9):
 * what is booked, for how long, by how many at once, and when it is open.
 */
import { z } from 'zod';
import { availabilitySchema } from './availability-entry';

export const bookingServiceTypes = ['appointment', 'event'] as const;
export type BookingServiceType = (typeof bookingServiceTypes)[number];
export const bookingServiceTypeLabels: Record<BookingServiceType, string> = {
  appointment: 'Avtale',
  event: 'Begivenhet',
};

export const durationUnits = ['minute', 'tenMinute', 'quarterHour', 'halfHour', 'hour', 'day'] as const;
export type DurationUnit = (typeof durationUnits)[number];
/** A unit's length in minutes; a day is a calendar day (23 or 25 hours when the clocks change). */
export const durationUnitMinutes: Record<DurationUnit, number> = {
  minute: 1,
  tenMinute: 10,
  quarterHour: 15,
  halfHour: 30,
  hour: 60,
  day: 1440,
};
export const durationUnitLabels: Record<DurationUnit, string> = {
  minute: 'Minutter',
  tenMinute: 'Timinutter',
  quarterHour: 'Kvarter',
  halfHour: 'Halvtimer',
  hour: 'Timer',
  day: 'Dager',
};

export const pricePerOptions = ['booking', 'slot', 'unit'] as const;
export type PricePer = (typeof pricePerOptions)[number];
export const pricePerLabels: Record<PricePer, string> = {
  booking: 'Per booking',
  slot: 'Per plass',
  unit: 'Per tidsenhet',
};

/** Spec 3 §9: a new service is an appointment for one, 30 minutes long; a resource serves one. */
export const bookingDefaults = {
  type: 'appointment',
  slots: 1,
  duration: 30,
  durationUnit: 'minute',
  resourceSlots: 1,
  minSlots: 1,
} as const;

/** No booking may be longer than this, so a range of days reads a bounded set of bookings. */
export const maxBookingMinutes = 31 * 1440;
export const bookingLimits = { name: 200, description: 5000, slots: 10_000, events: 500, resources: 50 } as const;

const slots = z.number().int().min(bookingDefaults.minSlots).max(bookingLimits.slots);
const description = z.string().max(bookingLimits.description);

export const bookingEventSchema = z
  .object({
    _id: z.string().trim().min(1).max(40).optional(),
    start: z.iso.datetime({ offset: true }),
    /** Places at the event; the service's capacity when left out. */
    slots: slots.nullable().default(null),
  })
  .strict();
export type BookingEvent = z.output<typeof bookingEventSchema> & { _id: string };
export type BookingEventInput = z.input<typeof bookingEventSchema>;

const serviceValues = {
  type: z.enum(bookingServiceTypes),
  name: z.string().trim().min(1).max(bookingLimits.name),
  description,
  slots,
  duration: z.number().int().min(1).max(maxBookingMinutes),
  durationUnit: z.enum(durationUnits),
  roundDuration: z.boolean(),
  requiredProductPurchase: z.boolean(),
  mergeBookings: z.boolean(),
  /** Øre, including MVA. */
  price: z.number().int().min(0).max(100_000_000_00),
  pricePer: z.enum(pricePerOptions),
  scheduleLimitDays: z.number().int().min(0).max(3650).nullable(),
  scheduleLimitHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 365),
  availability: availabilitySchema,
  resources: z.array(z.object({ ref: z.string().trim().min(1).max(40) }).strict()).max(bookingLimits.resources),
  events: z.array(bookingEventSchema).max(bookingLimits.events),
};

/** The length of a service's booking in minutes must stay within a month. */
const lengthWithinLimit = (value: { duration?: number; durationUnit?: DurationUnit }) =>
  value.duration === undefined ||
  value.duration * durationUnitMinutes[value.durationUnit ?? 'minute'] <= maxBookingMinutes;
const lengthMessage = { error: 'En booking kan vare maks 31 dager.', path: ['duration'] };

export const bookingServiceCreateSchema = z
  .object({
    type: serviceValues.type.default(bookingDefaults.type),
    name: serviceValues.name,
    description: description.default(''),
    slots: slots.default(bookingDefaults.slots),
    duration: serviceValues.duration.default(bookingDefaults.duration),
    durationUnit: serviceValues.durationUnit.default(bookingDefaults.durationUnit),
    roundDuration: z.boolean().default(false),
    requiredProductPurchase: z.boolean().default(false),
    mergeBookings: z.boolean().default(false),
    price: serviceValues.price,
    pricePer: serviceValues.pricePer.default('booking'),
    scheduleLimitDays: serviceValues.scheduleLimitDays.default(null),
    scheduleLimitHours: serviceValues.scheduleLimitHours.default(0),
    availability: availabilitySchema.default([]),
    resources: serviceValues.resources.default([]),
    events: serviceValues.events.default([]),
  })
  .strict()
  .refine(lengthWithinLimit, lengthMessage);
export type BookingServiceCreate = z.input<typeof bookingServiceCreateSchema>;
export type BookingServiceValues = z.output<typeof bookingServiceCreateSchema>;

export const bookingServiceUpdateSchema = z
  .object(
    Object.fromEntries(Object.entries(serviceValues).map(([key, value]) => [key, value.optional()])) as {
      [K in keyof typeof serviceValues]: z.ZodOptional<(typeof serviceValues)[K]>;
    },
  )
  .strict()
  .refine(lengthWithinLimit, lengthMessage);
export type BookingServiceUpdate = z.input<typeof bookingServiceUpdateSchema>;

export const bookingServiceSchema = z.object({
  _id: z.string(),
  type: z.enum(bookingServiceTypes),
  name: z.string(),
  description: z.string(),
  slots: z.number(),
  duration: z.number(),
  durationUnit: z.enum(durationUnits),
  roundDuration: z.boolean(),
  requiredProductPurchase: z.boolean(),
  mergeBookings: z.boolean(),
  price: z.number(),
  pricePer: z.enum(pricePerOptions),
  scheduleLimitDays: z.number().nullable(),
  scheduleLimitHours: z.number(),
  availability: availabilitySchema,
  resources: z.array(z.object({ ref: z.string() })),
  events: z.array(z.object({ _id: z.string(), start: z.string(), slots: z.number().nullable() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingService = z.infer<typeof bookingServiceSchema>;

const resourceValues = {
  name: z.string().trim().min(1).max(bookingLimits.name),
  description,
  email: z.union([z.literal(''), z.email().max(320)]),
  slots,
  availability: availabilitySchema,
};

export const bookingResourceCreateSchema = z
  .object({
    name: resourceValues.name,
    description: description.default(''),
    email: resourceValues.email.default(''),
    slots: slots.default(bookingDefaults.resourceSlots),
    availability: availabilitySchema.default([]),
  })
  .strict();
export type BookingResourceCreate = z.input<typeof bookingResourceCreateSchema>;

export const bookingResourceUpdateSchema = z
  .object({
    name: resourceValues.name.optional(),
    description: description.optional(),
    email: resourceValues.email.optional(),
    slots: slots.optional(),
    availability: availabilitySchema.optional(),
  })
  .strict();
export type BookingResourceUpdate = z.input<typeof bookingResourceUpdateSchema>;

export const bookingResourceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  email: z.string(),
  slots: z.number(),
  availability: availabilitySchema,
  /** The secret in the resource's private iCalendar feed address; renewing it retires the old address. */
  calendarToken: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingResource = z.infer<typeof bookingResourceSchema>;

/** The private feed address of a resource, under the API's origin. */
export const bookingCalendarFeedPath = (token: string) => `/api/booking/calendar-feed/${encodeURIComponent(token)}.ics`;

export const bookingListQuerySchema = z
  .object({
    text: z.string().trim().max(200).optional(),
    skip: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

/** A service's length as the lists show it: '30 minutter', '1 time', '2 dager'. */
export function formatDuration(duration: number, unit: DurationUnit): string {
  if (unit === 'day') return duration === 1 ? '1 dag' : `${duration} dager`;
  const minutes = duration * durationUnitMinutes[unit];
  if (minutes % 60 === 0) return minutes === 60 ? '1 time' : `${minutes / 60} timer`;
  return minutes === 1 ? '1 minutt' : `${minutes} minutter`;
}
