/**
 * Refunds (`POST orders/{id}/payments/{paymentId}/refunds`, spec 3 §5 and §7). With the order's and
 * the payment's rows locked the request is checked by the shared rules against what remains, and the
 * refund is written at once (its sum counted as refunded), so a second refund at the same moment
 * sees a smaller remainder and can never take the same money. Then the provider refunds: on success
 * the lines marked restock go back to stock and the statuses follow; on failure the refund is taken
 * back, only a payment event is left, and the answer has a `status` field (a success has none).
 */
import {
  effectiveRefundItems,
  type Refund,
  type RefundFailure,
  type RefundItem,
  type RefundRequest,
  refundProblems,
} from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { withIdempotency } from '../../platform/idempotency';
import { newId } from '../../platform/ids';
import type { SessionUser } from '../../platform/sessions/sessions';
import { providerContext } from '../payment-settings/context';
import { type PaymentProviders, providerNamed } from '../payments/registry';
import { recordPaymentEvent } from './history';
import { recountOrder } from './order-days';
import { lockPayment, settleOrder } from './payment-state';
import { payments, refunds } from './schema';
import { lockProducts, moveStock } from './stock';

export interface RefundCall {
  siteId: string;
  orderId: string;
  paymentId: string;
  user: SessionUser;
  request: RefundRequest;
  idempotencyKey?: string;
}

export async function refundPayment(
  db: Database,
  config: Config,
  providers: PaymentProviders,
  call: RefundCall,
): Promise<Refund | RefundFailure> {
  const { siteId, orderId, paymentId, request } = call;
  const answer = await withIdempotency<Refund | RefundFailure>(
    db,
    { siteId, key: call.idempotencyKey, scope: `refund:${orderId}:${paymentId}`, body: request },
    async () => ({ status: 200, body: await runRefund(db, config, providers, call) }),
  );
  return answer.body;
}

async function runRefund(db: Database, config: Config, providers: PaymentProviders, call: RefundCall) {
  const { siteId, orderId, paymentId, request } = call;
  const refundId = newId();
  const claimed = await db.transaction(async (tx) => {
    const { payment, before } = await lockPayment(tx, siteId, orderId, paymentId);
    const problems = refundProblems(before, paymentId, request);
    if (Object.keys(problems).length > 0) throw badRequest(Object.values(problems)[0], problems);
    const items: RefundItem[] = effectiveRefundItems(before, request).map((item) => ({
      type: item.type,
      ref: item.ref,
      amount: item.amount,
      total: item.sum,
      totalTax: item.tax,
      restock: item.restock,
    }));
    // An order already (partly) refunded counts the new refund at once, as the report read it.
    await recountOrder(tx, siteId, orderId, () =>
      tx.insert(refunds).values({
        siteId,
        id: refundId,
        orderId,
        paymentId,
        note: request.note,
        total: request.sum,
        items,
        userId: call.user.id,
      }),
    );
    await tx
      .update(payments)
      .set({ refundedSum: sql`${payments.refundedSum} + ${request.sum}`, updatedAt: new Date() })
      .where(and(eq(payments.siteId, siteId), eq(payments.id, paymentId)));
    return { payment, items };
  });

  const provider = providerNamed(providers, claimed.payment.provider);
  let result: { ok: true; raw?: unknown } | { ok: false; error: string; raw?: unknown };
  try {
    result = await provider.refund(await providerContext(db, config, siteId, claimed.payment.provider), {
      providerReference: claimed.payment.providerReference ?? '',
      amount: request.sum,
      idempotencyKey: `refund:${refundId}`,
    });
  } catch (error) {
    result = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }

  return db.transaction(async (tx): Promise<Refund | RefundFailure> => {
    const { before } = await lockPayment(tx, siteId, orderId, paymentId);
    const event = {
      siteId,
      paymentId,
      orderId,
      provider: claimed.payment.provider,
      kind: 'refund' as const,
      amount: request.sum,
    };
    if (!result.ok) {
      await recountOrder(tx, siteId, orderId, () =>
        tx.delete(refunds).where(and(eq(refunds.siteId, siteId), eq(refunds.id, refundId))),
      );
      await tx
        .update(payments)
        .set({ refundedSum: sql`${payments.refundedSum} - ${request.sum}`, updatedAt: new Date() })
        .where(and(eq(payments.siteId, siteId), eq(payments.id, paymentId)));
      await recordPaymentEvent(tx, { ...event, ok: false, message: result.error });
      return { status: 'failed', message: result.error };
    }
    await recordPaymentEvent(tx, { ...event, ok: true });
    const lines = new Map(before.orderLines.map((line) => [line._id, line]));
    // A bundle line restocks the bundle and its items (each item line's share of the amount); an
    // item line is restocked only through its bundle line, so nothing comes back twice.
    const deltas = claimed.items.flatMap((item) => {
      const line = lines.get(item.ref);
      if (!item.restock || !line?.product || line.bundleReference !== null || item.amount <= 0) return [];
      const items = before.orderLines.flatMap((entry) =>
        entry.bundleReference === line._id && entry.product
          ? [{ productId: entry.product._id, variantId: null, delta: (entry.amount / line.amount) * item.amount }]
          : [],
      );
      return [{ productId: line.product._id, variantId: line.variant?._id ?? null, delta: item.amount }, ...items];
    });
    if (deltas.length > 0) {
      // Only what the order took from stock goes back (a product without stock management took nothing).
      const managed = await lockProducts(
        tx,
        siteId,
        deltas.map((entry) => entry.productId),
      );
      const manages = new Set(managed.filter((row) => row.managesStock).map((row) => row.id));
      await moveStock(tx, {
        siteId,
        reason: 'refund',
        reference: `${orderId}:${refundId}`,
        userId: call.user.id,
        deltas: deltas.filter((entry) => manages.has(entry.productId)),
      });
    }
    const order = await settleOrder(tx, { siteId, orderId, before, author: call.user });
    const refund = order.refunds.find((entry) => entry._id === refundId);
    if (!refund) throw new Error('the refund is on its order');
    return refund;
  });
}
