/**
 * `/booking/min/{token}` on a site's host: the booking's own page, sent in the confirmation. It shows
 * the booking, gives it as a calendar file (`…/booking.ics`), moves it (`…/endre`,
 * managed-booking-move.tsx) and cancels it (POST, same origin) until the booking settings' deadline.
 * Sent `private, no-store` with `Referrer-Policy: same-origin`, so the token goes to no other site.
 */
import { customerMayChange, customerMoveRefusal, managedBookingPath, storefrontBookingMessages } from '@vev/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cancelOwnBooking, findManagedBooking } from '../../modules/booking/customer-bookings';
import { icalFeed } from '../../modules/booking/ical';
import { AppError } from '../../platform/errors';
import { pass, type Storefront, type Visit } from '../resolvers/resolver';
import { postedFromOwnOrigin, refuseForeignOrigin } from '../shop/same-origin';
import { redirect, showBookingPage } from './booking-answers';
import { ManagedBooking } from './booking-pages';
import { moveBookingPage } from './managed-booking-move';

export async function managedBookingPage(
  storefront: Storefront,
  found: Visit,
  request: FastifyRequest,
  reply: FastifyReply,
  rest: string,
): Promise<FastifyReply | typeof pass> {
  const [token = '', file, ...more] = rest.split('/');
  if (more.length > 0 || (file !== undefined && file !== 'booking.ics' && file !== 'endre')) return pass;
  const { db } = storefront;
  const deadline = found.site.settings.booking.changeDeadlineHours;
  if (file === 'endre') {
    const booking = await findManagedBooking(db, found.site.id, token);
    if (!booking) return pass;
    reply.header('referrer-policy', 'same-origin');
    return moveBookingPage(storefront, found, request, reply, { booking, token });
  }
  let error: string | null = null;
  if (request.method === 'POST') {
    if (!postedFromOwnOrigin(request, found)) return refuseForeignOrigin(reply);
    try {
      const cancelled = await cancelOwnBooking(db, { siteId: found.site.id, token, changeDeadlineHours: deadline });
      if (!cancelled) return pass;
      return redirect(reply, managedBookingPath(token));
    } catch (caught) {
      if (!(caught instanceof AppError) || caught.statusCode >= 500) throw caught;
      error = caught.message;
    }
  }
  const booking = await findManagedBooking(db, found.site.id, token);
  if (!booking) return pass;
  reply.header('referrer-policy', 'same-origin');
  if (file) {
    if (booking.status === 'cancelled') return pass;
    const ics = icalFeed({
      name: found.site.displayName || found.site.name,
      host: 'booking.vev',
      now: new Date(),
      events: [
        {
          id: booking._id,
          start: new Date(booking.start),
          end: new Date(booking.end),
          created: new Date(booking.createdAt),
          summary: `${booking.serviceName} – ${found.site.displayName || found.site.name}`,
          description: `${found.context.origin}${managedBookingPath(token)}`,
        },
      ],
    });
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'attachment; filename="booking.ics"')
      .type('text/calendar; charset=utf-8')
      .send(ics);
  }
  const cancelled = booking.status === 'cancelled';
  const title = cancelled
    ? 'Bookingen er kansellert'
    : found.query.has('ny')
      ? 'Bookingen er bekreftet'
      : found.query.has('endret')
        ? 'Bookingen er endret'
        : 'Din booking';
  return showBookingPage(
    storefront,
    found,
    request,
    reply,
    {
      title,
      error,
      body: (
        <ManagedBooking
          booking={booking}
          token={token}
          justBooked={found.query.has('ny')}
          justMoved={found.query.has('endret')}
          askCancel={found.query.has('avbestill')}
          mayCancel={!booking.order && customerMayChange(Date.parse(booking.start), Date.now(), deadline)}
          mayMove={
            customerMoveRefusal(
              { start: Date.parse(booking.start), order: booking.order, event: booking.event },
              Date.now(),
              deadline,
            ) === null
          }
          cancelUntil={Date.parse(booking.start) - deadline * 3_600_000}
          tooLate={booking.order ? storefrontBookingMessages.paid : storefrontBookingMessages.tooLate(deadline)}
        />
      ),
    },
    error ? 409 : 200,
  );
}
