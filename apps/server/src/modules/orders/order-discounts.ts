/**
 * The discounts an order is priced with (docs/decisions/shop.md 'Discounts'): the automatic ones in
 * effect and the one its code unlocks, read as checkout prices the order; the code's use is counted
 * later in the order's transaction, under its lock (write-order.ts).
 */
import { discountForCode, discountsInEffect, type StoredDiscountForPricing } from '@vev/shared';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest, conflict } from '../../platform/errors';
import { discountsForPricing } from '../discounts/service';
import { checkoutMessages } from './order-input';
import { orders } from './schema';

/** The discount code an order uses: its row's id, counted in the order's transaction (write-order.ts). */
export interface UsedCode {
  id: string;
  code: string;
}

const usedUp = (stored: readonly StoredDiscountForPricing[], code: string) => {
  const wanted = code.trim().toUpperCase();
  return stored.some((discount) =>
    discount.codes.some((entry) => entry.code === wanted && entry.maxUses !== null && entry.used >= entry.maxUses),
  );
};

/**
 * The discounts an order gets now: the automatic ones in effect and the one its code unlocks. A code
 * that unlocks nothing (unknown, inactive, expired, used up) refuses the order with 409: the buyer saw
 * a price with it. A draft's code is staff's input: 400 on its field.
 */
export async function orderDiscounts(
  tx: Database,
  siteId: string,
  code: string | null | undefined,
  now: Date,
  options: { draft: boolean; automatic?: readonly StoredDiscountForPricing[] } = { draft: false },
) {
  // The automatic discounts as the caller kept them (shop-rules.ts); with a code, read with its codes.
  const stored = !code && options.automatic ? options.automatic : await discountsForPricing(tx, siteId, code ?? null);
  const unlocked = code ? discountForCode(stored, code, now) : null;
  if (code && !unlocked) {
    const message = usedUp(stored, code) ? checkoutMessages.discountUsedUp : checkoutMessages.discountUnknown;
    throw options.draft ? badRequest(message, { discountCode: message }) : conflict(message);
  }
  const usedCode: UsedCode | null = unlocked ? { id: unlocked.code._id, code: unlocked.code.code } : null;
  return { discounts: discountsInEffect(stored, now, unlocked ? unlocked.code.code : null), usedCode };
}

/**
 * How many of the customer's orders used the code: placed orders (not drafts) whose stock was not
 * given back, so an order that never went through gives its use back here too. Read after the
 * code's row is locked (write-order.ts), so two orders of one customer are counted one after the other.
 */
export async function customerCodeUses(
  tx: Database,
  siteId: string,
  input: { customerId: string; codeId: string; orderId: string },
): Promise<number> {
  const [row] = await tx
    .select({ uses: count() })
    .from(orders)
    .where(
      and(
        eq(orders.siteId, siteId),
        eq(orders.customerId, input.customerId),
        eq(orders.discountCodeId, input.codeId),
        eq(orders.draft, false),
        isNull(orders.stockReturnedAt),
        ne(orders.id, input.orderId),
      ),
    );
  return row?.uses ?? 0;
}
