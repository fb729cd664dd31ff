/**
 * A customer's rights under GDPR, for admins: an export of what the shop holds about them, and
 * deletion. Deleting anonymises: the customer's row goes, their orders stay for the bookkeeping
 * but lose name, e-mail, address and phone (in the order, its draft input and its revisions), so
 * an order's customer link reads 'Finner ikke kunde'. Decided in docs/decisions/customers.md.
 */
import { type CustomerExport, customerMessages } from '@vev/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityLog } from '../../platform/activity/schema';
import { revisions } from '../../platform/revisions/schema';
import { orderRevisionType, presentOrder } from '../orders/read';
import { orders } from '../orders/schema';
import { customerOf, findCustomerRow, presentCustomer } from './rows';
import { customerSessions, customers } from './schema';

/** At most this many orders in one export (a customer with more is a business, not a person). */
export const exportedOrdersLimit = 1000;

const blankedBuyer = sql`'{"name":"","email":"","address":"","phone":""}'::jsonb`;

export async function exportCustomer(db: Database, siteId: string, id: string): Promise<CustomerExport> {
  const customer = presentCustomer(await findCustomerRow(db, siteId, id));
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.customerId, id)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(exportedOrdersLimit);
  const exported = [];
  for (const row of rows) exported.push(await presentOrder(db, row));
  return { exportedAt: new Date().toISOString(), customer, orders: exported };
}

/** `DELETE customers/{id}`: the customer anonymised in one transaction; their orders keep their rows. */
export async function anonymiseCustomer(db: Database, siteId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await findCustomerRow(tx, siteId, id, true);
    const ofCustomer = and(eq(orders.siteId, siteId), eq(orders.customerId, id));
    const orderIds = tx.select({ id: orders.id }).from(orders).where(ofCustomer);
    await tx
      .update(revisions)
      .set({
        snapshot: sql`jsonb_set(
          CASE WHEN jsonb_typeof(${revisions.snapshot} -> 'customer') = 'object'
            THEN jsonb_set(${revisions.snapshot}, '{customer,name}', 'null'::jsonb) ELSE ${revisions.snapshot} END,
          '{invoiceInformation}',
          coalesce(${revisions.snapshot} -> 'invoiceInformation', '{}'::jsonb) || ${blankedBuyer})`,
        diff: null,
      })
      .where(
        and(
          eq(revisions.siteId, siteId),
          eq(revisions.type, orderRevisionType),
          sql`${revisions.reference} IN (${orderIds})`,
        ),
      );
    await tx
      .update(orders)
      .set({
        customerName: '',
        customerEmail: '',
        search: '',
        invoiceInformation: sql`${orders.invoiceInformation} || ${blankedBuyer}`,
        draftInput: sql`CASE WHEN ${orders.draftInput} IS NULL THEN NULL ELSE jsonb_set(${orders.draftInput},
          '{invoiceInformation}', coalesce(${orders.draftInput} -> 'invoiceInformation', '{}'::jsonb) || ${blankedBuyer}) END`,
        updatedAt: new Date(),
      })
      .where(ofCustomer);
    // The activity log named the customer: its entries keep what happened, not who it happened to.
    await tx
      .update(activityLog)
      .set({ targetLabel: customerMessages.anonymised })
      .where(and(eq(activityLog.siteId, siteId), eq(activityLog.targetType, 'customer'), eq(activityLog.targetId, id)));
    // Signed in on the storefront: signed out.
    await tx
      .delete(customerSessions)
      .where(and(eq(customerSessions.siteId, siteId), eq(customerSessions.customerId, id)));
    await tx.delete(customers).where(customerOf(siteId, id));
  });
}
