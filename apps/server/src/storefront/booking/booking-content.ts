/** The booking services a site shows on its storefront: the booking section's cards and the list at `/booking`. */
import type { ResolvedBookingService } from '@vev/sections';
import {
  type BookingService,
  bookingServicePagePath,
  formatDuration,
  formatMoney,
  storefrontBookingMessages,
} from '@vev/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingServices } from '../../modules/booking/schema';
import { toBookingService } from '../../modules/booking/services';
import { products } from '../../modules/products/schema';
import type { StorefrontSite } from '../site';
import { productBookingPath } from './booking-cart';

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

/** A service as the storefront lists it, with the product that sells its time when it must be bought. */
export type StorefrontBookingService = BookingService & { sellerProductId?: string | null };

/**
 * A service's card: booked at its own dates, or, when it is bought with a product, at its dates in that
 * product's name (the time goes into the cart); with no product selling it, it says so and links nowhere.
 */
export const resolveBookingService = (service: StorefrontBookingService): ResolvedBookingService => {
  const seller = service.requiredProductPurchase ? (service.sellerProductId ?? null) : null;
  return {
    _id: service._id,
    name: service.name,
    type: service.type,
    description: service.description,
    facts: serviceFacts(service),
    path: seller ? productBookingPath(service._id, seller) : bookingServicePagePath(service._id),
    bookable: !service.requiredProductPurchase || seller !== null,
    notBookable: storefrontBookingMessages.productRequired,
  };
};

/**
 * The site's services by name, each bought with a product with the first such product for sale (by
 * name); null on a site without booking.
 */
export async function loadStorefrontBookingServices(
  db: Database,
  site: StorefrontSite,
): Promise<StorefrontBookingService[] | null> {
  if (!site.bookingEnabled) return null;
  const rows = await db
    .select()
    .from(bookingServices)
    .where(eq(bookingServices.siteId, site.id))
    .orderBy(asc(bookingServices.name), asc(bookingServices.id))
    .limit(servicesShown);
  const services = rows.map(toBookingService);
  const sold = services.filter((service) => service.requiredProductPurchase).map((service) => service._id);
  if (sold.length === 0) return services;
  const sellingService = sql<string>`${products.published} ->> 'bookingService'`;
  const sellers = await db
    .selectDistinctOn([sellingService], { service: sellingService, id: products.id })
    .from(products)
    .where(
      and(
        eq(products.siteId, site.id),
        inArray(sellingService, sold),
        eq(products.status, 'active'),
        isNotNull(products.publishedAt),
        sql`coalesce((${products.published} ->> 'hideInStore')::boolean, false) = false`,
      ),
    )
    .orderBy(sellingService, sql`${products.published} ->> 'name'`, products.id);
  const sellerOf = new Map(sellers.map((row) => [row.service, row.id]));
  return services.map((service) => ({ ...service, sellerProductId: sellerOf.get(service._id) ?? null }));
}
