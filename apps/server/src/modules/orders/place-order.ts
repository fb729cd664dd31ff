/**
 * Checkout's one call (ARCHITECTURE.md 'Commerce'): the input validated (order-input.ts), the order
 * written in one transaction (write-order.ts, priced by price-order-lines.ts), then the provider's
 * `create` (start-payment.ts). Callable with plain input (storefront checkout, demo data, tests).
 */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { withIdempotency } from '../../platform/idempotency';
import { getSite } from '../sites/service';
import {
  checkoutMessages,
  type PlacedOrder,
  type PlaceOrderCall,
  type PlaceOrderNext,
  placeOrderInputSchema,
} from './order-input';
import { getOrder } from './read';
import { offeredProvider, startOrderPayment } from './start-payment';
import { writeOrder } from './write-order';

// What drafts.ts, the storefront and the demo seed import from here.
export { checkoutMessages, type PlaceOrderInput, placeOrderInputSchema } from './order-input';
export { priceOrderLines } from './price-order-lines';
export { offeredProvider, startOrderPayment } from './start-payment';
export { writeOrder } from './write-order';

/** What checkout answers (and stores for its Idempotency-Key): where the buyer goes next, and what they bought. */
export interface PlacedCheckout {
  orderId: string;
  /** The unguessable token of the confirmation address. */
  confirmationToken: string;
  next: PlaceOrderNext;
  /** The lines bought (a bundle's items too): what experiments' order-line goals count. */
  lines: { productId: string | null; name: string; total: number }[];
}

/**
 * Checkout's one call: validates, writes the order, starts the payment and says where the buyer goes
 * next. The storefront needs no more than that, so the order is not read back (five queries saved).
 */
export async function placeCheckout(db: Database, config: Config, call: PlaceOrderCall): Promise<PlacedCheckout> {
  const { siteId, providers, idempotencyKey, returnUrlFor, site: known, ...rest } = call;
  const input = placeOrderInputSchema.parse(rest);
  const provider = await offeredProvider(db, config, siteId, providers, input.provider, known?.paymentProviders);
  const answer = await withIdempotency<PlacedCheckout | { paymentFailed: true; orderId: string }>(
    db,
    { siteId, key: idempotencyKey, scope: 'checkout', body: input },
    async (answerStatement) => {
      const { site, receiptSite } = known
        ? { site: known, receiptSite: known.receipt }
        : await getSite(db, siteId).then((read) => ({ site: read, receiptSite: read }));
      const written = await writeOrder(db, siteId, input, { site });
      const lines = written.orderLines.map((line) => ({
        productId: line.product?._id ?? null,
        name: line.name,
        total: line.total,
      }));
      const placed = (next: PlaceOrderNext): PlacedCheckout => ({
        orderId: written.orderId,
        confirmationToken: written.confirmationToken,
        next,
        lines,
      });
      const confirmationUrl = returnUrlFor
        ? returnUrlFor({
            confirmationToken: written.confirmationToken,
            orderNumber: written.orderNumber,
            id: written.orderId,
          })
        : new URL(`/ordre/${written.confirmationToken}`, config.publicUrl).href;
      const next = await startOrderPayment(db, config, {
        siteId,
        provider,
        providerName: input.provider,
        siteName: site.displayName,
        receiptSite,
        written,
        customer: input.invoiceInformation,
        confirmationUrl,
        // The answer is stored with the provider's reference and payment event.
        alongside: (sent) => answerStatement(201, placed(sent)),
      });
      // Stored like an answer: the same key again must not write a second order.
      if (next === 'failed') {
        return { status: 502, body: { paymentFailed: true as const, orderId: written.orderId } };
      }
      return { status: 201, body: placed(next), stored: true };
    },
  );
  if ('paymentFailed' in answer.body) throw new AppError(502, 'serviceUnavailable', checkoutMessages.paymentFailed);
  return answer.body;
}

/** `placeCheckout`, answering the whole order as it is after its payment started. */
export async function placeOrder(db: Database, config: Config, call: PlaceOrderCall): Promise<PlacedOrder> {
  const placed = await placeCheckout(db, config, call);
  const order = await getOrder(db, call.siteId, placed.orderId);
  return { order, confirmationToken: placed.confirmationToken, next: placed.next };
}
