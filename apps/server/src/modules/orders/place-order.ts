/**
 * Checkout's one call (ARCHITECTURE.md 'Commerce'): the input validated (order-input.ts), the order
 * written in one transaction (write-order.ts, priced by price-order-lines.ts), then the provider's
 * `create` (start-payment.ts). Callable with plain input (storefront checkout, demo data, tests).
 */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { withIdempotency } from '../../platform/idempotency';
import { checkoutMessages, type PlacedOrder, type PlaceOrderCall, placeOrderInputSchema } from './order-input';
import { getOrder } from './read';
import { offeredProvider, startOrderPayment } from './start-payment';
import { writeOrder } from './write-order';

// What drafts.ts, the storefront and the demo seed import from here.
export { checkoutMessages, type PlaceOrderInput, placeOrderInputSchema } from './order-input';
export { priceOrderLines } from './price-order-lines';
export { offeredProvider, startOrderPayment } from './start-payment';
export { writeOrder } from './write-order';

/** Checkout's one call: validates, writes the order, starts the payment and says where the buyer goes next. */
export async function placeOrder(db: Database, config: Config, call: PlaceOrderCall): Promise<PlacedOrder> {
  const { siteId, providers, idempotencyKey, returnUrlFor, ...rest } = call;
  const input = placeOrderInputSchema.parse(rest);
  const provider = await offeredProvider(db, config, siteId, providers, input.provider);
  const answer = await withIdempotency<PlacedOrder | { paymentFailed: true; orderId: string }>(
    db,
    { siteId, key: idempotencyKey, scope: 'checkout', body: input },
    async () => {
      const written = await writeOrder(db, siteId, input);
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
        written,
        customer: input.invoiceInformation,
        confirmationUrl,
      });
      // Stored like an answer: the same key again must not write a second order.
      if (next === 'failed') {
        return { status: 502, body: { paymentFailed: true as const, orderId: written.orderId } };
      }
      const order = await getOrder(db, siteId, written.orderId);
      return { status: 201, body: { order, confirmationToken: written.confirmationToken, next } };
    },
  );
  if ('paymentFailed' in answer.body) throw new AppError(502, 'serviceUnavailable', checkoutMessages.paymentFailed);
  return answer.body;
}
