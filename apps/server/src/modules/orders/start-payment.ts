/** After the order's transaction: the provider's `create`, its payment event, and the confirmation of an order its provider reserved or invoiced at once. */
import type { PaymentProviderName, PaymentProvider as PaymentProviderSetting } from '@vev/shared';
import { and, eq, type SQLWrapper } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { runTogether } from '../../db/run-together';
import { badRequest } from '../../platform/errors';
import { enabledProviders, offeredProviders, providerContext } from '../payment-settings/context';
import type { PaymentProvider } from '../payments/provider';
import type { PaymentProviders } from '../payments/registry';
import { confirmWrittenOrder } from './confirm-at-once';
import { paymentEventInsert, recordPaymentEvent } from './history';
import { checkoutMessages, type PlaceOrderNext, type ReceiptSite } from './order-input';
import { payments } from './schema';
import type { WrittenOrder } from './write-order';

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
    /** The site as its receipt looks, when the caller has read it (read for the receipt otherwise). */
    receiptSite?: ReceiptSite;
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
        receiptSite: call.receiptSite,
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
