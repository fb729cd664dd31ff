/**
 * The customer of an order, found or made in the order's transaction (checkout and a draft staff
 * complete): by the customer the order names, else by the buyer's e-mail with one INSERT … ON
 * CONFLICT, so two checkouts with one e-mail at the same moment make one customer with two orders.
 */
import { customerSearchKey } from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newId } from '../../platform/ids';
import { fixedStatement } from '../../platform/prepared';
import { customers } from './schema';

export interface CustomerOrder {
  /** The customer staff chose for a draft; null for a buyer's own checkout. */
  customerId: string | null;
  buyer: { name: string; email: string; phone?: string; address?: string; postalCode?: string; city?: string };
  total: number;
  marketingConsent: boolean;
}

/** The counts and consent one more order brings (an existing consent keeps its moment); values or placeholders. */
const bumped = (total: unknown, consent: unknown) => ({
  orders: sql`${customers.orders} + 1`,
  ordersSum: sql`${customers.ordersSum} + ${total}`,
  lastActive: sql`now()`,
  marketingConsent: sql`${customers.marketingConsent} OR ${consent}::boolean`,
  marketingConsentAt: sql`CASE WHEN ${customers.marketingConsent} THEN ${customers.marketingConsentAt}
    WHEN ${consent}::boolean THEN now() END`,
  updatedAt: sql`now()`,
});

const buyer = (field: string) => sql.placeholder(`buyer.${field}`);

/**
 * The buyer found by e-mail or made, with the order counted on them, as a statement built once with
 * placeholders (`buyerValues`), answering the customer's id: checkout sends it with the order's own insert.
 */
export const buyerUpsert = (db: Database) =>
  db
    .insert(customers)
    .values({
      siteId: buyer('siteId'),
      id: buyer('id'),
      name: buyer('name'),
      nameKey: buyer('nameKey'),
      email: buyer('email'),
      phone: buyer('phone'),
      address: buyer('address'),
      zip: buyer('zip'),
      city: buyer('city'),
      anonymous: true,
      orders: 1,
      ordersSum: buyer('total'),
      lastActive: sql`now()`,
      marketingConsent: buyer('marketingConsent'),
      marketingConsentAt: sql`CASE WHEN ${buyer('marketingConsent')}::boolean THEN now() END`,
    })
    .onConflictDoUpdate({
      target: [customers.siteId, customers.email],
      // What staff entered is kept; a blank field takes the buyer's.
      set: {
        ...bumped(buyer('total'), buyer('marketingConsent')),
        phone: sql`CASE WHEN ${customers.phone} = '' THEN excluded.phone ELSE ${customers.phone} END`,
        address: sql`CASE WHEN ${customers.address} = '' THEN excluded.address ELSE ${customers.address} END`,
        zip: sql`CASE WHEN ${customers.zip} = '' THEN excluded.zip ELSE ${customers.zip} END`,
        city: sql`CASE WHEN ${customers.city} = '' THEN excluded.city ELSE ${customers.city} END`,
      },
    })
    .returning({ id: customers.id });

/** `buyerUpsert`'s values for an order; null when the buyer gave no e-mail (the order has no customer). */
export function buyerValues(siteId: string, order: CustomerOrder): Record<string, unknown> | null {
  const email = order.buyer.email.trim().toLowerCase();
  if (!email) return null;
  const name = order.buyer.name.trim() || email;
  return {
    'buyer.siteId': siteId,
    'buyer.id': newId(),
    'buyer.name': name,
    'buyer.nameKey': customerSearchKey(name),
    'buyer.email': email,
    'buyer.phone': order.buyer.phone ?? '',
    'buyer.address': order.buyer.address ?? '',
    'buyer.zip': order.buyer.postalCode ?? '',
    'buyer.city': order.buyer.city ?? '',
    'buyer.total': order.total,
    'buyer.marketingConsent': order.marketingConsent,
  };
}

const upsertBuyer = fixedStatement<{ id: string }>('checkout_buyer', buyerUpsert);

/** Counts the order on its customer and answers the customer's id; call inside the order's transaction. */
export async function countCustomerOrder(tx: Database, siteId: string, order: CustomerOrder): Promise<string | null> {
  if (order.customerId) {
    const [chosen] = await tx
      .update(customers)
      .set(bumped(order.total, order.marketingConsent))
      .where(and(eq(customers.siteId, siteId), eq(customers.id, order.customerId)))
      .returning({ id: customers.id });
    if (chosen) return chosen.id;
  }
  const values = buyerValues(siteId, order);
  if (!values) return null;
  const [row] = await upsertBuyer(tx, values);
  return row?.id ?? null;
}
