import {
  availabilityRangeQuerySchema,
  type BookingDetail,
  bookingBookingsQuerySchema,
  bookingCalendarQuerySchema,
  bookingCreateSchema,
  bookingDetailSchema,
  bookingListQuerySchema,
  bookingResourceCreateSchema,
  bookingResourceSchema,
  bookingResourceUpdateSchema,
  bookingSchema,
  bookingServiceCreateSchema,
  bookingServiceSchema,
  bookingServiceUpdateSchema,
  bookingSlotSchema,
  bookingUpdateSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { noteActivity } from '../../platform/activity/activity';
import { notFound } from '../../platform/errors';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { siteResourceRoutes } from '../../platform/resources/plain-routes';
import { bookingActivity, bookingResourceActivity, bookingServiceActivity } from './activity';
import { serviceAvailability, serviceAvailableDates } from './availability';
import { getBookingDetail } from './booking-detail';
import { cancelBooking, listBookings, updateBooking } from './bookings';
import { bookingCalendarJson } from './calendar';
import { calendarFeed } from './feed';
import {
  createBookingResource,
  deleteBookingResource,
  getBookingResource,
  listBookingResources,
  renewCalendarToken,
  updateBookingResource,
} from './resources';
import {
  createBookingService,
  deleteBookingEvent,
  deleteBookingService,
  getBookingService,
  listBookingServices,
  updateBookingService,
} from './services';
import { createBooking } from './take-slot';

const tags = ['Booking'];
const idParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();
const eventParams = idParams.extend({ eventId: z.string().max(40) }).strict();
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().max(200).optional() }).passthrough();
/** Bookings hold customers' names and numbers, and making one is a sale: the order scopes cover them. */
const scopes = { read: 'read:order', write: 'write:order' } as const;
const levels = { read: 'reader', write: 'contributor', remove: 'admin' } as const;

/**
 * `booking/services`, `booking/resources` and `booking/bookings` (spec 3 §7 'Booking'), under
 * /api/sites/:siteId. Readers see services, resources and bookings; contributors set them up and
 * book for customers; deleting a service or a resource takes an admin. Deleting an event is an
 * edit of its service (contributor), refused while it has bookings.
 */
export const bookingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(
    siteResourceRoutes({
      path: '/booking/services',
      tags,
      levels,
      scopes,
      schemas: {
        entity: bookingServiceSchema,
        listQuery: bookingListQuerySchema,
        create: bookingServiceCreateSchema,
        update: bookingServiceUpdateSchema,
      },
      service: {
        list: listBookingServices,
        get: getBookingService,
        create: createBookingService,
        update: updateBookingService,
        remove: deleteBookingService,
      },
      activity: bookingServiceActivity,
      summaries: {
        list: 'Hent bookingtjenestene: en side, eller et søk på navn',
        get: 'Hent én bookingtjeneste',
        create: 'Opprett en bookingtjeneste',
        update: 'Endre en bookingtjeneste (en begivenhet med bookinger kan ikke fjernes)',
        remove: 'Slett en bookingtjeneste (ikke mens den har bookinger)',
      },
    }),
    { db },
  );

  await app.register(
    siteResourceRoutes({
      path: '/booking/resources',
      tags,
      levels,
      scopes,
      schemas: {
        entity: bookingResourceSchema,
        listQuery: bookingListQuerySchema,
        create: bookingResourceCreateSchema,
        update: bookingResourceUpdateSchema,
      },
      service: {
        list: listBookingResources,
        get: getBookingResource,
        create: createBookingResource,
        update: updateBookingResource,
        remove: deleteBookingResource,
      },
      activity: bookingResourceActivity,
      summaries: {
        list: 'Hent ressursene: en side, eller et søk på navn',
        get: 'Hent én ressurs',
        create: 'Opprett en ressurs',
        update: 'Endre en ressurs',
        remove: 'Slett en ressurs (ikke mens en tjeneste bruker den)',
      },
    }),
    { db },
  );

  const read = { access: access.site(levels.read, scopes.read) };
  const siteId = (request: Parameters<typeof currentSite>[0]) => currentSite(request).siteId;

  app.delete(
    '/booking/services/:id/events/:eventId',
    {
      config: { access: access.site(levels.write, scopes.write), activity: bookingServiceActivity.eventDeleted },
      schema: {
        summary: 'Slett en begivenhet (ikke mens den har bookinger); svarer tjenesten',
        tags,
        params: eventParams,
        response: { 200: bookingServiceSchema },
      },
    },
    async (request) =>
      deleteBookingEvent(db, { siteId: siteId(request), id: request.params.id, eventId: request.params.eventId }),
  );

  app.get(
    '/booking/services/:id/available-dates',
    {
      config: read,
      schema: {
        summary: 'Dagene med en ledig tid mellom start og slutt (en måned), i norsk tid',
        tags,
        params: idParams,
        querystring: availabilityRangeQuerySchema,
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) =>
      serviceAvailableDates(db, { siteId: siteId(request), serviceId: request.params.id, query: request.query }),
  );

  app.get(
    '/booking/services/:id/availability',
    {
      config: read,
      schema: {
        summary: 'De ledige tidene som starter mellom start og slutt (en dag)',
        tags,
        params: idParams,
        querystring: availabilityRangeQuerySchema,
        response: { 200: z.array(bookingSlotSchema) },
      },
    },
    async (request) =>
      serviceAvailability(db, { siteId: siteId(request), serviceId: request.params.id, query: request.query }),
  );

  app.get(
    '/booking/bookings',
    {
      config: read,
      schema: {
        summary: 'Hent bookingene til en tjeneste eller en begivenhet, tidligste først',
        tags,
        querystring: bookingBookingsQuerySchema,
        response: { 200: z.array(bookingSchema) },
      },
    },
    async (request) => listBookings(db, siteId(request), request.query),
  );

  app.post(
    '/booking/bookings',
    {
      config: { access: access.site(levels.write, scopes.write), activity: bookingActivity.created },
      schema: {
        summary:
          'Book en ledig tid for en kunde (Idempotency-Key); 409 med de neste ledige tidene når den ble tatt, 200 når tiden ble slått sammen med en booking kunden har fra før',
        tags,
        headers: idempotencyHeaders,
        body: bookingCreateSchema,
        response: { 200: bookingSchema, 201: bookingSchema },
      },
    },
    async (request, reply) => {
      const answer = await createBooking(db, {
        siteId: siteId(request),
        body: request.body,
        idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
      });
      // A time joined to the customer's booking changed that booking: the log says so.
      if (answer.status === 200) {
        noteActivity(request, {
          kind: 'booking.updated',
          target: { type: 'booking', id: answer.body._id, label: answer.body.name },
        });
      }
      return reply.status(answer.status).send(answer.body);
    },
  );

  const write = access.site(levels.write, scopes.write);

  app.get(
    '/booking/calendar',
    {
      config: { ...read, cachedBy: ['booking'] },
      schema: {
        summary: 'Bookingene (ikke kansellerte) som overlapper start–slutt (maks 62 dager), med tjeneste og ressurser',
        tags,
        querystring: bookingCalendarQuerySchema,
        response: { 200: z.array(bookingDetailSchema) },
      },
    },
    // The answer's JSON comes whole from PostgreSQL (see bookingCalendarJson): sent as it is.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await bookingCalendarJson(db, siteId(request), request.query)) as unknown as BookingDetail[]),
  );

  app.get(
    '/booking/bookings/:id',
    {
      config: read,
      schema: {
        summary: 'Hent én booking med tjeneste og ressurser',
        tags,
        params: idParams,
        response: { 200: bookingDetailSchema },
      },
    },
    async (request) => getBookingDetail(db, siteId(request), request.params.id),
  );

  app.patch(
    '/booking/bookings/:id',
    {
      config: { access: write, activity: bookingActivity.updated },
      schema: {
        summary:
          'Flytt en booking til en ledig tid, eller velg ressursene; bare før den starter. Kunden og ressursene får e-post',
        tags,
        params: idParams,
        body: bookingUpdateSchema,
        response: { 200: bookingDetailSchema },
      },
    },
    async (request) => updateBooking(db, { siteId: siteId(request), id: request.params.id, body: request.body }),
  );

  app.delete(
    '/booking/bookings/:id',
    {
      config: { access: write, activity: bookingActivity.cancelled },
      schema: {
        summary: 'Kanseller en booking (plassene blir ledige); bare før den starter. Kunden og ressursene får e-post',
        tags,
        params: idParams,
        response: { 200: bookingDetailSchema },
      },
    },
    async (request) => cancelBooking(db, { siteId: siteId(request), id: request.params.id }),
  );

  app.post(
    '/booking/resources/:id/calendar-token',
    {
      config: { access: write, activity: bookingResourceActivity.calendarTokenRenewed },
      schema: {
        summary: 'Forny adressen til ressursens private kalender (den gamle slutter å virke)',
        tags,
        params: idParams,
        response: { 200: bookingResourceSchema },
      },
    },
    async (request) => renewCalendarToken(db, siteId(request), request.params.id),
  );
};

const feedParams = z.object({ token: z.string().max(80) }).strict();

/** `/api/booking/calendar-feed/{token}.ics`: a resource's private iCalendar feed, without a session. */
export const bookingFeedRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/booking/calendar-feed/:token',
    {
      config: { access: access.public },
      schema: {
        summary: 'En ressurs sin private kalender (iCalendar), for abonnement i Google, Outlook eller Apple',
        tags,
        params: feedParams,
      },
    },
    async (request, reply) => {
      const token = request.params.token.replace(/\.ics$/, '');
      const body = await calendarFeed(db, token, request.hostname);
      if (body === null) throw notFound();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
