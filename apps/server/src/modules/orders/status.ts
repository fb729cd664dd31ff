/**
 * `PATCH orders/{id}`: the status (any except failed; a canceled order keeps its status) and the
 * invoice information. Cancelling gives the order's stock back once. Every change writes a revision
 * and a business event.
 */
import { type Order, type OrderPatch, orderMessages, orderStatusLabels } from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { recordTimelineEvent } from '../../platform/activity/timeline';
import { badRequest } from '../../platform/errors';
import type { SessionUser } from '../../platform/sessions/sessions';
import { confirmOrderBookings } from '../booking/order-bookings';
import { providerContext } from '../payment-settings/context';
import type { PaymentProviders } from '../payments/registry';
import { giveBackOrder } from './give-back';
import { recordOrderRevision, recordPaymentEvent } from './history';
import { recountOrder } from './order-days';
import { lockPayment, settleOrder } from './payment-state';
import { findOrderRow, paymentRowsOf, presentOrder } from './read';
import { orders, payments } from './schema';

export async function patchOrder(
  db: Database,
  input: { siteId: string; orderId: string; user: SessionUser; patch: OrderPatch },
): Promise<Order> {
  const { siteId, orderId, patch } = input;
  return db.transaction(async (tx) => {
    const row = await findOrderRow(tx, siteId, orderId, true);
    const before = await presentOrder(tx, row);
    const status = patch.status ?? row.status;
    if (status === 'failed' && row.status !== 'failed')
      throw badRequest(orderMessages.statusFailed, { status: orderMessages.statusFailed });
    if (row.status === 'canceled' && status !== 'canceled') {
      throw badRequest(orderMessages.canceledLocked, { status: orderMessages.canceledLocked });
    }
    const statusChanged = status !== row.status;
    const info = patch.invoiceInformation ? { ...row.invoiceInformation, ...patch.invoiceInformation } : null;
    const infoChanged = info !== null && JSON.stringify(info) !== JSON.stringify(row.invoiceInformation);
    if (!statusChanged && !infoChanged) return before;
    let stockReturnedAt = row.stockReturnedAt;
    if (statusChanged && status === 'canceled' && !stockReturnedAt) {
      await giveBackOrder(tx, { siteId, order: row, userId: input.user.id });
      stockReturnedAt = new Date();
    }
    // Staff who confirm an order themselves confirm the times it holds.
    if (statusChanged && status === 'confirmed') await confirmOrderBookings(tx, siteId, orderId);
    await recountOrder(tx, siteId, orderId, () =>
      tx
        .update(orders)
        .set({
          status,
          stockReturnedAt,
          ...(info
            ? {
                invoiceInformation: info as typeof row.invoiceInformation,
                customerName: info.name,
                customerEmail: info.email,
                search: `${info.name} ${info.email}`.toLocaleLowerCase('nb'),
              }
            : {}),
          version: sql`${orders.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId))),
    );
    const order = await presentOrder(tx, await findOrderRow(tx, siteId, orderId));
    await recordOrderRevision(tx, { siteId, order, previous: before, author: input.user });
    if (statusChanged) {
      await recordTimelineEvent(tx, {
        siteId,
        type: 'revision',
        userId: input.user.id,
        resourceType: 'order',
        resourceId: orderId,
        title: `Ordre ${row.orderNumber ?? ''}: ${orderStatusLabels[status]}`,
      });
    }
    return order;
  });
}

/**
 * After staff cancel an order: each card reservation not yet charged is cancelled at its provider
 * and marked voided (with a payment event), so the buyer's money is released. A provider that
 * refuses leaves the payment as it was, with the failed event as the only trace.
 */
export async function voidReservations(
  db: Database,
  config: Config,
  providers: PaymentProviders,
  input: { siteId: string; orderId: string; user: SessionUser },
): Promise<void> {
  const rows = await paymentRowsOf(db, input.siteId, [input.orderId]);
  for (const row of rows) {
    if (row.reservationStatus !== 'reserved' || row.chargedSum > 0 || !row.providerReference) continue;
    const provider = providers.get(row.provider);
    if (!provider) continue;
    let result: { ok: true } | { ok: false; error: string };
    try {
      const outcome = await provider.cancel(await providerContext(db, config, input.siteId, row.provider), {
        providerReference: row.providerReference,
        idempotencyKey: `cancel:${row.id}`,
      });
      result = outcome.ok ? { ok: true } : { ok: false, error: outcome.error };
    } catch (error) {
      result = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    await db.transaction(async (tx) => {
      const { payment, before } = await lockPayment(tx, input.siteId, input.orderId, row.id);
      const event = { siteId: input.siteId, paymentId: row.id, orderId: input.orderId, provider: row.provider };
      if (!result.ok) {
        await recordPaymentEvent(tx, { ...event, kind: 'cancel', ok: false, message: result.error });
        return;
      }
      await recordPaymentEvent(tx, { ...event, kind: 'cancel', ok: true, amount: payment.reservedSum });
      if (payment.reservationStatus !== 'reserved' || payment.chargedSum > 0) return;
      await tx
        .update(payments)
        .set({ reservationStatus: 'voided', updatedAt: new Date() })
        .where(and(eq(payments.siteId, input.siteId), eq(payments.id, row.id)));
      await settleOrder(tx, { siteId: input.siteId, orderId: input.orderId, before, author: input.user });
    });
  }
}
