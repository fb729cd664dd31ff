/**
 * Bookings visitors make, move and cancel on the storefront (issue 20 point 6). A visitor's booking
 * takes its slot exactly as staff's do (the same locks and re-check in `takeSlot`), keyed by the
 * form's hidden idempotency key so a double click books once; the customer's own address for it, sent
 * in the confirmation, shows it, moves it (staff's move, `updateBooking`) and cancels it until the
 * booking settings' deadline.
 */
import {
  type BookingDetail,
  bookingCreateSchema,
  customerMayChange,
  customerMoveRefusal,
  type StorefrontBooking,
  storefrontBookingMessages,
} from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conflict } from '../../platform/errors';
import { withIdempotency } from '../../platform/idempotency';
import { getBookingDetail } from './booking-detail';
import { cancelBooking, updateBooking } from './bookings';
import { bookings } from './schema';
import { getBookingService } from './services';
import { takeSlot } from './take-slot';

/** The token of a booking's own address: 64 hex characters (two random UUIDs). */
const manageTokenPattern = /^[0-9a-f]{64}$/;

export interface OnlineBooking {
  serviceId: string;
  body: StorefrontBooking;
  /** The signed-in customer of the storefront, if any: the booking is theirs. */
  customerId: string | null;
  /** The booking's own address on the site's host, for the confirmation e-mail. */
  manageUrl: (token: string) => string;
  idempotencyKey?: string;
  now?: number;
}

/**
 * What the visitor is answered: the token of their booking's own address; or, when the time became
 * part of a booking they already had ('Slå sammen bookinger'), that booking's whole time. Its address
 * is then only sent by e-mail (and given to the signed-in customer it belongs to), so typing someone's
 * e-mail never opens their booking.
 */
export type OnlineBookingAnswer =
  | { token: string; joined: null }
  | { token: string | null; joined: { start: string; end: string } };

/** Takes a free slot for a visitor (or adds it to the booking it touches). */
export async function bookOnline(db: Database, siteId: string, input: OnlineBooking): Promise<OnlineBookingAnswer> {
  const service = await getBookingService(db, siteId, input.serviceId);
  // Such a service is sold as a product: it is booked through the cart and paid at checkout.
  if (service.requiredProductPurchase) throw conflict(storefrontBookingMessages.productRequired);
  const body = bookingCreateSchema.parse({ service: service._id, ...input.body });
  const answer = await withIdempotency<OnlineBookingAnswer>(
    db,
    { siteId, key: input.idempotencyKey, scope: 'booking:online', body },
    async () => {
      const { booking, joined } = await takeSlot(db, siteId, body, {
        now: input.now ?? Date.now(),
        customerId: input.customerId,
        manageUrl: input.manageUrl,
      });
      if (!joined) return { status: 201, body: { token: booking.manageToken, joined: null } };
      // Joined by customer id, the booking is the signed-in customer's own; by e-mail, only the mail tells.
      const time = { start: booking.start.toISOString(), end: booking.end.toISOString() };
      return { status: 200, body: { token: input.customerId ? booking.manageToken : null, joined: time } };
    },
  );
  return answer.body;
}

/** The booking behind an address's token on this site, or null. */
export async function findManagedBooking(db: Database, siteId: string, token: string): Promise<BookingDetail | null> {
  if (!manageTokenPattern.test(token)) return null;
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.siteId, siteId), eq(bookings.manageToken, token)));
  return row ? getBookingDetail(db, siteId, row.id) : null;
}

/** The customer cancels at the booking's own address: only until `changeDeadlineHours` before its start. */
export async function cancelOwnBooking(
  db: Database,
  input: { siteId: string; token: string; changeDeadlineHours: number; now?: number },
): Promise<BookingDetail | null> {
  const now = input.now ?? Date.now();
  const booking = await findManagedBooking(db, input.siteId, input.token);
  if (!booking) return null;
  // A time bought with an order is cancelled by staff, with the order's refund.
  if (booking.order && booking.status !== 'cancelled') throw conflict(storefrontBookingMessages.paid);
  if (booking.status !== 'cancelled' && !customerMayChange(Date.parse(booking.start), now, input.changeDeadlineHours))
    throw conflict(storefrontBookingMessages.tooLate(input.changeDeadlineHours));
  return cancelBooking(db, { siteId: input.siteId, id: booking._id, now });
}

/**
 * The customer moves their booking to another free time at its own address: staff's move (the same
 * locks, the re-check with its own places left out, the 'endret' mails and a new reminder), with the
 * customer's rules checked on the locked row. Moving it to the time it already has answers it as it is.
 */
export async function moveOwnBooking(
  db: Database,
  input: {
    siteId: string;
    token: string;
    start: string;
    changeDeadlineHours: number;
    manageUrl: string;
    now?: number;
  },
): Promise<BookingDetail | null> {
  const booking = await findManagedBooking(db, input.siteId, input.token);
  if (!booking) return null;
  return updateBooking(
    db,
    { siteId: input.siteId, id: booking._id, body: { start: input.start }, now: input.now },
    {
      manageUrl: input.manageUrl,
      allowed: (row, now) => {
        const refusal = customerMoveRefusal(
          { start: row.start.getTime(), order: row.orderId, event: row.eventId },
          now,
          input.changeDeadlineHours,
        );
        if (refusal) throw conflict(refusal);
      },
    },
  );
}
