/** A customer's row as the API shows it, and finding one in a site. */
import { type Customer, customerMessages } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/errors';
import { type CustomerRow, customers } from './schema';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentCustomer(row: CustomerRow): Customer {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    zip: row.zip,
    city: row.city,
    profileImage: row.profileImage,
    anonymous: row.anonymous,
    marketingConsent: row.marketingConsent,
    marketingConsentAt: iso(row.marketingConsentAt),
    lastActive: iso(row.lastActive),
    orders: row.orders,
    ordersSum: row.ordersSum,
    invitedAt: iso(row.invitedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const customerOf = (siteId: string, id: string) => and(eq(customers.siteId, siteId), eq(customers.id, id));

export async function findCustomerRow(db: Database, siteId: string, id: string, lock = false) {
  const query = db.select().from(customers).where(customerOf(siteId, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(customerMessages.gone);
  return row;
}
