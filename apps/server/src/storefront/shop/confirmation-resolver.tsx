/**
 * `/ordre/{token}`: the confirmation of the order behind that unguessable token (never an order id),
 * shown privately. The visitor's cart is emptied here, once its order is placed and the buyer is
 * back (from the provider's page, too), so a double click at checkout finds the cart both times and
 * the Idempotency-Key makes the one order.
 */
import { findOrderByConfirmationToken } from '../../modules/orders/confirmation';
import { pass, type Resolver, type Storefront, segmentAfter, sendHtml } from '../resolvers/resolver';
import { renderShopView } from '../view';
import { clearCart, findCart } from './cart-store';
import { confirmationPathPrefix } from './checkout-resolver';
import { ConfirmationPage, confirmationTitle } from './confirmation-page';

export function confirmationResolver({ db, config }: Storefront): Resolver {
  return {
    async resolve(found, request, reply) {
      const token = segmentAfter(found.pathname, confirmationPathPrefix);
      if (token === null || !found.site.hasEcommerce || !/^[A-Za-z0-9_-]{16,100}$/.test(token)) return pass;
      const order = await findOrderByConfirmationToken(db, found.site.id, token);
      if (!order) return pass;
      const cart = await findCart(db, found.site.id, request);
      if (cart) await clearCart(db, found.site.id, cart.id);
      const html = await renderShopView(found.context, 'checkout', {
        title: confirmationTitle(order),
        path: found.pathname,
        body: <ConfirmationPage order={order} />,
      });
      return sendHtml(request, reply, config, found, 'private', 200, html);
    },
  };
}
