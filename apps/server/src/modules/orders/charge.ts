/**
 * 'Aktiver' (`POST orders/{id}/payments/{paymentId}/charge`): the payment's row is locked while the
 * shared rule says it may be activated and it is marked processing; then the provider captures and
 * the outcome is written. A failed capture leaves the payment as it was and only a payment event
 * tells (spec 3 §8 'Silent failures'): its answer carries a `status` field.
 */
import { canActivatePayment, orderMessages, type Payment, type RefundFailure } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { badRequest } from '../../platform/errors';
import type { SessionUser } from '../../platform/sessions/sessions';
import { providerContext } from '../payment-settings/context';
import { type PaymentProviders, providerNamed } from '../payments/registry';
import { recordPaymentEvent } from './history';
import { lockPayment, settleOrder } from './payment-state';
import { payments } from './schema';

export async function chargePayment(
  db: Database,
  config: Config,
  providers: PaymentProviders,
  input: { siteId: string; orderId: string; paymentId: string; user: SessionUser },
): Promise<Payment | RefundFailure> {
  const { siteId, orderId, paymentId } = input;
  const claimed = await db.transaction(async (tx) => {
    const { payment, before } = await lockPayment(tx, siteId, orderId, paymentId);
    const shown = before.payments.find((entry) => entry._id === paymentId);
    if (!shown || !canActivatePayment(shown, { revision: false })) throw badRequest(orderMessages.cannotActivate);
    await tx
      .update(payments)
      .set({ chargeStatus: 'processing', updatedAt: new Date() })
      .where(and(eq(payments.siteId, siteId), eq(payments.id, paymentId)));
    return payment;
  });
  const amount = claimed.reservedSum > 0 ? claimed.reservedSum : claimed.total;
  const provider = providerNamed(providers, claimed.provider);
  let result: { ok: true } | { ok: false; error: string };
  try {
    const outcome = await provider.capture(await providerContext(db, config, siteId, claimed.provider), {
      providerReference: claimed.providerReference ?? '',
      amount,
      idempotencyKey: `capture:${paymentId}`,
    });
    result = outcome.ok ? { ok: true } : { ok: false, error: outcome.error };
  } catch (error) {
    result = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  return db.transaction(async (tx) => {
    const { before } = await lockPayment(tx, siteId, orderId, paymentId);
    const event = { siteId, paymentId, orderId, provider: claimed.provider, kind: 'capture' as const, amount };
    if (!result.ok) {
      await tx
        .update(payments)
        .set({ chargeStatus: 'waiting', updatedAt: new Date() })
        .where(and(eq(payments.siteId, siteId), eq(payments.id, paymentId)));
      await recordPaymentEvent(tx, { ...event, ok: false, message: result.error });
      return { status: 'failed' as const, message: result.error };
    }
    const now = new Date();
    await tx
      .update(payments)
      .set({ chargeStatus: 'done', chargedSum: amount, chargeTimestamp: now, updatedAt: now })
      .where(and(eq(payments.siteId, siteId), eq(payments.id, paymentId)));
    await recordPaymentEvent(tx, { ...event, ok: true });
    const order = await settleOrder(tx, { siteId, orderId, before, author: input.user });
    const payment = order.payments.find((entry) => entry._id === paymentId);
    if (!payment) throw new Error('the charged payment is on its order');
    return payment;
  });
}
