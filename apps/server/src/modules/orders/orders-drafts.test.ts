/**
 * Draft orders through the API: staff make a draft (priced by the engine, no stock, no number),
 * change it (re-priced), find it with `draft=true`, complete it with Faktura or a payment link
 * (one order per Idempotency-Key, stock and number together, 409 naming a product out of stock),
 * and delete it (a placed order: 409); each role, and another site's user 404. Also the order
 * lines' attributes and the marketing-consent answer.
 */
import type { Attribute, DraftOrderCompleted, Order, OrderListResponse, Revision } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { mailOutbox } from '../../platform/mail/schema';
import { products } from '../products/schema';
import { buyer, fakeCardProvider, orderFor, providersWith, publishedProduct } from './order-fixtures';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('bare-hjemmeside-utkast@example.no', { hjemmeside: 'admin' });
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('bare-hjemmeside-utkast@example.no');
const { db } = server.database;

type Method = NonNullable<InjectOptions['method']>;
const call = (who: SignedIn, method: Method, path: string, payload?: object, headers: Record<string, string> = {}) =>
  server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: method === 'GET' ? { cookie: who.cookie, ...headers } : { ...who.headers, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
async function ok<T>(who: SignedIn, method: Method, path: string, payload?: object, headers = {}): Promise<T> {
  const response = await call(who, method, path, payload, headers);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? (undefined as T) : response.json();
}
const stockOf = async (id: string) =>
  (
    await db
      .select({ stock: products.stockCount })
      .from(products)
      .where(and(eq(products.siteId, shopId), eq(products.id, id)))
  )[0]?.stock;

const lamp = await publishedProduct(server, contributor, shopId, { name: 'Lykt Utkast', price: 29_900, stock: 10 });
const bell = await publishedProduct(server, contributor, shopId, {
  name: 'Ringeklokke Utkast',
  price: 9_900,
  stock: 5,
});
const line = (productId: string, quantity = 1) => ({ productId, variantId: null, quantity, customizations: [] });

describe('draft orders', () => {
  it('makes a priced draft with two products: no order number, no stock taken, listed only as a draft', async () => {
    const draft = await ok<Order>(contributor, 'POST', '/orders', {
      lines: [line(lamp._id, 2), line(bell._id)],
      invoiceInformation: { name: 'Ola Ringer' },
    });
    expect(draft).toMatchObject({ draft: true, orderNumber: null, paymentStatus: null, payments: [] });
    expect(draft.orderLines.map((entry) => [entry.name, entry.amount, entry.total])).toEqual([
      ['Lykt Utkast', 2, 59_800],
      ['Ringeklokke Utkast', 1, 9_900],
    ]);
    const shipping = draft.shippingLines.reduce((sum, entry) => sum + entry.total, 0);
    expect(draft.total).toBe(59_800 + 9_900 + shipping);
    expect(await stockOf(lamp._id)).toBe(10);

    const drafts = await ok<OrderListResponse>(contributor, 'GET', '/orders?draft=true');
    expect(drafts.items.find((item) => item._id === draft._id)).toMatchObject({ draft: true, orderNumber: null });
    const placed = await ok<OrderListResponse>(contributor, 'GET', '/orders');
    expect(placed.items.some((item) => item._id === draft._id)).toBe(false);
  });

  it('re-prices every change on the server; validates in Norwegian', async () => {
    const draft = await ok<Order>(contributor, 'POST', '/orders', {});
    expect(draft.orderLines).toEqual([]);
    expect(draft.total).toBe(0);
    const changed = await ok<Order>(contributor, 'PATCH', `/orders/${draft._id}`, { lines: [line(bell._id, 3)] });
    expect(changed.orderLines[0]).toMatchObject({ amount: 3, total: 29_700 });
    expect(changed.version).toBe(draft.version + 1);
    const buyerSet = await ok<Order>(contributor, 'PATCH', `/orders/${draft._id}`, {
      invoiceInformation: { name: 'Per', email: 'per@example.no' },
    });
    expect(buyerSet.invoiceInformation).toMatchObject({ name: 'Per', email: 'per@example.no', country: 'NO' });
    expect(buyerSet.orderLines[0]?.amount).toBe(3);

    const zero = await call(contributor, 'PATCH', `/orders/${draft._id}`, { lines: [line(bell._id, 0)] });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('Antall må være minst 1.');
    const gone = await call(contributor, 'PATCH', `/orders/${draft._id}`, { lines: [line('finnesikke')] });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('Produktet finnes ikke lenger.');
    const status = await call(contributor, 'PATCH', `/orders/${draft._id}`, { status: 'confirmed' });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe('Et utkast får status når det fullføres.');
  });

  it('completes with Faktura: one order for the same Idempotency-Key, stock and number taken together', async () => {
    const draft = await ok<Order>(contributor, 'POST', '/orders', {
      lines: [line(lamp._id, 2)],
      invoiceInformation: buyer,
    });
    const key = { 'idempotency-key': `fullfor-${draft._id}` };
    const first = await ok<DraftOrderCompleted>(
      contributor,
      'POST',
      `/orders/${draft._id}/complete`,
      { provider: 'faktura' },
      key,
    );
    expect(first.paymentUrl).toBeNull();
    expect(first.order).toMatchObject({ _id: draft._id, draft: false, status: 'confirmed', total: draft.total });
    expect(first.order.orderNumber).toBeGreaterThan(0);
    expect(first.order.payments).toEqual([expect.objectContaining({ provider: 'faktura', total: draft.total })]);
    expect(await stockOf(lamp._id)).toBe(8);
    // Staff placed it: the order's first revision names them; Faktura's confirmation is the system's.
    const history = await ok<Revision[]>(contributor, 'GET', `/orders/${draft._id}/revisions`);
    expect(history.map((revision) => revision.author?.email ?? null)).toEqual([null, 'redaktor@demo.vev.no']);

    const again = await ok<DraftOrderCompleted>(
      contributor,
      'POST',
      `/orders/${draft._id}/complete`,
      { provider: 'faktura' },
      key,
    );
    expect(again.order.orderNumber).toBe(first.order.orderNumber);
    expect(await stockOf(lamp._id)).toBe(8);
    const withoutKey = await call(contributor, 'POST', `/orders/${draft._id}/complete`, { provider: 'faktura' });
    expect(withoutKey.statusCode).toBe(409);
    expect(withoutKey.json().message).toBe('Ordren er allerede fullført.');

    const listed = await ok<OrderListResponse>(contributor, 'GET', `/orders?orderNumber=${first.order.orderNumber}`);
    expect(listed.items.map((item) => item._id)).toEqual([draft._id]);
    const invoice = await call(contributor, 'GET', `/orders/${draft._id}/invoice.pdf`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toContain('application/pdf');
  });

  it('takes a discount code: checked on its field, priced with it, counted once when completed', async () => {
    await ok(contributor, 'POST', '/discounts', {
      name: 'Telefonrabatt',
      __type: 'code',
      active: true,
      startDate: '2026-01-01T00:00:00.000Z',
      offerValue: 50,
      appliesTo: 'products',
      appliesToValues: [bell._id],
      codes: [{ code: 'RINGMEG', maxUses: 1 }],
    });
    const draft = await ok<Order>(contributor, 'POST', '/orders', {
      lines: [line(bell._id)],
      invoiceInformation: buyer,
    });
    const unknown = await call(contributor, 'PATCH', `/orders/${draft._id}`, { discountCode: 'finnesikke' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { discountCode: 'Rabattkoden finnes ikke.' } });

    const coded = await ok<Order>(contributor, 'PATCH', `/orders/${draft._id}`, { discountCode: 'ringmeg' });
    expect(coded.discountCode).toBe('RINGMEG');
    expect(coded.orderLines[0]).toMatchObject({ discount: 4_950, discounts: { Telefonrabatt: 4_950 } });
    expect(coded.total).toBe(draft.total - 4_950);
    const placed = await ok<DraftOrderCompleted>(contributor, 'POST', `/orders/${draft._id}/complete`, {
      provider: 'faktura',
    });
    expect(placed.order).toMatchObject({ discountCode: 'RINGMEG', total: coded.total });
    // The code's one use is taken: another draft cannot have it.
    const other = await ok<Order>(contributor, 'POST', '/orders', {
      lines: [line(bell._id)],
      invoiceInformation: buyer,
    });
    const usedUp = await call(contributor, 'PATCH', `/orders/${other._id}`, { discountCode: 'RINGMEG' });
    expect(usedUp.json()).toMatchObject({ fields: { discountCode: 'Rabattkoden er brukt opp.' } });
    // Taking it off prices the draft without it.
    expect(
      (await ok<Order>(contributor, 'PATCH', `/orders/${other._id}`, { discountCode: null })).discountCode,
    ).toBeNull();
  });

  it('completes with a payment link: the provider page to copy, e-mailed to the customer', async () => {
    const draft = await ok<Order>(contributor, 'POST', '/orders', {
      lines: [line(bell._id)],
      invoiceInformation: { ...buyer, email: 'lenke-utkast@example.no' },
    });
    const done = await ok<DraftOrderCompleted>(contributor, 'POST', `/orders/${draft._id}/complete`, {
      provider: 'testkort',
    });
    expect(done.paymentUrl).toMatch(/^https?:\/\//);
    expect(done.order).toMatchObject({ draft: false, status: 'pending', paymentStatus: 'pending' });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'lenke-utkast@example.no'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`Betal ordre ${done.order.orderNumber} hos `);
    expect(mails[0]?.text).toContain(done.paymentUrl ?? 'ingen lenke');
  });

  it('refuses to complete when the stock ran out, naming the product, and keeps the draft', async () => {
    const scarce = await publishedProduct(server, contributor, shopId, {
      name: 'Sjelden Utkast',
      price: 1_000,
      stock: 1,
    });
    const draft = await ok<Order>(contributor, 'POST', '/orders', {
      lines: [line(scarce._id)],
      invoiceInformation: buyer,
    });
    await orderFor(server, shopId, providersWith(fakeCardProvider()), { productId: scarce._id });
    const refused = await call(contributor, 'POST', `/orders/${draft._id}/complete`, { provider: 'faktura' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('«Sjelden Utkast»');
    const still = await ok<Order>(contributor, 'GET', `/orders/${draft._id}`);
    expect(still).toMatchObject({ draft: true, orderNumber: null });
    expect(await stockOf(scarce._id)).toBe(0);
  });

  it('refuses to complete a draft without a buyer, in Norwegian', async () => {
    const draft = await ok<Order>(contributor, 'POST', '/orders', { lines: [line(bell._id)] });
    const refused = await call(contributor, 'POST', `/orders/${draft._id}/complete`, { provider: 'faktura' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/[æøå]|Feltet|påkrevd|Fyll/i);
    const empty = await ok<Order>(contributor, 'POST', '/orders', { invoiceInformation: buyer });
    const noLines = await call(contributor, 'POST', `/orders/${empty._id}/complete`, { provider: 'faktura' });
    expect(noLines.statusCode).toBe(400);
    expect(noLines.body).toContain('Handlekurven er tom');
  });

  it('deletes a draft; a placed order answers 409 in Norwegian', async () => {
    const draft = await ok<Order>(contributor, 'POST', '/orders', { lines: [line(bell._id)] });
    await ok(contributor, 'DELETE', `/orders/${draft._id}`);
    expect((await call(contributor, 'GET', `/orders/${draft._id}`)).statusCode).toBe(404);
    const placed = await orderFor(server, shopId, providersWith(fakeCardProvider()), { productId: bell._id });
    const refused = await call(contributor, 'DELETE', `/orders/${placed.order._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Bare et utkast kan slettes. En lagt inn ordre kanselleres i stedet.');
    const lines = await call(contributor, 'PATCH', `/orders/${placed.order._id}`, { lines: [line(bell._id)] });
    expect(lines.statusCode).toBe(409);
    const info = await call(contributor, 'PATCH', `/orders/${placed.order._id}`, { invoiceInformation: { name: '' } });
    expect(info.statusCode).toBe(400);
  });

  it('a reader may not write drafts; another site’s user gets 404 and changes nothing', async () => {
    const draft = await ok<Order>(contributor, 'POST', '/orders', { lines: [line(bell._id)] });
    expect((await call(reader, 'POST', '/orders', {})).statusCode).toBe(403);
    expect((await call(reader, 'PATCH', `/orders/${draft._id}`, { lines: [] })).statusCode).toBe(403);
    expect((await call(reader, 'POST', `/orders/${draft._id}/complete`, { provider: 'faktura' })).statusCode).toBe(403);
    expect((await call(reader, 'DELETE', `/orders/${draft._id}`)).statusCode).toBe(403);
    for (const [method, path, body] of [
      ['POST', '/orders', {}],
      ['PATCH', `/orders/${draft._id}`, { lines: [] }],
      ['POST', `/orders/${draft._id}/complete`, { provider: 'faktura' }],
      ['DELETE', `/orders/${draft._id}`, undefined],
    ] as const) {
      expect((await call(outsider, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect(await ok<Order>(contributor, 'GET', `/orders/${draft._id}`)).toMatchObject({
      draft: true,
      version: draft.version,
    });
  });
});

describe('order lines and the Order answer', () => {
  it('a line carries the product’s attribute values, and the answer says the marketing consent', async () => {
    const colour = await ok<Attribute>(contributor, 'POST', '/attributes', {
      name: 'Farge Utkast',
      internalName: 'Farge Utkast',
      type: 'string',
      description: '',
      options: [{ value: 'Rød' }, { value: 'Blå' }],
    });
    const product = await ok<{ version: number }>(contributor, 'GET', `/products/${bell._id}`);
    const edited = await ok<{ version: number }>(contributor, 'PATCH', `/products/${bell._id}`, {
      version: product.version,
      attributes: [{ ref: colour._id, value: 'Rød' }],
    });
    await ok(contributor, 'POST', `/products/${bell._id}/publish`, { version: edited.version });
    const placed = await orderFor(server, shopId, providersWith(fakeCardProvider()), {
      productId: bell._id,
      marketingConsent: true,
    });
    expect(placed.order.orderLines[0]?.productAttributes).toEqual([{ name: 'Farge Utkast', value: 'Rød' }]);
    expect(placed.order.marketingConsent).toBe(true);
    const read = await ok<Order>(contributor, 'GET', `/orders/${placed.order._id}`);
    expect(read.marketingConsent).toBe(true);
  });

  it('a bundle’s items take their own stock (amount × quantity) and are lines of it priced 0, a bundle beyond an item’s stock is refused naming it, and a refund with restock of the bundle line returns the items’ stock', async () => {
    const tube = await publishedProduct(server, contributor, shopId, { name: 'Slange Pakke', price: 9_900, stock: 5 });
    const created = await ok<{ _id: string; version: number; price: object }>(contributor, 'POST', '/products', {
      name: 'Verkstedpakke',
    });
    const edited = await ok<{ version: number }>(contributor, 'PATCH', `/products/${created._id}`, {
      version: created.version,
      price: { ...created.price, value: 19_900 },
      status: 'active',
      bundle: true,
      bundleContent: [{ product: tube._id, amount: 2 }],
    });
    await ok(contributor, 'POST', `/products/${created._id}/publish`, { version: edited.version });
    const providers = providersWith(fakeCardProvider());
    const placed = await orderFor(server, shopId, providers, { productId: created._id, quantity: 2 });
    expect(await stockOf(tube._id)).toBe(1);
    const [bundleLine, itemLine] = placed.order.orderLines;
    expect(placed.order.orderLines).toHaveLength(2);
    expect(itemLine).toMatchObject({ name: 'Slange Pakke', amount: 4, productPrice: 0, total: 0 });
    expect(itemLine?.bundleReference).toBe(bundleLine?._id);
    expect(bundleLine?.total).toBe(39_800);
    // The items are paid and refunded through their bundle line.
    const payment = placed.order.payments[0];
    expect(payment?.items.map((item) => item.ref)).not.toContain(itemLine?._id);
    await expect(orderFor(server, shopId, providers, { productId: created._id })).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('«Slange Pakke»'),
    });
    expect(await stockOf(tube._id)).toBe(1);
    await ok(contributor, 'POST', `/orders/${placed.order._id}/payments/${payment?._id}/charge`);
    await ok(contributor, 'POST', `/orders/${placed.order._id}/payments/${payment?._id}/refunds`, {
      sum: 19_900,
      note: '',
      items: [{ ref: bundleLine?._id, amount: 1, sum: 19_900, restock: true }],
    });
    expect(await stockOf(tube._id)).toBe(3);
  });
});
