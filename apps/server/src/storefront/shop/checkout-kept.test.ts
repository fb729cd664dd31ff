/**
 * What the storefront keeps for checkout (the shop's zones and automatic discounts, the site as its
 * receipt shows it) while the site's version stands: every order is still priced and sent as the
 * shop is now.
 */
import type { ShippingZone } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cartKit, fixedPrice } from '../../../test/cart-kit';
import { startTestServer } from '../../../test/harness';
import { storefrontVisitor } from '../../../test/storefront-visitor';
import { orders } from '../../modules/orders/schema';
import { mailOutbox } from '../../platform/mail/schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';

const { api, publishedProduct } = cartKit(server, { siteId: shopId, admin, host: shop, addresses: '198.51.100.' });
const bell = await publishedProduct('Ringeklokke Pris', { price: fixedPrice(50_000) });

const visitor = () => storefrontVisitor(server, shop);
const keyIn = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? '';
const details = {
  name: 'Kari Nordmann',
  email: 'kari@eksempel.no',
  phone: '',
  address: 'Storgata 1',
  postcode: '0155',
  city: 'Oslo',
  country: 'NO',
  shippingMethod: 'Hjemlevering',
  provider: 'faktura',
};

describe('what the storefront keeps for checkout', () => {
  it('prices each order with the shipping and automatic discounts as they are now, though the storefront keeps them', async () => {
    const totalOf = async (location: string) => {
      const token = new URL(location).pathname.split('/').pop() ?? '';
      const [row] = await server.database.db
        .select({ total: orders.total })
        .from(orders)
        .where(and(eq(orders.siteId, shopId), eq(orders.confirmationToken, token)));
      return row?.total;
    };
    const buy = async () => {
      const buyer = visitor();
      await buyer.post('/handlekurv', { product: bell._id, amount: '1' });
      // The cart's estimate is the checkout's shipping: both from what the storefront keeps.
      const cart = (await buyer.view('/handlekurv')).body;
      expect(cart).toContain('Frakt (estimat) (Hjemlevering)');
      estimates.push(/Frakt \(estimat\) \(Hjemlevering\)<\/dt><dd>([^<]+)</.exec(cart)?.[1]?.replace(/\s/g, ' '));
      const placed = await buyer.post('/kasse', {
        ...details,
        idempotencyKey: keyIn((await buyer.view('/kasse')).body),
      });
      expect(placed.statusCode, placed.body).toBe(303);
      return totalOf(placed.headers.location as string);
    };
    const estimates: (string | undefined)[] = [];
    // 500 kr and 149 kr shipping; the shop's rules are kept from here on.
    expect(await buy()).toBe(64_900);

    const [zone] = await api<ShippingZone[]>('GET', '/shipping/zones');
    await api('PATCH', `/shipping/zones/${zone?._id}`, {
      methods: zone?.methods.map((method) => (method.name === 'Hjemlevering' ? { ...method, cost: 9_900 } : method)),
    });
    expect(await buy()).toBe(59_900);

    const sale = await api<{ _id: string }>('POST', '/discounts', {
      name: 'Setesalg',
      active: true,
      startDate: '2026-01-01T00:00:00.000Z',
      offerValue: 10,
      appliesTo: 'products',
      appliesToValues: [bell._id],
    });
    // 500 kr less 10 %, and 99 kr shipping.
    expect(await buy()).toBe(54_900);
    await api('PATCH', `/discounts/${sale._id}`, { active: false });
    await api('PATCH', `/shipping/zones/${zone?._id}`, { methods: zone?.methods });
    expect(await buy()).toBe(64_900);
    expect(estimates).toEqual(['149,00 kr', '99,00 kr', '99,00 kr', '149,00 kr']);
  });

  it("sends each Faktura receipt with the site's receipt text as it is now, though the storefront keeps the site", async () => {
    const receiptTo = async (email: string, text: string) => {
      const buyer = visitor();
      await buyer.post('/handlekurv', { product: bell._id, amount: '1' });
      const form = (await buyer.view('/kasse')).body;
      const placed = await buyer.post('/kasse', { ...details, email, idempotencyKey: keyIn(form) });
      expect(placed.statusCode, placed.body).toBe(303);
      const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(mail?.text).toContain(text);
    };
    const receiptText = (text: string) =>
      api('PATCH', '/site', {
        emailTexts: { orderReceipt: JSON.stringify({ blocks: [{ key: 'a', text, type: 'unstyled' }], entityMap: {} }) },
      });
    await receiptText('Hei {navn}, takk for handelen!');
    await receiptTo('forste.kvittering@eksempel.no', 'Hei Kari Nordmann, takk for handelen!');
    await receiptText('Hei {navn}, pakken kommer snart.');
    await receiptTo('andre.kvittering@eksempel.no', 'Hei Kari Nordmann, pakken kommer snart.');
  });
});
