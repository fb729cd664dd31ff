/** A new order's row and its first presentation, as checkout writes it (both ways: write-order.ts, write-at-once.ts). */
import { presentOrderFrom } from './read';
import type { OrderRow, PaymentRow } from './schema';

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
