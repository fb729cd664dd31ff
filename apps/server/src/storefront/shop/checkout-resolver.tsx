/**
 * `/kasse` on a shop's host. GET shows the checkout form for the visitor's cart; POST (from the
 * same origin) checks the form with the shared schema, then places the order through the orders
 * module's `placeOrder` in one transaction, keyed by the form's hidden Idempotency-Key so a double
 * click makes one order, and sends the buyer to the confirmation (303) or to the provider's page on
 * another origin (a page that moves on, continue-page.ts, since the shop's forms may only lead home).
 * The cart is emptied when its order's confirmation is shown (confirmation-resolver.tsx).
 */
import { randomBytes } from 'node:crypto';
import {
  type CheckoutFormValues,
  checkCheckoutForm,
  checkoutFormValues,
  type PaymentProviderName,
  priceCart,
  pricingTaxClasses,
  type ShippingMethod,
  shippingMethodPrice,
} from '@vev/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { type PlacedCheckout, placeCheckout } from '../../modules/orders/place-order';
import { offeredProviders } from '../../modules/payment-settings/context';
import { createPaymentProviders, type PaymentProviders } from '../../modules/payments/registry';
import { keptSite } from '../../modules/sites/service';
import { AppError } from '../../platform/errors';
import { findSignedInCustomer } from '../account/session';
import { countOrderLineGoals } from '../experiments';
import { pass, type Resolver, type Storefront, sendHtml, type Visit } from '../resolvers/resolver';
import { cartPath, checkoutPath } from './cart-page';
import {
  loadCartProducts,
  priceStoredCart,
  type ShippingChoice,
  storefrontShopRules,
  zoneMethodsFor,
} from './cart-pricing';
import { findCart, type StoredCart } from './cart-store';
import { CheckoutPage, checkoutTitle, type OfferedShipping } from './checkout-page';
import { isOtherOrigin, renderContinueToPayment } from './continue-page';
import { postedFromOwnOrigin, refuseForeignOrigin } from './same-origin';
import { renderShopView } from './shop-view';

export const confirmationPathPrefix = '/ordre';
const blockedMessage = 'Noen varer i handlekurven kan ikke bestilles som de er. Endre dem i handlekurven først.';
const rejectedCodeMessage = (code: string) =>
  `Rabattkoden ${code} gjelder ikke lenger. Fjern den i handlekurven før du bestiller.`;

/** The form's fields as placeOrder names them. */
const orderFieldNames: Record<string, string> = {
  'invoiceInformation.name': 'name',
  'invoiceInformation.email': 'email',
  'invoiceInformation.phone': 'phone',
  'invoiceInformation.address': 'address',
  'invoiceInformation.postalCode': 'postcode',
  'invoiceInformation.city': 'city',
  'invoiceInformation.country': 'country',
};

const newIdempotencyKey = () => randomBytes(18).toString('base64url');

interface Offer {
  shipping: OfferedShipping[];
  providers: PaymentProviderName[];
}

/** The methods of the zone covering the address that the cart can have, each with its price as shown. */
function offeredShipping(
  found: Visit,
  methods: readonly ShippingMethod[],
  cart: { classes: string[]; total: number },
): { method: ShippingMethod; choice: ShippingChoice; shown: OfferedShipping }[] {
  const { settings } = found.site;
  const taxClasses = pricingTaxClasses(settings.taxClasses);
  return methods.flatMap((method) => {
    const price = shippingMethodPrice(method, cart);
    if (price === null) return [];
    const choice = { name: method.name, price, taxable: method.taxStatus === 'taxable' };
    // The engine prices the method alone, so its price shows as the summary will charge it.
    const priced = priceCart({
      lines: [],
      taxClasses,
      pricesIncludeTax: !settings.publishProductPriceExcludingTax,
      shipping: { price, taxable: choice.taxable },
    }).shipping;
    const shown = settings.displayCartPriceExcludingTax ? (priced?.net ?? price) : (priced?.gross ?? price);
    return [{ method, choice, shown: { name: method.name, price: shown } }];
  });
}

async function showCheckout(
  storefront: Storefront,
  found: Visit,
  request: FastifyRequest,
  reply: FastifyReply,
  cart: StoredCart,
  form: { values: CheckoutFormValues; fields: Record<string, string>; error: string | null },
  providers: PaymentProviders,
  status = 200,
) {
  const { db, config } = storefront;
  const { values } = form;
  const [loaded, methods] = await Promise.all([
    loadCartProducts(db, found.site, cart.lines, { discountCode: cart.discountCode }),
    zoneMethodsFor(db, found.site, { country: values.country, postcode: values.postcode }),
  ]);
  const enabled = offeredProviders(found.site.settings.paymentProviders, config.paymentProviders);
  let offer: Offer = { shipping: [], providers: [] };
  const view = priceStoredCart(found.site, cart.lines, loaded, cart.discountCode, (priced) => {
    const offered = offeredShipping(found, methods, priced);
    offer = { ...offer, shipping: offered.map((entry) => entry.shown) };
    const chosen =
      offered.find((entry) => entry.method.name === values.shippingMethod) ??
      offered.find((entry) => entry.method.default) ??
      offered[0];
    return chosen?.choice ?? null;
  });
  offer.providers = enabled.map((provider) => provider.name).filter((name) => providers.has(name));
  const html = await renderShopView(found.context, 'checkout', {
    title: checkoutTitle,
    path: checkoutPath,
    body: (
      <CheckoutPage
        view={view}
        values={values}
        fields={form.fields}
        error={
          view.blocked
            ? blockedMessage
            : (form.error ?? (view.rejectedCode ? rejectedCodeMessage(view.rejectedCode) : null))
        }
        shipping={offer.shipping}
        providers={offer.providers}
        phoneRequired={found.site.settings.phoneIsRequiredInCheckout}
        askForMarketingConsent={found.site.settings.askForMarketingConsent}
      />
    ),
  });
  return { view, offer, send: () => sendHtml(request, reply, config, found, 'private', status, html) };
}

const redirect = (reply: FastifyReply, location: string) =>
  reply.status(303).header('location', location).header('cache-control', 'no-store').send();

async function placeCheckoutOrder(
  storefront: Storefront,
  found: Visit,
  request: FastifyRequest,
  reply: FastifyReply,
  cart: StoredCart,
  values: CheckoutFormValues,
  providers: PaymentProviders,
) {
  const again = (fields: Record<string, string>, error: string | null, status: number) =>
    showCheckout(storefront, found, request, reply, cart, { values, fields, error }, providers, status).then((shown) =>
      shown.send(),
    );
  const checked = checkCheckoutForm(values, { phoneRequired: found.site.settings.phoneIsRequiredInCheckout });
  if (!checked.ok) return again(checked.fields, null, 400);
  const { form } = checked;
  // A line the cart shows as blocked is refused by the order's own checks (409); the page then says why.
  // A signed-in customer's order is theirs, whatever e-mail the form names.
  const signedIn = await findSignedInCustomer(storefront.db, found.site.id, request);
  try {
    const placed = await placeCheckout(storefront.db, storefront.config, {
      siteId: found.site.id,
      site: {
        displayName: found.site.displayName,
        taxClasses: found.site.settings.taxClasses,
        publishProductPriceExcludingTax: found.site.settings.publishProductPriceExcludingTax,
        paymentProviders: found.site.settings.paymentProviders,
        rules: await storefrontShopRules(storefront.db, found.site),
        receipt: await keptSite(storefront.db, {
          id: found.site.id,
          version: `${found.site.updatedAt.getTime()}|${found.site.renderedVersion}`,
        }),
      },
      customerId: signedIn?.id ?? null,
      providers,
      idempotencyKey: form.idempotencyKey,
      lines: cart.lines.map((line) => ({
        productId: line.product,
        variantId: line.variant,
        quantity: line.amount,
        customizations: line.customizations,
        booking: line.booking,
      })),
      invoiceInformation: {
        name: form.name,
        email: form.email,
        phone: form.phone,
        address: form.address,
        postalCode: form.postcode,
        city: form.city,
        country: form.country,
      },
      shippingMethod: form.shippingMethod || null,
      provider: form.provider,
      discountCode: cart.discountCode,
      returnUrlFor: (order) => `${found.context.origin}${confirmationPathPrefix}/${order.confirmationToken}`,
    });
    await countOrderGoals(storefront.db, request, found, placed.lines);
    const next = 'redirectUrl' in placed.next ? placed.next.redirectUrl : placed.next.confirmationUrl;
    // A form may only lead to this origin (`form-action 'self'`): another origin is reached by a page that moves on.
    if (!isOtherOrigin(next, found.context.origin)) return redirect(reply, next);
    return sendHtml(request, reply, storefront.config, found, 'private', 200, renderContinueToPayment(next));
  } catch (error) {
    if (!(error instanceof AppError) || (error.statusCode >= 500 && error.statusCode !== 502)) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields ?? {}).map(([path, message]) => [orderFieldNames[path] ?? path, message]),
    );
    return again(fields, error.message, error.statusCode === 502 ? 502 : error.statusCode);
  }
}

/** The order may reach the goal of an experiment the buyer is in; a failed count is logged, never the buyer's problem. */
async function countOrderGoals(db: Database, request: FastifyRequest, found: Visit, lines: PlacedCheckout['lines']) {
  await countOrderLineGoals(db, request, found.site, lines).catch((error: unknown) =>
    request.log.error({ err: error }, 'experiment order goal not counted'),
  );
}

export function checkoutResolver(storefront: Storefront): Resolver {
  const providers = createPaymentProviders({ db: storefront.db, config: storefront.config });
  return {
    async resolve(found, request, reply) {
      if (found.pathname !== checkoutPath || !found.site.hasEcommerce) return pass;
      const posted = request.method === 'POST';
      if (posted && !postedFromOwnOrigin(request, found)) return refuseForeignOrigin(reply);
      const cart = await findCart(storefront.db, found.site.id, request);
      if (!cart || cart.lines.length === 0) return redirect(reply, cartPath);
      const form = (posted && request.body && typeof request.body === 'object' ? request.body : {}) as Record<
        string,
        unknown
      >;
      const values = checkoutFormValues(form);
      if (!values.idempotencyKey) values.idempotencyKey = newIdempotencyKey();
      if (!posted) {
        // A signed-in customer finds their name, e-mail and phone filled in.
        const signedIn = await findSignedInCustomer(storefront.db, found.site.id, request);
        if (signedIn) {
          values.name ||= signedIn.name;
          values.email ||= signedIn.email;
          values.phone ||= signedIn.phone;
        }
      }
      if (!posted || form.action === 'refresh') {
        const shown = await showCheckout(
          storefront,
          found,
          request,
          reply,
          cart,
          { values, fields: {}, error: null },
          providers,
        );
        return shown.send();
      }
      return placeCheckoutOrder(storefront, found, request, reply, cart, values, providers);
    },
  };
}
