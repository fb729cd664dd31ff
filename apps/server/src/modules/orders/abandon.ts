/**
 * Abandoned payments: 30 minutes after checkout, an order whose payment was never reserved is
 * cancelled and its stock given back (once: `stock_returned_at`). Idempotent: a job run twice, or
 * after a webhook reserved the payment, changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobHandler } from '../../platform/jobs/worker';
import { providerContext } from '../payment-settings/context';
import type { PaymentProviders } from '../payments/registry';
import { giveBackOrder } from './give-back';
import { recordPaymentEvent } from './history';
import { lockPayment, settleOrder } from './payment-state';
import { paymentRowsOf } from './read';
import { payments } from './schema';

export const abandonedPaymentJob = 'orders.abandonedPayment';
export const abandonedPaymentMinutes = 30;

/** Cancels the order when none of its payments was reserved or charged; true when it did. */
export async function cancelAbandonedOrder(
  db: Database,
  config: Config,
  providers: PaymentProviders,
  input: { siteId: string; orderId: string },
): Promise<boolean> {
  const [first] = await paymentRowsOf(db, input.siteId, [input.orderId]);
  if (!first) return false;
  // The buyer may have paid while the webhook is still on its way: ask the provider first.
  const provider = providers.get(first.provider);
  if (provider && first.providerReference) {
    try {
      const state = await provider.state(
        await providerContext(db, config, input.siteId, first.provider),
        first.providerReference,
      );
      if (state === 'reserved' || state === 'captured') return false;
    } catch {
      // An unreachable provider is no payment: carry on.
    }
  }
  const cancelled = await db.transaction(async (tx) => {
    const { order, before } = await lockPayment(tx, input.siteId, input.orderId, first.id);
    if (order.status !== 'pending') return null;
    const rows = await paymentRowsOf(tx, input.siteId, [input.orderId]);
    if (rows.some((row) => row.reservationStatus === 'reserved' || row.chargedSum > 0)) return null;
    for (const row of rows) {
      await tx
        .update(payments)
        .set({ reservationStatus: 'voided', chargeStatus: 'failed', updatedAt: new Date() })
        .where(and(eq(payments.siteId, input.siteId), eq(payments.id, row.id)));
      await recordPaymentEvent(tx, {
        siteId: input.siteId,
        paymentId: row.id,
        orderId: input.orderId,
        provider: row.provider,
        kind: 'expire',
        ok: true,
        message: `Ikke betalt innen ${abandonedPaymentMinutes} minutter`,
      });
    }
    if (!order.stockReturnedAt) await giveBackOrder(tx, { siteId: input.siteId, order, userId: null });
    await settleOrder(tx, {
      siteId: input.siteId,
      orderId: input.orderId,
      before,
      author: null,
      set: { status: 'canceled', stockReturnedAt: order.stockReturnedAt ?? new Date() },
    });
    return rows;
  });
  if (!cancelled) return false;
  for (const row of cancelled) {
    const provider = providers.get(row.provider);
    if (!provider || !row.providerReference) continue;
    try {
      await provider.cancel(await providerContext(db, config, input.siteId, row.provider), {
        providerReference: row.providerReference,
        idempotencyKey: `cancel:${row.id}`,
      });
    } catch {
      // Best effort: the reservation at the provider runs out by itself.
    }
  }
  return true;
}

export function abandonedPaymentHandler(db: Database, config: Config, providers: PaymentProviders): JobHandler {
  return async ({ job }) => {
    const { siteId, orderId } = job.payload as { siteId: string; orderId: string };
    return { cancelled: await cancelAbandonedOrder(db, config, providers, { siteId, orderId }) };
  };
}
