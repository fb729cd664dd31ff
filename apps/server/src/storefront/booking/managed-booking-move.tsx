/**
 * 'Endre tidspunkt' at `/booking/min/{token}/endre`: the customer chooses a new date and one of its
 * free times (the booking's own places left out) and confirms; staff's move takes it under the
 * booking locks and tells everyone. Plain forms that work without script, like the other booking pages.
 */
import {
  type BookingDetail,
  customerMoveRefusal,
  managedBookingMovePath,
  managedBookingPath,
  osloDay,
  parseDay,
  parseMonth,
  storefrontMoveSchema,
} from '@vev/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { moveOwnBooking } from '../../modules/booking/customer-bookings';
import { formatBookingTime } from '../../modules/booking/mail';
import { getBookingService } from '../../modules/booking/services';
import { AppError } from '../../platform/errors';
import { countHit, type Limit, retryAfter } from '../../platform/rate-limit/rate-limit';
import type { Storefront, Visit } from '../resolvers/resolver';
import { postedFromOwnOrigin, refuseForeignOrigin } from '../shop/same-origin';
import { redirect, showBookingPage } from './booking-answers';
import { monthOf } from './booking-month';
import { formatDay, MonthCalendar, type OfferedTime, TimeChoices } from './booking-pages';

/** Each move e-mails the customer and the resources: a booking is moved at most this often. */
export const bookingMoveLimit: Limit = { max: 10, windowMs: 10 * 60 * 1000 };
export const tooManyMovesMessage = 'Bookingen er endret mange ganger på kort tid. Vent litt og prøv igjen.';

function MoveForm(props: { path: string; back: string; legend: string; times: OfferedTime[] }) {
  return (
    <form method="post" action={props.path} className="vev-booking-details">
      <h2>Velg ny tid</h2>
      <TimeChoices legend={props.legend} times={props.times} events={false} name="start" />
      <div className="vev-booking-actions">
        {props.times.length > 0 ? (
          <button type="submit" className="vev-button vev-button-primary">
            Bekreft ny tid
          </button>
        ) : null}
        <a href={props.back}>Avbryt</a>
      </div>
    </form>
  );
}

interface Shown {
  day: string | null;
  month: string | null;
  error?: string | null;
  status?: number;
}

async function showMovePage(
  storefront: Storefront,
  found: Visit,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { booking: BookingDetail; token: string; refusal: string | null } & Shown,
) {
  const { booking, token } = input;
  const back = managedBookingPath(token);
  const path = managedBookingMovePath(token);
  const now = (
    <p>
      Du har booket {booking.serviceName} {formatBookingTime(new Date(booking.start), new Date(booking.end))}.
    </p>
  );
  const page = (body: ReactNode) =>
    showBookingPage(
      storefront,
      found,
      request,
      reply,
      { title: 'Endre tidspunkt', error: input.error, body },
      input.status,
    );
  if (input.refusal)
    return page(
      <>
        {now}
        <p>{input.refusal}</p>
        <p>
          <a href={back}>‹ Tilbake til bookingen</a>
        </p>
      </>,
    );
  const service = await getBookingService(storefront.db, found.site.id, booking.service);
  const shown = await monthOf(storefront.db, found.site.id, service, {
    day: input.day,
    month: input.month,
    now: Date.now(),
    except: booking._id,
    wanted: booking.slots,
  });
  // Its own time is where it is already: not offered as a new one.
  const times = shown.times.filter((time) => Date.parse(time.start) !== Date.parse(booking.start));
  return page(
    <>
      {now}
      <MonthCalendar path={path} {...shown.calendar} />
      {shown.day ? (
        <MoveForm path={path} back={back} legend={`Ledige tider ${formatDay(shown.day)}`} times={times} />
      ) : (
        <p>
          <a href={back}>‹ Tilbake til bookingen</a>
        </p>
      )}
    </>,
  );
}

export async function moveBookingPage(
  storefront: Storefront,
  found: Visit,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { booking: BookingDetail; token: string },
) {
  const { booking, token } = input;
  const deadline = found.site.settings.booking.changeDeadlineHours;
  if (booking.status === 'cancelled') return redirect(reply, managedBookingPath(token));
  const refusalNow = () =>
    customerMoveRefusal(
      { start: Date.parse(booking.start), order: booking.order, event: booking.event },
      Date.now(),
      deadline,
    );
  const day = parseDay(found.query.get('dato') ?? undefined);
  const shown: Shown = {
    day,
    // The booking's own month first: a new time is most often close to the old one.
    month:
      parseMonth(found.query.get('maned') ?? undefined) ??
      (day ? null : osloDay(Date.parse(booking.start)).slice(0, 7)),
  };
  if (request.method !== 'POST')
    return showMovePage(storefront, found, request, reply, { ...input, ...shown, refusal: refusalNow() });

  if (!postedFromOwnOrigin(request, found)) return refuseForeignOrigin(reply);
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  const checked = storefrontMoveSchema.safeParse({ start: typeof body.start === 'string' ? body.start : '' });
  const refuse = (error: string, status: number, day = shown.day) =>
    showMovePage(storefront, found, request, reply, { ...input, day, month: null, error, status, refusal: null });
  if (!checked.success) return refuse(checked.error.issues[0]?.message ?? '', 400);
  const chosenDay = osloDay(Date.parse(checked.data.start));
  const limitKey = `booking-move:${found.site.id}:${booking._id}`;
  const wait = await retryAfter(storefront.db, limitKey, bookingMoveLimit);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    return refuse(tooManyMovesMessage, 429, chosenDay);
  }
  try {
    const moved = await moveOwnBooking(storefront.db, {
      siteId: found.site.id,
      token,
      start: checked.data.start,
      changeDeadlineHours: deadline,
      manageUrl: `${found.context.origin}${managedBookingPath(token)}`,
    });
    if (moved && moved.start !== booking.start) await countHit(storefront.db, limitKey, bookingMoveLimit);
    return redirect(reply, `${managedBookingPath(token)}?endret=1`);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    // Refused by the customer's rules: the page says why; a time just taken: the day's times read again.
    const refusal = refusalNow();
    if (refusal) return showMovePage(storefront, found, request, reply, { ...input, ...shown, refusal, status: 409 });
    return refuse(error.message, error.statusCode, chosenDay);
  }
}
