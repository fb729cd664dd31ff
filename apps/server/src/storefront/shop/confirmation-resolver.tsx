/**
 * `/ordre/{token}`: the confirmation of the order behind that unguessable token (never an order id),
 * shown privately. The visitor's cart is emptied here, once its order is placed and the buyer is
 * back (from the provider's page, too), so a double click at checkout finds the cart both times and
 * the Idempotency-Key makes the one order. A buyer back from the card provider's page before its
 * webhook sees the payment as the provider has it: while a card payment is not yet reserved, each
 * view asks the provider once (`refreshPaymentState`); Faktura has nothing to ask.
 */
import type { Order } from '@vev/shared';
import { findOrderByConfirmationToken } from '../../modules/orders/confirmation';
import { refreshPaymentState } from '../../modules/orders/webhook';
import { createPaymentProviders } from '../../modules/payments/registry';
import { pass, type Resolver, type Storefront, segmentAfter, sendHtml } from '../resolvers/resolver';
import { clearCart, findCart } from './cart-store';
import { confirmationPathPrefix } from './checkout-resolver';
import { ConfirmationPage, confirmationTitle } from './confirmation-page';
import { renderShopView } from './shop-view';

/** A payment at a card provider that the buyer may have completed before its webhook came. */
export const awaitsProvider = (order: Order): boolean =>
  order.payments.some((payment) => payment.provider !== 'faktura' && payment.reservationStatus === 'waiting');

export function confirmationResolver({ db, config }: Storefront): Resolver {
  const providers = createPaymentProviders({ db, config });
  return {
    async resolve(found, request, reply) {
      const token = segmentAfter(found.pathname, confirmationPathPrefix);
      if (token === null || !found.site.hasEcommerce || !/^[A-Za-z0-9_-]{16,100}$/.test(token)) return pass;
      let order = await findOrderByConfirmationToken(db, found.site.id, token);
      if (!order) return pass;
      if (awaitsProvider(order)) {
        await refreshPaymentState(db, config, providers, { siteId: found.site.id, orderId: order._id });
        order = (await findOrderByConfirmationToken(db, found.site.id, token)) ?? order;
      }
      const cart = await findCart(db, found.site.id, request);
      if (cart) await clearCart(db, found.site.id, cart.id);
      // The header's cart link shows the cart as it is now: emptied.
      const html = await renderShopView({ ...found.context, cartCount: 0 }, 'checkout', {
        title: confirmationTitle(order),
        path: found.pathname,
        body: <ConfirmationPage order={order} />,
      });
      return sendHtml(request, reply, config, found, 'private', 200, html);
    },
  };
}
