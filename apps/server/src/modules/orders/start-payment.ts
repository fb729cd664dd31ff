/** After the order's transaction: the provider's `create`, its payment event, and the confirmation of an order its provider reserved or invoiced at once. */
import type { Order, PaymentProviderName, PaymentProvider as PaymentProviderSetting } from '@vev/shared';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { runTogether } from '../../db/run-together';
import { badRequest } from '../../platform/errors';
import { mailInsert } from '../../platform/mail/outbox';
import { confirmOrderBookings } from '../booking/order-bookings';
import { enabledProviders, offeredProviders, providerContext } from '../payment-settings/context';
import type { PaymentProvider } from '../payments/provider';
import type { PaymentProviders } from '../payments/registry';
import { getSite } from '../sites/service';
import { orderReceiptMail, orderRevisionInsert, paymentEventInsert, recordPaymentEvent } from './history';
import { countOrderDays } from './order-days';
import { checkoutMessages, type PlaceOrderNext } from './order-input';
import { presentPayment } from './read';
import { orders, type PaymentRow, payments } from './schema';
import type { WrittenOrder } from './write-order';

/**
 * Marks the order checkout has just written confirmed by its provider (Faktura at once): status,
 * payment figures, the report's aggregate, revision and receipt, with `alongside` (the provider's
 * payment event, the checkout's stored answer) in the same round trip. Nothing is read back: the
 * order is as `written` says, unless someone changed it since (then only `alongside` is written).
 */
async function confirmWrittenOrder(
  db: Database,
  input: { siteId: string; written: WrittenOrder; reserved: number | null; alongside: SQLWrapper[] },
): Promise<void> {
  const { siteId, written, reserved } = input;
  // The receipt's look is the site's: read before the transaction, which then holds no lock for it.
  const site = written.order.invoiceInformation.email ? await getSite(db, siteId) : null;
  await db.transaction(async (tx) => {
    const now = new Date();
    const [confirmed] = await tx
      .update(orders)
      .set({
        status: 'confirmed',
        paymentStatus: reserved !== null ? 'reserved' : 'pending',
        version: sql`${orders.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(orders.siteId, siteId), eq(orders.id, written.orderId), eq(orders.status, 'pending')))
      .returning({ version: orders.version });
    if (!confirmed) {
      await runTogether(tx, input.alongside);
      return;
    }
    // Pending, the order had no share in the shop report's aggregate; confirmed, it has.
    await countOrderDays(tx, siteId, written.orderId, 1);
    const payment: PaymentRow =
      reserved === null
        ? written.paymentRow
        : { ...written.paymentRow, reservationStatus: 'reserved', reservedSum: reserved, reservationTimestamp: now };
    const previous = written.order;
    const order: Order = {
      ...previous,
      status: 'confirmed',
      paymentStatus: reserved !== null ? 'reserved' : 'pending',
      version: confirmed.version,
      updatedAt: now.toISOString(),
      payments: previous.payments.map((entry) => (entry._id === payment.id ? presentPayment(payment, []) : entry)),
    };
    const receipt = site && orderReceiptMail(site, order);
    await runTogether(tx, [
      ...input.alongside,
      ...(reserved === null
        ? []
        : [
            tx
              .update(payments)
              .set({
                reservationStatus: 'reserved',
                reservedSum: reserved,
                reservationTimestamp: now,
                updatedAt: now,
              })
              .where(and(eq(payments.siteId, siteId), eq(payments.id, payment.id))),
          ]),
      orderRevisionInsert(tx, { siteId, order, previous, author: null }),
      ...(receipt ? [mailInsert(tx, { ...receipt, siteId })] : []),
    ]);
    if (order.orderLines.some((line) => line.booking)) await confirmOrderBookings(tx, siteId, written.orderId);
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
    /** Writes to send with the provider's reference (the checkout's stored answer). */
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
    const next: PlaceOrderNext =
      created.kind === 'redirect' ? { redirectUrl: created.url } : { confirmationUrl: call.confirmationUrl };
    // The provider's reference, the event and what goes with them (the checkout's stored answer), in one round trip.
    const together = [
      ...(call.alongside ? call.alongside(next) : []),
      ...(created.providerReference
        ? [
            db
              .update(payments)
              .set({ providerReference: created.providerReference, updatedAt: new Date() })
              .where(and(eq(payments.siteId, siteId), eq(payments.id, written.paymentId))),
          ]
        : []),
      paymentEventInsert(db, { ...event, kind: 'create', ok: true, amount: written.total }),
    ];
    if (created.kind === 'redirect') await runTogether(db, together);
    else {
      await confirmWrittenOrder(db, {
        siteId,
        written,
        reserved: created.status === 'reserved' ? written.total : null,
        alongside: together,
      });
    }
    return next;
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
