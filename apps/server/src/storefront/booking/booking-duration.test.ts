/**
 * A product's `bookingDurationAdjustment` (issue 20 point 6): the time it sells lasts the service's
 * duration with the adjustment, in the times offered for the product, in the cart's check, in the
 * booking checkout holds, and when staff move that booking.
 */
import {
  addCalendarDays,
  type BookingDetail,
  type BookingService,
  bookingTakenMessage,
  type Order,
  osloDay,
  osloInstant,
  type Product,
  weekdayOf,
} from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { storefrontVisitor } from '../../../test/storefront-visitor';
import { orders } from '../../modules/orders/schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';

const send = (method: 'POST' | 'PATCH' | 'GET', path: string, payload?: object) =>
  server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: method === 'GET' ? { cookie: admin.cookie } : admin.headers,
    ...(payload ? { payload } : {}),
  });
const api = async <T>(method: 'POST' | 'PATCH' | 'GET', path: string, payload?: object) => {
  const response = await send(method, path, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
};

let wednesday = addCalendarDays(osloDay(Date.now()), 10);
while (weekdayOf(wednesday) !== 'wednesday') wednesday = addCalendarDays(wednesday, 1);
const at = (minutes: number) => new Date(osloInstant(wednesday, minutes)).toISOString();

// One hour, open 10:00–13:00: 10:00, 11:00 and 12:00 on their own; the product's time lasts 90 minutes.
const service = await api<BookingService>('POST', '/booking/services', {
  name: 'Bremseservice',
  price: 90_000,
  duration: 1,
  durationUnit: 'hour',
  requiredProductPurchase: true,
  availability: [{ day: 'wednesday', hours: ['10:00-13:00'] }],
});
const created = await api<Product>('POST', '/products', { name: 'Bremseservice med lufting' });
const edited = await api<Product>('PATCH', `/products/${created._id}`, {
  version: created.version,
  status: 'active',
  price: {
    type: 'fixed',
    value: 120_000,
    compareAtValue: null,
    prefix: '',
    suffix: '',
    minPrice: null,
    maxPrice: null,
  },
  bookingService: service._id,
  bookingDurationAdjustment: 30,
});
await api('POST', `/products/${created._id}/publish`, { version: edited.version });
const product = await api<Product>('GET', `/products/${created._id}`);

const visitor = () => storefrontVisitor(server, shop);

const buyer = {
  name: 'Ola Nordmann',
  email: 'ola.brems@example.no',
  phone: '91234567',
  address: 'Storgata 1',
  postcode: '0155',
  city: 'Oslo',
  country: 'NO',
  shippingMethod: 'Hent i butikken',
  provider: 'faktura',
};
const productDay = `/booking/${service._id}?dato=${wednesday}&produkt=${product._id}`;
const serviceBookings = () => api<BookingDetail[]>('GET', `/booking/bookings?service=${service._id}&limit=100`);

describe("a product's duration adjustment", () => {
  it('offers only the times that fit the longer duration, and the cart refuses one that does not', async () => {
    const day = await visitor().view(productDay);
    expect(day.statusCode).toBe(200);
    expect(day.body).toContain(`name="tid" value="${at(600)}"`);
    expect(day.body).toContain(`name="tid" value="${at(660)}"`);
    // 12:00 has 60 minutes left before closing: enough for the service, not for the product's 90.
    expect(day.body).not.toContain(`value="${at(720)}"`);
    const plain = await api<{ start: string }[]>(
      'GET',
      `/booking/services/${service._id}/availability?start=${encodeURIComponent(at(0))}&end=${encodeURIComponent(at(24 * 60))}`,
    );
    expect(plain.map((slot) => slot.start)).toContain(at(720));

    const refused = await visitor().post('/handlekurv', { product: product._id, tid: at(720) });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(bookingTakenMessage);
  });

  it('checkout holds the booking for 90 minutes, and its length counts against the next times', async () => {
    const guest = visitor();
    expect((await guest.post('/handlekurv', { product: product._id, tid: at(660) })).statusCode).toBe(303);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec((await guest.view('/kasse')).body)?.[1] ?? '';
    const placed = await guest.post('/kasse', { ...buyer, idempotencyKey: key });
    expect(placed.statusCode, placed.body).toBe(303);

    const [booking] = await serviceBookings();
    expect(booking).toMatchObject({ start: at(660), end: at(750), status: 'confirmed' });
    const [row] = await server.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.siteId, shopId), eq(orders.customerEmail, buyer.email)));
    const order = await api<Order>('GET', `/orders/${row?.id}`);
    expect(order.orderLines[0]?.booking).toMatchObject({ start: at(660), end: at(750) });

    // The booking runs until 12:30: a plain hour at 12:00 is taken by it too.
    const plain = await api<{ start: string }[]>(
      'GET',
      `/booking/services/${service._id}/availability?start=${encodeURIComponent(at(0))}&end=${encodeURIComponent(at(24 * 60))}`,
    );
    expect(plain.map((slot) => slot.start)).toEqual([at(600)]);
  });

  it('staff moving a bought time keep its length', async () => {
    const [booking] = await serviceBookings();
    const moved = await send('PATCH', `/booking/bookings/${booking?._id}`, { start: at(600) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<BookingDetail>()).toMatchObject({ start: at(600), end: at(690) });
  });
});
