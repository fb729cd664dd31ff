/**
 * Online booking on a site's host, while the site has booking (issue 20 point 6): `/booking` lists
 * the services, `/booking/{id}` shows a month's free days and a chosen day's free times (an event
 * service: its coming events with their free places) and takes the booking on POST; with
 * `?produkt=` the chosen time goes into the cart with the product that sells it. The booking's own
 * page, `/booking/min/{token}`, is managed-booking.tsx. Posts come from the site's own pages (same
 * origin), at most `bookingSubmitLimit` per address; a filled honeypot books nothing.
 */
import { randomBytes } from 'node:crypto';
import { formHoneypotName } from '@vev/sections';
import {
  addCalendarDays,
  type BookingService,
  bookingServicePagePath,
  fieldErrors,
  managedBookingPath,
  managedBookingPathPrefix,
  osloDay,
  parseDay,
  parseMonth,
  slotsOfDay,
  storefrontBookingPath,
  storefrontBookingSchema,
} from '@vev/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { readAvailability } from '../../modules/booking/availability';
import { bookOnline } from '../../modules/booking/customer-bookings';
import { getBookingService } from '../../modules/booking/services';
import { AppError } from '../../platform/errors';
import { countHit, type Limit, retryAfter } from '../../platform/rate-limit/rate-limit';
import { findSignedInCustomer } from '../account/session';
import { pass, type Resolver, type Storefront, segmentAfter, type Visit } from '../resolvers/resolver';
import { loadCartProducts } from '../shop/cart-pricing';
import { postedFromOwnOrigin, refuseForeignOrigin } from '../shop/same-origin';
import { redirect, showBookingPage } from './booking-answers';
import { soldService } from './booking-cart';
import { loadStorefrontBookingServices, resolveBookingService, serviceFacts } from './booking-content';
import { monthOf } from './booking-month';
import {
  BookingForm,
  type BookingFormState,
  formatDay,
  MonthCalendar,
  type OfferedTime,
  ServiceList,
} from './booking-pages';
import { JoinedBooking, joinedBookingTitle } from './joined-booking';
import { managedBookingPage } from './managed-booking';

export const bookingSubmitLimit: Limit = { max: 10, windowMs: 10 * 60 * 1000 };
export const tooManyBookingsMessage = 'Det er sendt for mange bookinger fra din adresse. Vent litt og prøv igjen.';
const submitKey = (siteId: string, request: FastifyRequest) => `booking-submit:${siteId}:${request.ip}`;

/** How many coming events an event service lists. */
const eventsShown = 50;

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const emptyState: BookingFormState = { values: {}, errors: {} };

/** The coming events with free places, soonest first. */
async function comingEvents(storefront: Storefront, found: Visit, service: BookingService, now: number) {
  const today = osloDay(now);
  const days = [...new Set(service.events.map((event) => osloDay(Date.parse(event.start))))]
    .filter((day) => day >= today && day <= addCalendarDays(today, 366))
    .sort();
  const last = days.at(-1);
  if (!last) return [];
  const read = await readAvailability(storefront.db, {
    siteId: found.site.id,
    serviceId: service._id,
    from: today,
    to: last,
    now,
  });
  return days
    .flatMap((day) => slotsOfDay(read, day))
    .filter((slot) => slot.free > 0)
    .slice(0, eventsShown)
    .map((slot): OfferedTime => ({ start: new Date(slot.start).toISOString(), event: slot.event, free: slot.free }));
}

/** A service's page: its month (or its events) and, for a chosen day, the times and the visitor's details. */
async function servicePage(
  storefront: Storefront,
  found: Visit,
  request: FastifyRequest,
  reply: FastifyReply,
  service: BookingService,
  options: {
    day: string | null;
    month: string | null;
    state: BookingFormState;
    error?: string | null;
    status?: number;
    /** A product that sells the service's time: the chosen time goes into the cart with it. */
    productId?: string | null;
  },
) {
  const now = Date.now();
  const resolved = resolveBookingService(service);
  const product = options.productId ? await productSelling(storefront, found, service, options.productId) : null;
  const query = product ? `&produkt=${encodeURIComponent(product.id)}` : '';
  const signedIn = await findSignedInCustomer(storefront.db, found.site.id, request);
  const state: BookingFormState = {
    errors: options.state.errors,
    values: {
      name: signedIn?.name,
      email: signedIn?.email,
      phone: signedIn?.phone,
      ...options.state.values,
    },
  };
  const form = (times: OfferedTime[], legend: string) => (
    <BookingForm
      serviceId={service._id}
      legend={legend}
      times={times}
      events={service.type === 'event'}
      idempotencyKey={randomBytes(18).toString('base64url')}
      honeypotName={formHoneypotName}
      state={state}
      forProduct={product?.id ?? null}
    />
  );
  const intro = (
    <>
      <p>
        <a href={storefrontBookingPath}>‹ Alle tjenester</a>
      </p>
      {service.description ? <p>{service.description}</p> : null}
      {product ? (
        <p className="vev-booking-facts">
          Tiden kjøpes som <a href={product.path}>{product.name}</a> i nettbutikken.
        </p>
      ) : (
        <p className="vev-booking-facts">{serviceFacts(service)}</p>
      )}
    </>
  );
  const page = (content: ReactNode) =>
    showBookingPage(
      storefront,
      found,
      request,
      reply,
      {
        title: service.name,
        error: options.error,
        body: (
          <>
            {intro}
            {content}
          </>
        ),
      },
      options.status,
    );
  if (!resolved.bookable && !product) return page(<p>{resolved.notBookable}</p>);
  if (service.type === 'event')
    return page(form(await comingEvents(storefront, found, service, now), 'Kommende datoer'));
  const shown = await monthOf(storefront.db, found.site.id, service, {
    ...options,
    now,
    durationAdjustment: product?.durationAdjustment ?? 0,
  });
  return page(
    <>
      <MonthCalendar path={bookingServicePagePath(service._id)} query={query} {...shown.calendar} />
      {shown.day ? form(shown.times, `Ledige tider ${formatDay(shown.day)}`) : null}
    </>,
  );
}

/** The product (for sale on the storefront) that sells this service's time, or null. */
async function productSelling(storefront: Storefront, found: Visit, service: BookingService, productId: string) {
  const line = { id: 'p', product: productId, variant: null, amount: 1, customizations: [], booking: null };
  const product = (await loadCartProducts(storefront.db, found.site, [line])).products.get(productId);
  if (!product || soldService(found.site, product.document) !== service._id) return null;
  return {
    id: productId,
    name: product.document.name,
    path: product.path,
    durationAdjustment: product.document.bookingDurationAdjustment ?? 0,
  };
}

async function book(
  storefront: Storefront,
  found: Visit,
  request: FastifyRequest,
  reply: FastifyReply,
  service: BookingService,
) {
  const { db } = storefront;
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Body;
  const [start = '', event = ''] = text(body.start).split('|');
  const values = { start, name: text(body.name), email: text(body.email), phone: text(body.phone) };
  const day = parseDay(osloDay(Date.parse(start) || Date.now()));
  const again = (state: BookingFormState, error: string | null, status: number) =>
    servicePage(storefront, found, request, reply, service, { day, month: null, state, error, status });
  if (text(body[formHoneypotName]).trim()) return redirect(reply, storefrontBookingPath);
  const wait = await retryAfter(db, submitKey(found.site.id, request), bookingSubmitLimit);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    return again({ values, errors: {} }, tooManyBookingsMessage, 429);
  }
  await countHit(db, submitKey(found.site.id, request), bookingSubmitLimit);
  const checked = storefrontBookingSchema.safeParse({ ...values, event });
  if (!checked.success) return again({ values, errors: fieldErrors(checked.error) }, null, 400);
  const signedIn = await findSignedInCustomer(db, found.site.id, request);
  try {
    const answer = await bookOnline(db, found.site.id, {
      serviceId: service._id,
      body: checked.data,
      customerId: signedIn?.id ?? null,
      manageUrl: (manageToken) => `${found.context.origin}${managedBookingPath(manageToken)}`,
      idempotencyKey: text(body.noekkel).slice(0, 100) || undefined,
    });
    if (answer.joined)
      return showBookingPage(storefront, found, request, reply, {
        title: joinedBookingTitle,
        body: (
          <JoinedBooking
            serviceName={service.name}
            {...answer.joined}
            email={checked.data.email}
            token={answer.token}
          />
        ),
      });
    return redirect(reply, `${managedBookingPath(answer.token)}?ny=1`);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    // A time just taken: the day's times are read again, so the next free ones are offered.
    return again({ values: { ...values, start: '' }, errors: {} }, error.message, error.statusCode);
  }
}

export function bookingResolver(storefront: Storefront): Resolver {
  return {
    async resolve(found, request, reply) {
      const { pathname } = found;
      if (!found.site.bookingEnabled || !pathname.startsWith(storefrontBookingPath)) return pass;
      if (pathname.startsWith(`${managedBookingPathPrefix}/`))
        return managedBookingPage(
          storefront,
          found,
          request,
          reply,
          pathname.slice(managedBookingPathPrefix.length + 1),
        );
      if (pathname === storefrontBookingPath || pathname === `${storefrontBookingPath}/`) {
        if (request.method !== 'GET') return pass;
        const services = (await loadStorefrontBookingServices(storefront.db, found.site)) ?? [];
        return showBookingPage(storefront, found, request, reply, {
          title: 'Booking',
          body: <ServiceList services={services.map(resolveBookingService)} />,
        });
      }
      const id = segmentAfter(pathname, storefrontBookingPath);
      if (id === null || id.length > 40) return pass;
      const service = await getBookingService(storefront.db, found.site.id, id).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      });
      if (!service) return pass;
      if (request.method === 'POST') {
        if (!postedFromOwnOrigin(request, found)) return refuseForeignOrigin(reply);
        return book(storefront, found, request, reply, service);
      }
      return servicePage(storefront, found, request, reply, service, {
        day: parseDay(found.query.get('dato') ?? undefined),
        month: parseMonth(found.query.get('maned') ?? undefined),
        state: emptyState,
        productId: found.query.get('produkt')?.slice(0, 40) ?? null,
      });
    },
  };
}
