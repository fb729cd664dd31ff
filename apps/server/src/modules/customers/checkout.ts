/**
 * The customer of an order, found or made in the order's transaction (checkout and a draft staff
 * complete): by the customer the order names, else by the buyer's e-mail with one INSERT … ON
 * CONFLICT, so two checkouts with one e-mail at the same moment make one customer with two orders.
 */
import { customerSearchKey } from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newId } from '../../platform/ids';
import { customers } from './schema';

export interface CustomerOrder {
  /** The customer staff chose for a draft; null for a buyer's own checkout. */
  customerId: string | null;
  buyer: { name: string; email: string; phone?: string; address?: string; postalCode?: string; city?: string };
  total: number;
  marketingConsent: boolean;
}

/** The counts and consent one more order brings (an existing consent keeps its moment). */
const bumped = (order: CustomerOrder) => ({
  orders: sql`${customers.orders} + 1`,
  ordersSum: sql`${customers.ordersSum} + ${order.total}`,
  lastActive: sql`now()`,
  marketingConsent: sql`${customers.marketingConsent} OR ${order.marketingConsent}::boolean`,
  marketingConsentAt: sql`CASE WHEN ${customers.marketingConsent} THEN ${customers.marketingConsentAt}
    WHEN ${order.marketingConsent}::boolean THEN now() END`,
  updatedAt: sql`now()`,
});

/** Counts the order on its customer and answers the customer's id; call inside the order's transaction. */
export async function countCustomerOrder(tx: Database, siteId: string, order: CustomerOrder): Promise<string | null> {
  if (order.customerId) {
    const [chosen] = await tx
      .update(customers)
      .set(bumped(order))
      .where(and(eq(customers.siteId, siteId), eq(customers.id, order.customerId)))
      .returning({ id: customers.id });
    if (chosen) return chosen.id;
  }
  const email = order.buyer.email.trim().toLowerCase();
  if (!email) return null;
  const name = order.buyer.name.trim() || email;
  const [row] = await tx
    .insert(customers)
    .values({
      siteId,
      id: newId(),
      name,
      nameKey: customerSearchKey(name),
      email,
      phone: order.buyer.phone ?? '',
      address: order.buyer.address ?? '',
      zip: order.buyer.postalCode ?? '',
      city: order.buyer.city ?? '',
      anonymous: true,
      orders: 1,
      ordersSum: order.total,
      lastActive: sql`now()`,
      marketingConsent: order.marketingConsent,
      marketingConsentAt: order.marketingConsent ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: [customers.siteId, customers.email],
      // What staff entered is kept; a blank field takes the buyer's.
      set: {
        ...bumped(order),
        phone: sql`CASE WHEN ${customers.phone} = '' THEN excluded.phone ELSE ${customers.phone} END`,
        address: sql`CASE WHEN ${customers.address} = '' THEN excluded.address ELSE ${customers.address} END`,
        zip: sql`CASE WHEN ${customers.zip} = '' THEN excluded.zip ELSE ${customers.zip} END`,
        city: sql`CASE WHEN ${customers.city} = '' THEN excluded.city ELSE ${customers.city} END`,
      },
    })
    .returning({ id: customers.id });
  return row?.id ?? null;
}
