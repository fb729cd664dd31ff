/**
 * GET stats/timeline and GET stats/commerce (spec 3 §2 'Dashboard', 'Reports', §3, §7, §8): the home
 * screen's business events with what each is about now, and the shop report's figures by Norwegian day.
 */
import type { AccessKey, AccessTokenResponse, CommerceReport, TimelineItem } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { rebuildOrderDays } from '../orders/order-days';
import { fakeCardProvider, orderFor, providersWith, publishedProduct } from '../orders/order-fixtures';
import { orders, refunds } from '../orders/schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('annen@example.no', { hjemmeside: 'admin' });
const otherSiteAdmin = await server.signIn('annen@example.no');
const providers = providersWith(fakeCardProvider());
const db = server.database.db;

const isSignedIn = (who: SignedIn | Record<string, string>): who is SignedIn => 'csrf' in who && 'headers' in who;
const get = (who: SignedIn | Record<string, string>, path: string, siteId = shopId) =>
  server.inject({
    method: 'GET',
    url: `/api/sites/${siteId}${path}`,
    headers: isSignedIn(who) ? { cookie: who.cookie } : who,
  });
const timeline = async (query = '') => {
  const response = await get(admin, `/stats/timeline${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TimelineItem[]>();
};
const commerce = async (query = '') => {
  const response = await get(admin, `/stats/commerce${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CommerceReport>();
};

const lamp = await publishedProduct(server, admin, shopId, { name: 'Statistikklampe', price: 50_000, stock: null });
const mug = await publishedProduct(server, admin, shopId, { name: 'Statistikkrus', price: 10_000, stock: null });
const first = await orderFor(server, shopId, providers, { productId: lamp._id, quantity: 2 });
const second = await orderFor(server, shopId, providers, { productId: mug._id, quantity: 3 });

describe('GET stats/timeline', () => {
  it('lists the business events newest first, each linking to what it is about', async () => {
    const items = await timeline();
    expect(items[0]).toEqual({
      _id: expect.any(String),
      type: 'createdOrder',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      user: null,
      title: `Ordre ${second.order.orderNumber}`,
      link: `/butikk/ordrer/${second.order._id}`,
      gone: false,
      message: null,
    });
    expect(items.find((item) => item.type === 'publishedProduct' && item.title === 'Statistikkrus')).toMatchObject({
      link: `/butikk/produkter/${mug._id}`,
      user: { name: 'Ada Administrator' },
      gone: false,
    });
    const all = await timeline('?limit=100');
    expect(all.at(-1)).toMatchObject({ type: 'createdSite', title: 'Demo Butikk', link: '/innstillinger/nettsted' });
    expect(all.some((item) => item.type === 'publishedPage' && item.link?.startsWith('/innhold/'))).toBe(true);
  });

  it('takes the kinds as a comma-joined list, and refuses an unknown kind', async () => {
    const items = await timeline('?type=createdOrder,createdSite&limit=100');
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['createdOrder', 'createdSite']));
    expect((await get(admin, '/stats/timeline?type=createdOrder,tull')).statusCode).toBe(400);
  });

  it('pages by the last item shown; another site’s item starts nowhere', async () => {
    const [newest, next] = await timeline('?limit=2');
    expect(await timeline(`?limit=1&before=${newest?._id}`)).toEqual([next]);
    const [homeItem] = await (await get(otherSiteAdmin, '/stats/timeline?limit=1', homeId)).json<TimelineItem[]>();
    expect(await timeline(`?before=${homeItem?._id}`)).toEqual([]);
  });

  it('an item whose target is gone says so, with no link, in one answer for the whole page', async () => {
    const gone = await publishedProduct(server, admin, shopId, { name: 'Borte', price: 100, stock: null });
    const removed = await server.inject({
      method: 'DELETE',
      url: `/api/sites/${shopId}/products/${gone._id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    await db.delete(orders).where(and(eq(orders.siteId, shopId), eq(orders.id, first.order._id)));
    // Written past the order calls: the shop report's aggregate is rebuilt from the orders.
    await rebuildOrderDays(db, shopId);
    const items = await timeline('?limit=100');
    expect(items.find((item) => item.title === 'Borte')).toMatchObject({ gone: true, link: null });
    expect(items.find((item) => item.title === `Ordre ${first.order.orderNumber}`)).toMatchObject({
      gone: true,
      link: null,
    });
  });
});

describe('GET stats/commerce', () => {
  it('counts today’s orders, revenue, average order value and the most sold products', async () => {
    const third = await orderFor(server, shopId, providers, { productId: lamp._id, quantity: 1 });
    const report = await commerce();
    expect(report.period).toBe('day');
    expect(report.ordersByPeriod).toHaveLength(30);
    const revenue = second.order.total + third.order.total;
    expect(report.totals).toEqual({ orders: 2, revenue, averageOrderValue: Math.round(revenue / 2), refunded: 0 });
    expect(report.ordersByPeriod.at(-1)).toEqual({ period: report.toDate, orders: 2, revenue, refunded: 0 });
    expect(report.ordersByProduct).toEqual([
      { _id: { sku: expect.any(String), name: 'Statistikkrus' }, count: 3 },
      { _id: { sku: expect.any(String), name: 'Statistikklampe' }, count: 1 },
    ]);
  });

  it('leaves out cancelled orders and counts refunds of the orders in the range', async () => {
    const cancelled = await orderFor(server, shopId, providers, { productId: mug._id });
    await db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, cancelled.order._id));
    const payment = second.order.payments[0];
    await db.insert(refunds).values({
      siteId: shopId,
      id: 'refund-stats',
      orderId: second.order._id,
      paymentId: payment?._id ?? '',
      total: 10_000,
      items: [],
    });
    await db.update(orders).set({ paymentStatus: 'partiallyRefunded' }).where(eq(orders.id, second.order._id));
    await rebuildOrderDays(db, shopId);
    const report = await commerce();
    expect(report.totals.orders).toBe(2);
    expect(report.totals.refunded).toBe(10_000);
  });

  it('buckets by the Norwegian day across summer time, by week and month for longer ranges', async () => {
    // 22:30 UTC on 30 June is half past midnight on 1 July in Oslo (summer time, UTC+2).
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-06-30T22:30:00Z') })
      .where(eq(orders.id, second.order._id));
    await rebuildOrderDays(db, shopId);
    expect((await commerce('?fromDate=2026-06-30&toDate=2026-06-30')).totals.orders).toBe(0);
    const july = await commerce('?fromDate=2026-07-01&toDate=2026-07-01');
    expect(july.ordersByPeriod).toEqual([
      { period: '2026-07-01', orders: 1, revenue: second.order.total, refunded: 10_000 },
    ]);
    const quarter = await commerce('?fromDate=2026-06-01&toDate=2026-08-31');
    expect(quarter.period).toBe('week');
    expect(quarter.ordersByPeriod.find((row) => row.orders > 0)?.period).toBe('2026-06-29');
    const year = await commerce('?fromDate=2026-01-01&toDate=2026-12-31');
    expect(year.period).toBe('month');
    expect(year.ordersByPeriod.map((row) => row.period)).toContain('2026-07-01');
  });

  it('refuses a malformed or reversed range with a Norwegian message', async () => {
    expect((await get(admin, '/stats/commerce?fromDate=2026-02-30')).statusCode).toBe(400);
    const reversed = await get(admin, '/stats/commerce?fromDate=2026-03-02&toDate=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/før/);
  });

  it('is only there for a site with e-commerce', async () => {
    const response = await get(otherSiteAdmin, '/stats/commerce', homeId);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Nettstedet har ikke nettbutikk.');
  });
});

describe('who reads the statistics', () => {
  it('every member reads them; another site’s member gets 404', async () => {
    for (const path of ['/stats/timeline', '/stats/commerce']) {
      expect((await get(reader, path)).statusCode).toBe(200);
      expect((await get(otherSiteAdmin, path)).statusCode).toBe(404);
    }
  });

  it('an access key reads them with read:reports and with no other scope', async () => {
    const headersFor = async (scopes: string[]) => {
      const key = (
        await server.inject({
          method: 'POST',
          url: `/api/sites/${shopId}/client-credentials`,
          headers: admin.headers,
          payload: { label: `Rapport ${scopes.join()}`, scopes },
        })
      ).json<AccessKey>();
      const issued = await server.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { 'content-type': 'application/json' },
        payload: { grant_type: 'client_credentials', client_id: key.clientId, client_secret: key.clientSecret },
      });
      return { authorization: `Bearer ${issued.json<AccessTokenResponse>().access_token}` };
    };
    const reports = await headersFor(['read:reports']);
    const orderReader = await headersFor(['read:order', 'read:content']);
    for (const path of ['/stats/timeline', '/stats/commerce']) {
      expect((await get(reports, path)).statusCode).toBe(200);
      expect((await get(orderReader, path)).statusCode).toBe(403);
    }
  });
});
