/**
 * `/handlekurv` on a shop's host. GET shows the visitor's cart priced now; POST (a form of the same
 * origin) adds a product from its page, changes a line's amount, removes a line, keeps a discount code
 * that unlocks a discount or removes it, then sends the visitor back (303) to the cart with a message.
 * A refused change (sold out, too many, a customization missing, a code that unlocks nothing) shows the
 * cart unchanged with the reason.
 */
import {
  type CartBooking,
  type CartCustomization,
  cartLimits,
  cartMessages,
  checkCustomizations,
  discountForCode,
  parseCartAmount,
  type StoredCartLine,
  sameCartChoice,
  storefrontBookingMessages,
} from '@vev/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { discountsForPricing } from '../../modules/discounts/service';
import { newId } from '../../platform/ids';
import { cartBookingFor, productBookingPath, soldService } from '../booking/booking-cart';
import { pass, type Resolver, type Storefront, sendHtml, type Visit } from '../resolvers/resolver';
import { type CartNotice, CartPage, cartPath, cartTitle } from './cart-page';
import {
  type CartProducts,
  loadCartProducts,
  priceStoredCart,
  shippingChoice,
  shippingEstimateMethod,
} from './cart-pricing';
import { cartCreationWait, findCart, type StoredCart, saveCart, tooManyCartsMessage } from './cart-store';
import { postedFromOwnOrigin, refuseForeignOrigin } from './same-origin';
import { renderShopView } from './shop-view';

/** The messages a redirect back to the cart may name (`?melding=…`); nothing the visitor types is shown. */
const flashMessages: Record<string, string> = {
  'lagt-til': cartMessages.added,
  oppdatert: cartMessages.updated,
  fjernet: cartMessages.removed,
  rabattkode: 'Rabattkoden er lagt til.',
  'rabattkode-fjernet': 'Rabattkoden er fjernet.',
};

type Form = Record<string, unknown>;
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What the product form sends as `custom[key]`. */
function customValuesOf(form: Form): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    const key = /^custom\[([a-z0-9_-]{1,60})\]$/.exec(name)?.[1];
    if (key) values[key] = textOf(Array.isArray(value) ? value[0] : value);
  }
  return values;
}

/** The cart page, priced now, with a message or a refusal. */
async function showCart(
  { db, config }: Storefront,
  found: Visit,
  request: FastifyRequest,
  reply: FastifyReply,
  cart: StoredCart | null,
  notice: CartNotice,
  status = 200,
) {
  const lines = cart?.lines ?? [];
  const [loaded, method] = await Promise.all([
    loadCartProducts(db, found.site, lines, { discountCode: cart?.discountCode ?? null }),
    lines.length ? shippingEstimateMethod(db, found.site) : null,
  ]);
  const view = priceStoredCart(found.site, lines, loaded, cart?.discountCode ?? null, (priced) =>
    shippingChoice(method, priced),
  );
  const html = await renderShopView(found.context, 'cart', {
    title: cartTitle,
    path: cartPath,
    body: <CartPage view={view} notice={notice} />,
  });
  return sendHtml(request, reply, config, found, 'private', status, html);
}

const backToCart = (reply: FastifyReply, flash: string) =>
  reply.status(303).header('location', `${cartPath}?melding=${flash}`).header('cache-control', 'no-store').send();

/** The cart's lines with this one added (to a line of the same choice, if there is one). */
function withAdded(lines: readonly StoredCartLine[], added: Omit<StoredCartLine, 'id'>): StoredCartLine[] {
  const same = lines.find((line) => sameCartChoice(line, added));
  if (same) {
    return lines.map((line) =>
      line === same ? { ...line, amount: Math.min(line.amount + added.amount, cartLimits.amount) } : line,
    );
  }
  return [...lines, { id: newId(), ...added }];
}

/** Why the changed line cannot stay as it is, from the cart priced with it; null when it can. */
function problemOf(found: Visit, lines: StoredCartLine[], loaded: CartProducts, id: string) {
  const view = priceStoredCart(found.site, lines, loaded, null, () => null);
  return view.lines.find((line) => line.id === id)?.problem ?? null;
}

async function addToCart(
  storefront: Storefront,
  found: Visit,
  request: FastifyRequest,
  reply: FastifyReply,
  cart: StoredCart | null,
  form: Form,
) {
  const productId = textOf(form.product).slice(0, 40);
  const variant = textOf(form.variant).slice(0, 40) || null;
  const amount = form.amount === undefined ? 1 : parseCartAmount(form.amount);
  const refuse = (error: string, status: number, back: string | null = null) =>
    showCart(storefront, found, request, reply, cart, { error, back }, status);
  if (!productId) return refuse(cartMessages.productGone, 400);
  const wait = cart ? 0 : await cartCreationWait(storefront.db, found.site.id, request);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    return refuse(tooManyCartsMessage, 429);
  }
  const lines = cart?.lines ?? [];
  const loaded = await loadCartProducts(storefront.db, found.site, [
    ...lines,
    { id: 'new', product: productId, variant, amount: 1, customizations: [], booking: null },
  ]);
  const product = loaded.products.get(productId);
  if (!product) return refuse(cartMessages.productGone, 404);
  if (amount === null) return refuse(cartMessages.amount, 400, product.path);
  const checked = checkCustomizations(product.document.customizeOptions ?? [], customValuesOf(form));
  const firstProblem = Object.values(checked.problems)[0];
  if (firstProblem) return refuse(firstProblem, 400, product.path);
  const customizations: CartCustomization[] = checked.values;
  // A product that sells a service's time comes with a free time, one place per line.
  const service = soldService(found.site, product.document);
  let booking: CartBooking | null = null;
  if (service) {
    const back = productBookingPath(service, productId);
    if (!textOf(form.tid)) return refuse(storefrontBookingMessages.chooseTime, 400, back);
    const chosen = await cartBookingFor(
      storefront.db,
      found.site.id,
      { bookingService: service, bookingDurationAdjustment: product.document.bookingDurationAdjustment },
      textOf(form.tid).slice(0, 100),
    );
    if ('error' in chosen) return refuse(chosen.error, 409, back);
    booking = chosen.booking;
  }
  const next = withAdded(lines, { product: productId, variant, amount: booking ? 1 : amount, customizations, booking });
  if (next.length > cartLimits.lines) return refuse(cartMessages.tooManyLines, 409, product.path);
  const added = booking
    ? next.at(-1)
    : next.find((line) => sameCartChoice(line, { product: productId, variant, customizations, booking: null }));
  const problem = added ? problemOf(found, next, loaded, added.id) : cartMessages.productGone;
  if (problem) return refuse(problem, 409, product.path);
  await saveCart(
    storefront.db,
    found.site.id,
    cart,
    { lines: next, discountCode: cart?.discountCode ?? null },
    request,
    reply,
  );
  return backToCart(reply, 'lagt-til');
}

async function changeAmount(
  storefront: Storefront,
  found: Visit,
  request: FastifyRequest,
  reply: FastifyReply,
  cart: StoredCart | null,
  form: Form,
) {
  const id = textOf(form.line);
  const line = cart?.lines.find((entry) => entry.id === id);
  if (!cart || !line) return showCart(storefront, found, request, reply, cart, { error: cartMessages.lineGone }, 404);
  const amount = parseCartAmount(form.amount);
  if (amount === null) return showCart(storefront, found, request, reply, cart, { error: cartMessages.amount }, 400);
  if (line.booking && amount !== 1)
    return showCart(storefront, found, request, reply, cart, { error: cartMessages.oneTime }, 409);
  const next = cart.lines.map((entry) => (entry === line ? { ...entry, amount } : entry));
  if (amount > line.amount) {
    const loaded = await loadCartProducts(storefront.db, found.site, next);
    const problem = problemOf(found, next, loaded, id);
    if (problem) return showCart(storefront, found, request, reply, cart, { error: problem }, 409);
  }
  await saveCart(storefront.db, found.site.id, cart, { lines: next, discountCode: cart.discountCode }, request, reply);
  return backToCart(reply, 'oppdatert');
}

/**
 * Keeps a code that unlocks a discount now (as the discount stores it, upper case); one that unlocks
 * nothing is not kept, and the cart shows it as typed with 'Rabattkoden finnes ikke'.
 */
async function applyCode(
  storefront: Storefront,
  found: Visit,
  request: FastifyRequest,
  reply: FastifyReply,
  cart: StoredCart,
  form: Form,
) {
  const { db } = storefront;
  const typed = textOf(form.code).trim().slice(0, 50);
  const unlocked = typed
    ? discountForCode(await discountsForPricing(db, found.site.id, typed), typed, new Date())
    : null;
  if (!unlocked) {
    const kept = { ...cart, discountCode: null };
    if (cart.discountCode) await saveCart(db, found.site.id, cart, kept, request, reply);
    const notice = { code: { typed, error: cartMessages.discountUnknown } };
    return showCart(storefront, found, request, reply, kept, notice, 400);
  }
  const change = { lines: cart.lines, discountCode: unlocked.code.code };
  await saveCart(db, found.site.id, cart, change, request, reply);
  return backToCart(reply, 'rabattkode');
}

export function cartResolver(storefront: Storefront): Resolver {
  return {
    async resolve(found, request, reply) {
      if (found.pathname !== cartPath || !found.site.hasEcommerce) return pass;
      const { db } = storefront;
      const cart = await findCart(db, found.site.id, request);
      if (request.method !== 'POST') {
        const message = flashMessages[found.query.get('melding') ?? ''] ?? null;
        return showCart(storefront, found, request, reply, cart, { message });
      }
      if (!postedFromOwnOrigin(request, found)) return refuseForeignOrigin(reply);
      const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Form;
      const action = textOf(form.action) || (form.product !== undefined ? 'add' : '');
      if (action === 'add') return addToCart(storefront, found, request, reply, cart, form);
      if (action === 'update') return changeAmount(storefront, found, request, reply, cart, form);
      if (action === 'remove') {
        if (cart) {
          const lines = cart.lines.filter((line) => line.id !== textOf(form.line));
          await saveCart(db, found.site.id, cart, { lines, discountCode: cart.discountCode }, request, reply);
        }
        return backToCart(reply, 'fjernet');
      }
      if (action === 'discount') {
        // A code alone makes no cart: carts are made by adding something.
        if (!cart) return showCart(storefront, found, request, reply, null, { error: cartMessages.empty }, 400);
        return applyCode(storefront, found, request, reply, cart, form);
      }
      if (action === 'removeDiscount') {
        if (cart) await saveCart(db, found.site.id, cart, { lines: cart.lines, discountCode: null }, request, reply);
        return backToCart(reply, 'rabattkode-fjernet');
      }
      return showCart(storefront, found, request, reply, cart, { error: 'Ukjent handling.' }, 400);
    },
  };
}
