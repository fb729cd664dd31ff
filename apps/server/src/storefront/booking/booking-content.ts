/** The booking services a site shows on its storefront: the booking section's cards and the list at `/booking`. */
import type { ResolvedBookingService } from '@vev/sections';
import {
  type BookingService,
  bookingServicePagePath,
  formatDuration,
  formatMoney,
  storefrontBookingMessages,
} from '@vev/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingServices } from '../../modules/booking/schema';
import { toBookingService } from '../../modules/booking/services';
import type { StorefrontSite } from '../site';

/** A site has a handful of services; the storefront shows at most this many. */
const servicesShown = 50;

const pricePerText: Record<BookingService['pricePer'], string> = {
  booking: '',
  slot: ' per plass',
  unit: ' per tidsenhet',
};

/** '30 minutter · 450,00 kr', or '· Gratis' for a service without a price. */
export const serviceFacts = (service: BookingService): string =>
  `${formatDuration(service.duration, service.durationUnit)} · ${
    service.price === 0 ? 'Gratis' : `${formatMoney(service.price)}${pricePerText[service.pricePer]}`
  }`;

export const resolveBookingService = (service: BookingService): ResolvedBookingService => ({
  _id: service._id,
  name: service.name,
  type: service.type,
  description: service.description,
  facts: serviceFacts(service),
  path: bookingServicePagePath(service._id),
  bookable: !service.requiredProductPurchase,
  notBookable: storefrontBookingMessages.productRequired,
});

/** The site's services by name, or null on a site without booking. */
export async function loadStorefrontBookingServices(
  db: Database,
  site: StorefrontSite,
): Promise<BookingService[] | null> {
  if (!site.bookingEnabled) return null;
  const rows = await db
    .select()
    .from(bookingServices)
    .where(eq(bookingServices.siteId, site.id))
    .orderBy(asc(bookingServices.name), asc(bookingServices.id))
    .limit(servicesShown);
  return rows.map(toBookingService);
}
