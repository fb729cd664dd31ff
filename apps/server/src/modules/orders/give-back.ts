/**
 * What an order that did not go through (cancelled, abandoned at the provider, failed) gives back:
 * its stock, the use of its discount code, and the times it booked. Callers give back once, guarded by the order's
 * `stockReturnedAt` under the order's lock (docs/decisions/shop.md 'Discounts').
 */
import type { Database } from '../../db/client';
import { releaseOrderBookings } from '../booking/order-bookings';
import { returnDiscountCodeUse } from '../discounts/service';
import type { OrderRow } from './schema';
import { returnOrderStock } from './stock';

export async function giveBackOrder(
  tx: Database,
  input: { siteId: string; order: Pick<OrderRow, 'id' | 'discountCodeId'>; userId: string | null },
): Promise<void> {
  await returnOrderStock(tx, { siteId: input.siteId, orderId: input.order.id, userId: input.userId });
  if (input.order.discountCodeId) await returnDiscountCodeUse(tx, input.siteId, input.order.discountCodeId);
  await releaseOrderBookings(tx, input.siteId, input.order.id);
}
