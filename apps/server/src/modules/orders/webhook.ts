/**
 * Provider webhooks (`POST /api/payments/{provider}/webhook/{siteId}`): verified by the provider,
 * then each event applied once — the payment event row's unique provider event id is written in
 * the same transaction as the change, so a webhook delivered twice changes state once. A webhook
 * that arrives before the buyer's return is fine: the order is confirmed by whichever comes first,
 * and `refreshPaymentState` (the confirmation page) asks the provider the same way.
 */
import type { PaymentProviderName } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { confirmOrderBookings } from '../booking/order-bookings';
import { providerContext } from '../payment-settings/context';
import type { ProviderPaymentState, WebhookEvent } from '../payments/provider';
import type { PaymentProviders } from '../payments/registry';
import { giveBackOrder } from './give-back';
import { enqueueOrderReceipt, recordPaymentEvent } from './history';
import { lockPayment, settleOrder } from './payment-state';
import { paymentRowsOf } from './read';
import { type OrderRow, payments } from './schema';

/** Applies one verified event; false when it was applied before or names no payment of the site. */
export async function applyPaymentEvent(
  db: Database,
  input: { siteId: string; provider: PaymentProviderName; event: WebhookEvent },
): Promise<boolean> {
  const { siteId, provider, event } = input;
  const [found] = await db
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(
      and(
        eq(payments.siteId, siteId),
        eq(payments.provider, provider),
        eq(payments.providerReference, event.providerReference),
      ),
    )
    .limit(1);
  if (!found) return false;
  return db.transaction(async (tx) => {
    const { order, payment, before } = await lockPayment(tx, siteId, found.orderId, found.id);
    const fresh = await recordPaymentEvent(tx, {
      siteId,
      paymentId: payment.id,
      orderId: order.id,
      provider,
      kind: 'webhook',
      ok: event.kind !== 'failed',
      amount: event.amount ?? null,
      providerEventId: event.eventId,
      message: event.kind,
      raw: event,
    });
    if (!fresh) return false;
    const now = new Date();
    const set: Partial<typeof payments.$inferInsert> = {};
    let orderSet: Partial<OrderRow> = {};
    let confirmed = false;
    let giveBack = false;
    switch (event.kind) {
      case 'reserved':
        if (payment.reservationStatus !== 'reserved' && payment.chargedSum === 0) {
          Object.assign(set, {
            reservationStatus: 'reserved',
            reservedSum: event.amount ?? payment.total,
            reservationTimestamp: now,
          });
          if (order.status === 'pending') {
            orderSet = { status: 'confirmed' };
            confirmed = true;
          }
        }
        break;
      case 'captured':
        if (payment.chargedSum === 0) {
          Object.assign(set, {
            chargeStatus: 'done',
            chargedSum: event.amount ?? (payment.reservedSum || payment.total),
            chargeTimestamp: now,
          });
        }
        break;
      case 'cancelled':
        if (payment.chargedSum === 0 && payment.reservationStatus !== 'voided') {
          Object.assign(set, { reservationStatus: 'voided' });
          if (order.status === 'pending') {
            orderSet = { status: 'canceled' };
            giveBack = true;
          }
        }
        break;
      case 'failed':
        if (payment.chargedSum === 0 && payment.reservationStatus === 'waiting') {
          Object.assign(set, { reservationStatus: 'failed' });
          if (order.status === 'pending') {
            orderSet = { status: 'failed' };
            giveBack = true;
          }
        }
        break;
      case 'refunded':
        // Our refunds are written by our own call; the provider's echo changes nothing.
        break;
    }
    if (Object.keys(set).length === 0 && Object.keys(orderSet).length === 0) return true;
    if (Object.keys(set).length > 0) {
      await tx
        .update(payments)
        .set({ ...set, updatedAt: now })
        .where(and(eq(payments.siteId, siteId), eq(payments.id, payment.id)));
    }
    if (giveBack && !order.stockReturnedAt) {
      await giveBackOrder(tx, { siteId, order, userId: null });
      orderSet.stockReturnedAt = now;
    }
    const after = await settleOrder(tx, { siteId, orderId: order.id, before, author: null, set: orderSet });
    if (confirmed) {
      await enqueueOrderReceipt(tx, siteId, after);
      await confirmOrderBookings(tx, siteId, order.id);
    }
    return true;
  });
}

const stateEvent: Partial<Record<ProviderPaymentState, WebhookEvent['kind']>> = {
  reserved: 'reserved',
  captured: 'captured',
  cancelled: 'cancelled',
  failed: 'failed',
};

/**
 * The buyer is back before the webhook: ask the provider for the payment's state and apply it as
 * an event of its own (`state:{payment}:{state}`), so the webhook after it changes nothing more.
 */
export async function refreshPaymentState(
  db: Database,
  config: Config,
  providers: PaymentProviders,
  input: { siteId: string; orderId: string },
): Promise<void> {
  for (const row of await paymentRowsOf(db, input.siteId, [input.orderId])) {
    const provider = providers.get(row.provider);
    if (!provider || !row.providerReference || row.reservationStatus !== 'waiting') continue;
    let state: ProviderPaymentState;
    try {
      state = await provider.state(
        await providerContext(db, config, input.siteId, row.provider),
        row.providerReference,
      );
    } catch {
      continue;
    }
    const kind = stateEvent[state];
    if (!kind) continue;
    await applyPaymentEvent(db, {
      siteId: input.siteId,
      provider: row.provider,
      event: { eventId: `state:${row.id}:${state}`, providerReference: row.providerReference, kind },
    });
  }
}
