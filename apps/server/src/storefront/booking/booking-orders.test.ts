/**
 * Times bought with a product (issue 20 point 6): a product whose bookingService sells a service's
 * time is bought with a time chosen first; checkout takes the slot in the order's transaction, held
 * while a card payment runs, confirmed when the order goes through and released when it does not;
 * two buyers of the last place at once get one order.
 */
import {
  addCalendarDays,
  type BookingDetail,
  type BookingService,
  bookingServicePagePath,
  bookingTakenMessage,
  type Order,
  osloDay,
  osloInstant,
  type Product,
  storefrontBookingMessages,
  weekdayOf,
} from '@vev/shared';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { storefrontVisitor } from '../../../test/storefront-visitor';
import { bookings } from '../../modules/booking/schema';
import { cancelAbandonedOrder } from '../../modules/orders/abandon';
import { orders } from '../../modules/orders/schema';
import { createPaymentProviders } from '../../modules/payments/registry';
import { testcardPayments } from '../../modules/payments/testkort-schema';
import { mailOutbox } from '../../platform/mail/schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';
const origin = `http://${shop}`;
const { db } = server.database;

const api = async <T>(method: 'POST' | 'PATCH' | 'GET', path: string, payload?: object) => {
  const response = await server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: method === 'GET' ? { cookie: admin.cookie } : admin.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
};

let wednesday = addCalendarDays(osloDay(Date.now()), 10);
while (weekdayOf(wednesday) !== 'wednesday') wednesday = addCalendarDays(wednesday, 1);
const at = (day: string, minutes: number) => new Date(osloInstant(day, minutes)).toISOString();

const service = await api<BookingService>('POST', '/booking/services', {
  name: 'Sykkeltilpasning',
  price: 150_000,
  duration: 1,
  durationUnit: 'hour',
  requiredProductPurchase: true,
  availability: [{ day: 'wednesday', hours: ['10:00-13:00'] }],
});
const created = await api<Product>('POST', '/products', { name: 'Sykkeltilpasning, 1 time' });
const edited = await api<Product>('PATCH', `/products/${created._id}`, {
  version: created.version,
  status: 'active',
  price: {
    type: 'fixed',
    value: 150_000,
    compareAtValue: null,
    prefix: '',
    suffix: '',
    minPrice: null,
    maxPrice: null,
  },
  bookingService: service._id,
});
await api('POST', `/products/${created._id}/publish`, { version: edited.version });
const fitting = await api<Product>('GET', `/products/${created._id}`);

const visitor = () => storefrontVisitor(server, shop);

const buyer = {
  name: 'Kari Nordmann',
  email: 'kari.tilpasning@example.no',
  phone: '91234567',
  address: 'Storgata 1',
  postcode: '0155',
  city: 'Oslo',
  country: 'NO',
  shippingMethod: 'Hent i butikken',
};
const keyIn = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** A visitor with the product in the cart at this time, at the checkout's form. */
async function withTimeInCart(start: string) {
  const guest = visitor();
  const added = await guest.post('/handlekurv', { product: fitting._id, tid: start });
  expect(added.statusCode, added.body).toBe(303);
  const key = keyIn((await guest.view('/kasse')).body);
  return {
    guest,
    checkout: (provider: string, email = buyer.email) =>
      guest.post('/kasse', { ...buyer, email, provider, idempotencyKey: key }),
  };
}

const serviceBookings = () => api<BookingDetail[]>('GET', `/booking/bookings?service=${service._id}&limit=100`);
const orderOf = async (email: string) => {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.siteId, shopId), eq(orders.customerEmail, email)));
  return api<Order>('GET', `/orders/${row?.id}`);
};

describe('a time bought with a product', () => {
  it("the product page leads to its service's times; they go into the cart with the product", async () => {
    const page = await visitor().view(`/produkt/${fitting.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="/booking/${service._id}?produkt=${fitting._id}">Velg tid</a>`);
    expect(page.body).not.toContain('Legg i handlekurv</button>');

    const day = await visitor().view(`/booking/${service._id}?dato=${wednesday}&produkt=${fitting._id}`);
    expect(day.statusCode).toBe(200);
    expect(day.body).toContain('Tiden kjøpes som');
    expect(day.body).toContain('action="/handlekurv"');
    expect(day.body).toContain(`name="tid" value="${at(wednesday, 600)}"`);
    expect(day.body).toContain('Legg i handlekurven');
    expect(day.body).not.toContain('Bekreft booking');
    // Without the product, a service sold with one is not booked here.
    expect((await visitor().view(`/booking/${service._id}`)).body).toContain(storefrontBookingMessages.productRequired);

    const guest = visitor();
    const without = await guest.post('/handlekurv', { product: fitting._id });
    expect(without.statusCode).toBe(400);
    expect(without.body).toContain(storefrontBookingMessages.chooseTime);
    await guest.post('/handlekurv', { product: fitting._id, tid: at(wednesday, 600) });
    const cart = await guest.view('/handlekurv');
    expect(cart.body).toContain('Tid: onsdag');
    expect(cart.body).toContain('kl. 10:00');
    expect(cart.body).not.toContain('name="amount"');
    // Nothing is taken yet: the time is still free for others.
    expect(await serviceBookings()).toHaveLength(0);
  });

  it("/booking leads to the service's times in the product's name; with no product for sale it says why", async () => {
    const wanted = `${bookingServicePagePath(service._id)}?produkt=${encodeURIComponent(fitting._id)}`.replace(
      /&/g,
      '&amp;',
    );
    const listed = (await visitor().view('/booking')).body;
    expect(listed).toContain(`href="${wanted}"`);
    const unsold = await api<BookingService>('POST', '/booking/services', {
      name: 'Sykkelvask',
      price: 20_000,
      requiredProductPurchase: true,
    });
    const again = (await visitor().view('/booking')).body;
    expect(again).not.toContain(`href="${bookingServicePagePath(unsold._id)}`);
    expect(again).toContain('Denne tjenesten bestilles sammen med et kjøp i nettbutikken.');
    const removed = await server.inject({
      method: 'DELETE',
      url: `/api/sites/${shopId}/booking/services/${unsold._id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('Faktura: the order takes the time, confirmed at once, and the customer is told', async () => {
    const { guest, checkout } = await withTimeInCart(at(wednesday, 600));
    const placed = await checkout('faktura');
    expect(placed.statusCode, placed.body).toBe(303);
    // The confirmation names the time bought.
    const confirmation = await guest.view(new URL(placed.headers.location ?? '', origin).pathname);
    expect(confirmation.body).toContain('Tid: onsdag');
    expect(confirmation.body).toContain('kl. 10:00–11:00');
    const order = await orderOf(buyer.email);
    const [booking] = await serviceBookings();
    expect(booking).toMatchObject({ start: at(wednesday, 600), end: at(wednesday, 660), status: 'confirmed' });
    expect(booking?.name).toBe('Kari Nordmann');
    // Staff see which order bought it.
    const detail = await api<BookingDetail>('GET', `/booking/bookings/${booking?._id}`);
    expect(detail).toMatchObject({ order: order._id, orderNumber: order.orderNumber, status: 'confirmed' });
    // A bought time is not cancelled at its own address (the order's refund is staff's).
    const [own] = await db.select({ token: bookings.manageToken }).from(bookings).where(eq(bookings.id, detail._id));
    const refused = await visitor().post(`/booking/min/${own?.token}`, { handling: 'avbestill' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(storefrontBookingMessages.paid);
    expect(order.orderLines[0]?.booking).toEqual({
      _id: booking?._id,
      start: at(wednesday, 600),
      end: at(wednesday, 660),
      service: service._id,
    });
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, buyer.email), like(mailOutbox.subject, 'Bookingen din er bekreftet%')));
    expect(mail?.text).toContain('Sykkeltilpasning');
    // The time is gone for the next buyer.
    const day = await visitor().view(`/booking/${service._id}?dato=${wednesday}&produkt=${fitting._id}`);
    expect(day.body).not.toContain(`value="${at(wednesday, 600)}"`);
    const late = await visitor().post('/handlekurv', { product: fitting._id, tid: at(wednesday, 600) });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(bookingTakenMessage);
  });

  it('a card payment holds the time while it runs; paid, it is confirmed; abandoned, it is free again', async () => {
    const paying = await withTimeInCart(at(wednesday, 660));
    const placed = await paying.checkout('testkort', 'per.kort@example.no');
    expect(placed.statusCode, placed.body).toBe(200);
    const held = (await serviceBookings()).find((booking) => booking.start === at(wednesday, 660));
    expect(held?.status).toBe('held');
    const payAt = new URL(/content="0;url=([^"]+)"/.exec(placed.body)?.[1] ?? '');
    const [hosted] = await db
      .select({ returnUrl: testcardPayments.returnUrl })
      .from(testcardPayments)
      .where(and(eq(testcardPayments.siteId, shopId), eq(testcardPayments.id, payAt.pathname.split('/').pop() ?? '')));
    const paid = await server.inject({
      method: 'POST',
      url: payAt.pathname,
      headers: { host: payAt.host, origin: payAt.origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'pay',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      }).toString(),
    });
    expect(paid.statusCode).toBe(200);
    // Back at the confirmation before the webhook: the provider is asked, the order and its time confirmed.
    await paying.guest.view(new URL(hosted?.returnUrl ?? '').pathname);
    expect((await serviceBookings()).find((booking) => booking.start === at(wednesday, 660))?.status).toBe('confirmed');

    const leaving = await withTimeInCart(at(wednesday, 720));
    await leaving.checkout('testkort', 'ola.forlot@example.no');
    expect((await serviceBookings()).find((booking) => booking.start === at(wednesday, 720))?.status).toBe('held');
    const abandoned = await orderOf('ola.forlot@example.no');
    const providers = createPaymentProviders({ db, config: server.config });
    expect(await cancelAbandonedOrder(db, server.config, providers, { siteId: shopId, orderId: abandoned._id })).toBe(
      true,
    );
    const released = (await serviceBookings()).find((booking) => booking.start === at(wednesday, 720));
    expect(released?.status).toBe('cancelled');
    // A held time was never announced: no cancellation mail for it.
    const told = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ola.forlot@example.no'));
    expect(told.filter((mail) => mail.subject.startsWith('Bookingen din'))).toHaveLength(0);
    const free = await visitor().view(`/booking/${service._id}?dato=${wednesday}&produkt=${fitting._id}`);
    expect(free.body).toContain(`value="${at(wednesday, 720)}"`);
  });

  it('two buyers of the last place at once: one order, the other is told the time was just taken', async () => {
    const nextWeek = addCalendarDays(wednesday, 7);
    const first = await withTimeInCart(at(nextWeek, 600));
    const second = await withTimeInCart(at(nextWeek, 600));
    const answers = await Promise.all([
      first.checkout('faktura', 'forst@example.no'),
      second.checkout('faktura', 'sist@example.no'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.body).toContain(bookingTakenMessage);
    const taken = (await serviceBookings()).filter((booking) => booking.start === at(nextWeek, 600));
    expect(taken.map((booking) => booking.status)).toEqual(['confirmed']);
    // Either may win; the other's order is not written at all.
    const placed = await db
      .select({ email: orders.customerEmail })
      .from(orders)
      .where(inArray(orders.customerEmail, ['forst@example.no', 'sist@example.no']));
    expect(placed).toHaveLength(1);
  });

  it('staff cancelling the order free its time and tell the customer', async () => {
    const { checkout } = await withTimeInCart(at(addCalendarDays(wednesday, 14), 600));
    await checkout('faktura', 'avlyst@example.no');
    const order = await orderOf('avlyst@example.no');
    await api('PATCH', `/orders/${order._id}`, { status: 'canceled' });
    const booking = (await serviceBookings()).find((entry) => entry.email === 'avlyst@example.no');
    expect(booking?.status).toBe('cancelled');
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'avlyst@example.no'), like(mailOutbox.subject, 'Bookingen din er kansellert%')));
    expect(mail).toBeDefined();
  });
});
