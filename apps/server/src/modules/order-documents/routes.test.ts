/** GET orders/{id}/invoice.pdf and packing-slip.pdf: readers download them; another site's order is 404. */
import { kidNumber } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import { fakeCardProvider, orderFor, providersWith, publishedProduct } from '../orders/order-fixtures';
import { orders } from '../orders/schema';
import { draftHasNoDocuments } from './documents';

const server = await startTestServer();
afterAll(() => server.close());
const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('bare-hjemmeside@example.no', { hjemmeside: 'admin' });
const otherSiteAdmin = await server.signIn('bare-hjemmeside@example.no');
const providers = providersWith(fakeCardProvider());

const saved = await server.inject({
  method: 'PATCH',
  url: `/api/sites/${shopId}/payment-providers/faktura/settings`,
  headers: admin.headers,
  payload: {
    settings: {
      companyName: 'Demo Butikk AS',
      organizationNumber: '923609016',
      accountNumber: '12345678903',
      dueDays: 10,
      address: 'Storgata 1',
      postalCode: '0155',
      city: 'Oslo',
      email: 'faktura@demobutikk.no',
    },
  },
});
expect(saved.statusCode, saved.body).toBe(200);

const helmet = await publishedProduct(server, admin, shopId, { name: 'Hjelm Dokument', price: 129_900, stock: 10 });
const placed = await orderFor(server, shopId, providers, { productId: helmet._id, quantity: 2 });
const { order } = placed;
const orderNumber = order.orderNumber as number;
const url = (path: string, id = order._id, siteId = shopId) => `/api/sites/${siteId}/orders/${id}/${path}`;

describe('GET orders/{id}/invoice.pdf', () => {
  it("a reader downloads the invoice: a PDF with the seller's org number, the KID and the total", async () => {
    const response = await server.inject({
      method: 'GET',
      url: url('invoice.pdf'),
      headers: { cookie: reader.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="faktura-${orderNumber}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = pdfText(response.rawPayload).split('\n');
    expect(lines).toContain('Faktura');
    expect(lines).toContain('Demo Butikk AS');
    expect(lines).toContain('Org.nr. 923 609 016 MVA');
    expect(lines).toContain('1234 56 78903');
    expect(lines).toContain(kidNumber(orderNumber));
    expect(lines).toContain('Kari Nordmann');
    expect(lines).toContain('Hjelm Dokument');
    const total = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2 }).format(order.total / 100);
    expect(lines).toContain(`${total.replace(/\s/g, ' ')} kr`);
    expect(lines).toContain('Å betale');
  });

  it("another site's user gets 404, and so does an order the site does not have", async () => {
    const other = await server.siteId('hjemmeside');
    const foreign = await server.inject({
      method: 'GET',
      url: url('invoice.pdf'),
      headers: { cookie: otherSiteAdmin.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    const viaOwnSite = await server.inject({
      method: 'GET',
      url: url('invoice.pdf', order._id, other),
      headers: { cookie: otherSiteAdmin.cookie },
    });
    expect(viaOwnSite.statusCode).toBe(404);
    expect(viaOwnSite.json().message).toBe('Fant ikke ordren.');
    const missing = await server.inject({
      method: 'GET',
      url: url('invoice.pdf', 'no-such-order'),
      headers: { cookie: reader.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('without a session it is 401', async () => {
    expect((await server.inject({ method: 'GET', url: url('invoice.pdf') })).statusCode).toBe(401);
  });
});

describe('GET orders/{id}/packing-slip.pdf', () => {
  it('a reader downloads the packing slip: the order number, the address and the lines without prices', async () => {
    const response = await server.inject({
      method: 'GET',
      url: url('packing-slip.pdf'),
      headers: { cookie: reader.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="pakkseddel-${orderNumber}.pdf"`);
    const text = pdfText(response.rawPayload);
    const lines = text.split('\n');
    expect(lines).toContain('Pakkseddel');
    expect(lines).toContain(String(orderNumber));
    expect(lines).toContain('Storgata 1');
    expect(lines).toContain('0155 Oslo');
    expect(lines).toContain('Hjelm Dokument');
    expect(lines).toContain('2 varer i alt');
    expect(text).not.toMatch(/\d kr\b/);
  });

  it("another site's user gets 404", async () => {
    const response = await server.inject({
      method: 'GET',
      url: url('packing-slip.pdf'),
      headers: { cookie: otherSiteAdmin.cookie },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a draft order', () => {
  it('has no documents until it is completed: 409 with a message', async () => {
    const draft = await orderFor(server, shopId, providers, { productId: helmet._id });
    await server.database.db
      .update(orders)
      .set({ draft: true, orderNumber: null })
      .where(and(eq(orders.siteId, shopId), eq(orders.id, draft.order._id)));
    for (const path of ['invoice.pdf', 'packing-slip.pdf']) {
      const response = await server.inject({
        method: 'GET',
        url: url(path, draft.order._id),
        headers: { cookie: reader.cookie },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(draftHasNoDocuments);
    }
  });
});
