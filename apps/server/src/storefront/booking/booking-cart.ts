/**
 * A product that sells a booking service's time (its `bookingService`) goes into the cart with the
 * time chosen on `/booking/{service}?produkt={id}`: the slot must be free when it is added (it is
 * taken, and held while the payment runs, at checkout).
 */
import {
  bookingServicePagePath,
  bookingTakenMessage,
  type CartBooking,
  freeSlotAt,
  osloDay,
  storefrontBookingMessages,
} from '@vev/shared';
import type { Database } from '../../db/client';
import { readAvailability } from '../../modules/booking/availability';
import { AppError } from '../../platform/errors';
import type { StorefrontSite } from '../site';

/** The booking service a product sells the time of, on a site with booking; else null. */
export const soldService = (
  site: Pick<StorefrontSite, 'bookingEnabled'>,
  document: { bookingService?: string | null },
) => (site.bookingEnabled && document.bookingService ? document.bookingService : null);

/** Where a product that sells a time is bought: its service's dates, in the product's name. */
export const productBookingPath = (serviceId: string, productId: string) =>
  `${bookingServicePagePath(serviceId)}?produkt=${encodeURIComponent(productId)}`;

/**
 * The time a form sent (`{start}` or `{start}|{event}`) as the cart keeps it, if that slot is free now
 * for as long as the product's time lasts (the service's duration with its `bookingDurationAdjustment`).
 */
export async function cartBookingFor(
  db: Database,
  siteId: string,
  product: { bookingService: string; bookingDurationAdjustment?: number | null },
  sent: string,
  now = Date.now(),
): Promise<{ booking: CartBooking } | { error: string }> {
  const serviceId = product.bookingService;
  const [start = '', event = ''] = sent.split('|');
  const at = Date.parse(start);
  if (!start || Number.isNaN(at)) return { error: storefrontBookingMessages.chooseTime };
  const day = osloDay(at);
  try {
    const read = await readAvailability(db, {
      siteId,
      serviceId,
      from: day,
      to: day,
      now,
      durationAdjustment: product.bookingDurationAdjustment,
    });
    const slot = freeSlotAt(read, at, event || null);
    if (!slot) return { error: bookingTakenMessage };
    return { booking: { service: serviceId, start: new Date(slot.start).toISOString(), event: slot.event } };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return { error: bookingTakenMessage };
    throw error;
  }
}
