/**
 * The confirmation of an order its provider settles at once (Faktura): in one statement, after the
 * order's transaction, from the order as checkout wrote it, so nothing is read back.
 */
import type { Order } from '@vev/shared';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeNamed, insertRowIf, togetherClauses } from '../../db/run-together';
import { mailRow } from '../../platform/mail/outbox';
import { mailOutbox } from '../../platform/mail/schema';
import { revisions } from '../../platform/revisions/schema';
import { confirmOrderBookings } from '../booking/order-bookings';
import { getSite } from '../sites/service';
import { orderReceiptMail, orderRevisionRow } from './history';
import { confirmedOrderDayClauses } from './order-days';
import type { ReceiptSite } from './order-input';
import { presentPayment } from './read';
import { orders, type PaymentRow, payments } from './schema';
import type { WrittenOrder } from './write-order';

/**
 * Marks the order checkout has just written confirmed: its status (only while still pending), its
 * payment's figures when reserved, its share of the shop report's aggregate, a revision and the
 * receipt; `alongside` (the provider's payment event, the checkout's stored answer) is written in the
 * same statement whatever the order's status. A statement is all or nothing; an order with booked
 * times confirms them in the same transaction.
 */
export async function confirmWrittenOrder(
  db: Database,
  input: {
    siteId: string;
    written: WrittenOrder;
    reserved: number | null;
    alongside: SQLWrapper[];
    receiptSite?: ReceiptSite;
  },
): Promise<void> {
  const { siteId, written, reserved } = input;
  const previous = written.order;
  const site = previous.invoiceInformation.email ? (input.receiptSite ?? (await getSite(db, siteId))) : null;
  const now = new Date();
  const paymentStatus = reserved !== null ? 'reserved' : 'pending';
  const payment: PaymentRow =
    reserved === null
      ? written.paymentRow
      : { ...written.paymentRow, reservationStatus: 'reserved', reservedSum: reserved, reservationTimestamp: now };
  const order: Order = {
    ...previous,
    status: 'confirmed',
    paymentStatus,
    version: previous.version + 1,
    updatedAt: now.toISOString(),
    payments: previous.payments.map((entry) => (entry._id === payment.id ? presentPayment(payment, []) : entry)),
  };
  const wasConfirmed = sql`EXISTS (SELECT 1 FROM confirmed)`;
  const receipt = site && orderReceiptMail(site, order);
  const onlyIfConfirmed: SQLWrapper[] = [
    insertRowIf(revisions, orderRevisionRow({ siteId, order, previous, author: null }), wasConfirmed),
    ...(receipt ? [insertRowIf(mailOutbox, mailRow({ ...receipt, siteId }), wasConfirmed)] : []),
    ...(reserved === null
      ? []
      : [
          db
            .update(payments)
            .set({ reservationStatus: 'reserved', reservedSum: reserved, reservationTimestamp: now, updatedAt: now })
            .where(and(eq(payments.siteId, siteId), eq(payments.id, payment.id), wasConfirmed)),
        ]),
  ];
  const confirm = db
    .update(orders)
    .set({ status: 'confirmed', paymentStatus, version: sql`${orders.version} + 1`, updatedAt: now })
    .where(and(eq(orders.siteId, siteId), eq(orders.id, written.orderId), eq(orders.status, 'pending')))
    .returning({ siteId: orders.siteId, createdAt: orders.createdAt, total: orders.total, lines: orders.lines });
  // Pending, the order had no share in the aggregate; confirmed, it has.
  const statement = sql`WITH confirmed AS (${confirm.getSQL()}), ${confirmedOrderDayClauses('confirmed')},
    ${togetherClauses([...input.alongside, ...onlyIfConfirmed])}
    SELECT count(*)::int AS confirmed FROM confirmed`;
  if (!order.orderLines.some((line) => line.booking)) {
    await executeNamed(db, statement);
    return;
  }
  await db.transaction(async (tx) => {
    const [row] = await executeNamed<{ confirmed: number }>(tx, statement);
    if (row?.confirmed) await confirmOrderBookings(tx, siteId, written.orderId);
  });
}
