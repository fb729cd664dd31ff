/**
 * Changing a payment's state and the order's with it, under the order's and the payment's row locks
 * (in that order everywhere, so two changes never deadlock): the order's payment status is always
 * recomputed from its payments by the shared rule, and every change writes a revision.
 */
import { type Order, orderMessages, orderPaymentStatusOf } from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/errors';
import { type OrderAuthor, recordOrderRevision } from './history';
import { recountOrder } from './order-days';
import { findOrderRow, presentOrder } from './read';
import { type OrderRow, orders, type PaymentRow, payments } from './schema';

export interface LockedPayment {
  order: OrderRow;
  payment: PaymentRow;
  /** The order as it was before the change. */
  before: Order;
}

/** Locks the order's row, then the payment's; 404 when either is not the site's. */
export async function lockPayment(
  db: Database,
  siteId: string,
  orderId: string,
  paymentId: string,
): Promise<LockedPayment> {
  const order = await findOrderRow(db, siteId, orderId, true);
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.siteId, siteId), eq(payments.orderId, orderId), eq(payments.id, paymentId)))
    .for('update');
  if (!payment) throw notFound(orderMessages.paymentNotFound);
  return { order, payment, before: await presentOrder(db, order) };
}

/** After payment rows changed: the order's payment status from its payments, its version, a revision. */
export async function settleOrder(
  db: Database,
  input: {
    siteId: string;
    orderId: string;
    before: Order;
    author: OrderAuthor;
    set?: Partial<typeof orders.$inferInsert>;
  },
): Promise<Order> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.siteId, input.siteId), eq(payments.orderId, input.orderId)));
  const paymentStatus = orderPaymentStatusOf(
    rows.map((row) => ({
      total: row.total,
      chargedSum: row.chargedSum,
      refundedSum: row.refundedSum,
      reserved: row.reservationStatus === 'reserved',
      reservationStatus: row.reservationStatus,
      charged: row.chargedSum > 0,
    })),
  );
  await recountOrder(db, input.siteId, input.orderId, () =>
    db
      .update(orders)
      .set({ paymentStatus, ...input.set, version: sql`${orders.version} + 1`, updatedAt: new Date() })
      .where(and(eq(orders.siteId, input.siteId), eq(orders.id, input.orderId))),
  );
  const order = await presentOrder(db, await findOrderRow(db, input.siteId, input.orderId));
  await recordOrderRevision(db, { siteId: input.siteId, order, previous: input.before, author: input.author });
  return order;
}
