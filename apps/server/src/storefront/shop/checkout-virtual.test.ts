/**
 * A cart of virtual products only (a gift card, a booked time): nothing is sent, so the cart, the
 * checkout and the order have no shipping, and the total the buyer is shown is the total charged.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { storefrontVisitor } from '../../../test/storefront-visitor';
import { orders } from '../../modules/orders/schema';
import { products } from '../../modules/products/schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const shop = 'demobutikk.localhost:3000';
const money = (text: string) => text.replace(/ /g, '\u00a0');
const [giftCard] = await server.database.db
  .select({ id: products.id })
  .from(products)
  .where(and(eq(products.siteId, shopId), eq(products.sku, 'DB-GK-500')));

const visitor = () => storefrontVisitor(server, shop);

describe('a cart of virtual products only', () => {
  it('has no shipping in the cart, at checkout or in the order, and charges what it showed', async () => {
    expect(giftCard).toBeDefined();
    const buyer = visitor();
    expect((await buyer.post('/handlekurv', { product: giftCard?.id ?? '', amount: '1' })).statusCode).toBe(303);
    const cart = (await buyer.view('/handlekurv')).body;
    expect(cart).toContain('Gavekort 500 kr');
    expect(cart).not.toContain('Frakt (estimat)');

    const form = (await buyer.view('/kasse')).body;
    expect(form).not.toContain('<legend>Frakt</legend>');
    expect(form).not.toContain('Oppdater fraktvalg');
    expect(form).toContain(money('500,00 kr'));
    expect(form).not.toContain(money('649,00 kr'));

    const idempotencyKey = /name="idempotencyKey" value="([^"]+)"/.exec(form)?.[1] ?? '';
    const placed = await buyer.post('/kasse', {
      name: 'Kari Nordmann',
      email: 'kari.gavekort@example.no',
      phone: '',
      address: 'Storgata 1',
      postcode: '0155',
      city: 'Oslo',
      country: 'NO',
      provider: 'faktura',
      idempotencyKey,
    });
    expect(placed.statusCode, placed.body).toBe(303);
    const token = new URL(placed.headers.location as string).pathname.split('/').pop() ?? '';
    const [order] = await server.database.db
      .select({ total: orders.total, shippingLines: orders.shippingLines })
      .from(orders)
      .where(and(eq(orders.siteId, shopId), eq(orders.confirmationToken, token)));
    expect(order).toEqual({ total: 50_000, shippingLines: [] });
    const confirmation = (await buyer.view(`/ordre/${token}`)).body;
    expect(confirmation).toContain(money('500,00 kr'));
    expect(confirmation).not.toContain('Frakt:');
  });
});
