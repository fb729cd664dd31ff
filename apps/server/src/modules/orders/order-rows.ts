/** A new order's row and its first presentation, as checkout writes it (both ways: write-order.ts, write-at-once.ts). */
import type { Order } from '@vev/shared';
import { newId } from '../../platform/ids';
import { prefixed } from '../../platform/prepared';
import { abandonedPaymentJob } from './abandon';
import { presentOrderFrom } from './read';
import type { OrderRow, PaymentRow } from './schema';
import { stockMoveValues } from './stock';
import type { PreparedOrder, WrittenOrder } from './write-order';

export type PlacedValues = Omit<
  OrderRow,
  'siteId' | 'id' | 'draft' | 'draftInput' | 'version' | 'stockReturnedAt' | 'createdAt' | 'updatedAt' | 'companyId'
>;

/** A new order's whole row, as placed with its payment (pending, its number not yet taken). */
export function newOrderRow(values: PlacedValues & { siteId: string; id: string }, paymentRow: PaymentRow): OrderRow {
  const now = paymentRow.createdAt;
  return {
    ...values,
    companyId: null,
    draft: false,
    draftInput: null,
    version: 1,
    stockReturnedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** A new order as presented before anything else happened to it: this one payment, no events, refunds or notes. */
export const presentNewOrder = (orderRow: OrderRow, paymentRow: PaymentRow) =>
  presentOrderFrom(orderRow, { paymentRows: [paymentRow], eventRows: [], refundRows: [], noteRows: [] });

/**
 * The values both ways of writing an order give their statements alike: the stock move, the timeline
 * event (without its title, which says the number) and the abandoned-payment job.
 */
export function orderSideValues(prepared: PreparedOrder, userId: string | null): Record<string, unknown> {
  const { siteId, orderId } = prepared;
  return {
    ...stockMoveValues({ siteId, reason: 'order', reference: orderId, userId, deltas: prepared.deltas }),
    ...prefixed('timeline', {
      id: newId(),
      siteId,
      type: 'createdOrder',
      userId,
      resourceType: 'order',
      resourceId: orderId,
    }),
    ...prefixed('job', {
      id: newId(),
      kind: abandonedPaymentJob,
      siteId,
      payload: { siteId, orderId },
      runAfter: prepared.runAfter,
    }),
  };
}

/** What writing the order answers, once it has its number. */
export function writtenOrder(prepared: PreparedOrder, order: Order & { orderNumber: number }): WrittenOrder {
  return {
    orderId: prepared.orderId,
    paymentId: prepared.paymentId,
    orderNumber: order.orderNumber,
    confirmationToken: prepared.confirmationToken,
    total: prepared.paymentRow.total,
    orderLines: prepared.values.lines,
    order,
    paymentRow: prepared.paymentRow,
  };
}
