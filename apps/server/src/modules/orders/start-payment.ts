/** After the order's transaction: the provider's `create`, its payment event, and the confirmation of an order its provider reserved or invoiced at once. */
import type { PaymentProviderName, PaymentProvider as PaymentProviderSetting } from '@vev/shared';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { runTogether } from '../../db/run-together';
import { badRequest } from '../../platform/errors';
import { confirmOrderBookings } from '../booking/order-bookings';
import { enabledProviders, offeredProviders, providerContext } from '../payment-settings/context';
import type { PaymentProvider } from '../payments/provider';
import type { PaymentProviders } from '../payments/registry';
import { enqueueOrderReceipt, paymentEventInsert, recordOrderRevision, recordPaymentEvent } from './history';
import { countOrderDays } from './order-days';
import { checkoutMessages, type PlaceOrderNext } from './order-input';
import { findOrderRow, presentOrderFrom, readOrderParts } from './read';
import { orders, payments } from './schema';
import type { WrittenOrder } from './write-order';

/** Marks an order confirmed by its provider (Faktura at once): status, payment figures, revision, receipt. */
export async function confirmOrder(
  db: Database,
  input: { siteId: string; orderId: string; paymentId: string; reserved: number | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findOrderRow(tx, input.siteId, input.orderId, true);
    if (row.status !== 'pending') return;
    // Read once: the order before, and after from the rows the updates answer.
    const parts = await readOrderParts(tx, row);
    const previous = presentOrderFrom(row, parts);
    const [payment] =
      input.reserved === null
        ? []
        : await tx
            .update(payments)
            .set({
              reservationStatus: 'reserved',
              reservedSum: input.reserved,
              reservationTimestamp: new Date(),
              updatedAt: new Date(),
            })
            .where(and(eq(payments.siteId, input.siteId), eq(payments.id, input.paymentId)))
            .returning();
    const [confirmed] = await tx
      .update(orders)
      .set({
        status: 'confirmed',
        paymentStatus: input.reserved !== null ? 'reserved' : 'pending',
        version: sql`${orders.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.siteId, input.siteId), eq(orders.id, input.orderId)))
      .returning();
    if (!confirmed) throw new Error('the order answers its row');
    // Pending, the order had no share in the shop report's aggregate; confirmed, it has.
    await countOrderDays(tx, input.siteId, input.orderId, 1);
    const paymentRows = parts.paymentRows.map((entry) => (entry.id === payment?.id ? payment : entry));
    const order = presentOrderFrom(confirmed, { ...parts, paymentRows });
    await recordOrderRevision(tx, { siteId: input.siteId, order, previous, author: null });
    await enqueueOrderReceipt(tx, input.siteId, order);
    if (order.orderLines.some((line) => line.booking)) await confirmOrderBookings(tx, input.siteId, input.orderId);
  });
}

/**
 * After the order's transaction: the provider's `create` and its payment event; Faktura (or any
 * provider that reserves at once) confirms the order. 'failed' leaves the order pending with its
 * stock, for the abandoned-payment job to give back.
 */
export async function startOrderPayment(
  db: Database,
  config: Config,
  call: {
    siteId: string;
    provider: PaymentProvider;
    providerName: PaymentProviderName;
    /** The site's display name, which the payment's description shows. */
    siteName: string;
    written: WrittenOrder;
    customer: { name: string; email: string; phone: string };
    confirmationUrl: string;
    /** Writes to send with the provider's reference when the buyer is sent on (the checkout's stored answer). */
    alongside?: (next: PlaceOrderNext) => SQLWrapper[];
  },
): Promise<PlaceOrderNext | 'failed'> {
  const { siteId, written, provider } = call;
  const event = { siteId, paymentId: written.paymentId, orderId: written.orderId, provider: call.providerName };
  try {
    const context = await providerContext(db, config, siteId, call.providerName);
    const created = await provider.create(context, {
      paymentId: written.paymentId,
      orderId: written.orderId,
      orderNumber: written.orderNumber,
      amount: written.total,
      currency: 'NOK',
      description: `Ordre ${written.orderNumber} hos ${call.siteName}`,
      returnUrl: call.confirmationUrl,
      customer: { name: call.customer.name, email: call.customer.email, phone: call.customer.phone || null },
      idempotencyKey: `create:${written.paymentId}`,
    });
    const sentOn = created.kind === 'redirect' ? { redirectUrl: created.url } : null;
    // The provider's reference, the event and, for a buyer sent on, what goes with it, in one round trip.
    await runTogether(db, [
      ...(sentOn && call.alongside ? call.alongside(sentOn) : []),
      ...(created.providerReference
        ? [
            db
              .update(payments)
              .set({ providerReference: created.providerReference, updatedAt: new Date() })
              .where(and(eq(payments.siteId, siteId), eq(payments.id, written.paymentId))),
          ]
        : []),
      paymentEventInsert(db, { ...event, kind: 'create', ok: true, amount: written.total }),
    ]);
    if (created.kind === 'redirect') return { redirectUrl: created.url };
    await confirmOrder(db, {
      siteId,
      orderId: written.orderId,
      paymentId: written.paymentId,
      reserved: created.status === 'reserved' ? written.total : null,
    });
    return { confirmationUrl: call.confirmationUrl };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordPaymentEvent(db, { ...event, kind: 'create', ok: false, amount: written.total, message });
    return 'failed';
  }
}

/**
 * The provider by name when the site offers it; 400 otherwise. `stored`: the site's
 * `paymentProviders` setting when the caller has read the site already.
 */
export async function offeredProvider(
  db: Database,
  config: Config,
  siteId: string,
  providers: PaymentProviders,
  name: PaymentProviderName,
  stored?: readonly PaymentProviderSetting[],
): Promise<PaymentProvider> {
  const offered = stored
    ? offeredProviders(stored, config.paymentProviders)
    : await enabledProviders(db, siteId, config.paymentProviders);
  const provider = providers.get(name);
  if (!provider || !offered.some((entry) => entry.name === name)) {
    throw badRequest(checkoutMessages.provider, { provider: checkoutMessages.provider });
  }
  return provider;
}
