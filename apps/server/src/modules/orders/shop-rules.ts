/**
 * What every order of a site is priced with besides its products: the shipping zones and the
 * automatic discounts. The storefront keeps them per site while its rendered version stands (zone
 * and discount writes bump it), so a checkout does not read them; a discount code is always read.
 */
import type { ShippingZone, StoredDiscountForPricing } from '@vev/shared';
import type { Database } from '../../db/client';
import { keptPerSite } from '../../platform/cache/kept-per-site';
import { discountsForPricing } from '../discounts/service';
import { listShippingZones } from '../shipping/service';

export interface ShopRules {
  zones: ShippingZone[];
  automaticDiscounts: StoredDiscountForPricing[];
}

/** Read now, on `db` (a transaction sees its own writes). */
export async function readShopRules(db: Database, siteId: string): Promise<ShopRules> {
  return {
    zones: await listShippingZones(db, siteId, { skip: 0, limit: 1000 }),
    automaticDiscounts: await discountsForPricing(db, siteId, null),
  };
}

/** Kept while the site's rendered version (`StorefrontSite.renderedVersion`) stands. */
export const keptShopRules = keptPerSite(readShopRules);
