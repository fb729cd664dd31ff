/**
 * Testkort with the real orders module, over real HTTP for the webhook: an order paid on the hosted
 * page is reserved by the delivered webhook (twice delivered, applied once), then 'Aktiver' captures
 * and a refund refunds at Testkort.
 */
import type { AddressInfo } from 'node:net';
import type { Order, Payment, Refund } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { jobs } from '../../platform/jobs/schema';
import { runNextJob } from '../../platform/jobs/worker';
import { orderFor, publishedProduct } from '../orders/order-fixtures';
import { paymentEvents } from '../orders/schema';
import { products } from '../products/schema';
import { createPaymentProviders } from './registry';
import { signTestkortWebhook, testkortSignatureHeader } from './testkort';
import { testcardPayments } from './testkort-schema';
import { testkortWebhookHandler, testkortWebhookJob } from './testkort-webhook';

const server = await startTestServer();
afterAll(() => server.close());
const { db } = server.database;
const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const providers = createPaymentProviders({ db, config: server.config });

await server.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = server.app.server.address() as AddressInfo;
const deliveringConfig = { ...server.config, publicUrl: new URL(`http://127.0.0.1:${port}`) };
const handlers = new Map([[testkortWebhookJob, testkortWebhookHandler(deliveringConfig)]]);

const cardForm = (cardNumber: string) => ({
  payload: new URLSearchParams({ action: 'pay', cardNumber, expiry: '12/39', cvc: '123' }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
});

const deliverWebhooks = async () => {
  while (await runNextJob(db, handlers, { log: server.app.log })) {
    /* until none is due */
  }
};

const api = (who: typeof admin, method: 'GET' | 'POST', path: string, payload?: object) =>
  server.inject({ method, url: `/api/sites/${shopId}${path}`, headers: who.headers, ...(payload ? { payload } : {}) });

describe('Testkort at checkout', () => {
  it('pay on the page → reserved by webhook → Aktiver captures → a refund refunds', async () => {
    const bell = await publishedProduct(server, admin, shopId, {
      name: 'Ringeklokke Testkort',
      price: 19_900,
      stock: 5,
    });
    const placed = await orderFor(server, shopId, providers, {
      productId: bell._id,
      quantity: 2,
      provider: 'testkort',
    });
    if (!('redirectUrl' in placed.next)) throw new Error('a card payment goes to the provider');
    const page = new URL(placed.next.redirectUrl);
    expect(page.pathname).toMatch(/^\/betaling\/testkort\/tk_/);
    const shown = await server.inject({ method: 'GET', url: page.pathname });
    expect(shown.body.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      `Betal ${new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2 }).format(placed.order.total / 100).replace(/\s/g, ' ')} kr`,
    );

    const paid = await server.inject({ method: 'POST', url: page.pathname, ...cardForm('4242424242424242') });
    expect(paid.statusCode).toBe(200);

    // The worker delivers the webhook to the server's own route over HTTP.
    await deliverWebhooks();
    const [delivered] = await db.select().from(jobs).where(eq(jobs.kind, testkortWebhookJob));
    expect(delivered).toMatchObject({ status: 'done', result: { deliveredStatus: 204 } });
    const reserved = (await api(admin, 'GET', `/orders/${placed.order._id}`)).json<Order>();
    expect(reserved.paymentStatus).toBe('reserved');
    const payment = reserved.payments[0] as Payment;
    expect(payment).toMatchObject({ provider: 'testkort', reserved: true, reservedSum: placed.order.total });

    // The same webhook again: answered, applied once.
    const body = delivered?.payload.body as string;
    const again = await server.inject({
      method: 'POST',
      url: `/api/payments/testkort/webhook/${shopId}`,
      payload: body,
      headers: {
        'content-type': 'application/json',
        [testkortSignatureHeader]: signTestkortWebhook(server.config, shopId, body),
      },
    });
    expect(again.statusCode).toBe(204);
    const webhookEvents = await db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, payment._id), eq(paymentEvents.kind, 'webhook')));
    expect(webhookEvents).toHaveLength(1);

    const charge = await api(contributor, 'POST', `/orders/${placed.order._id}/payments/${payment._id}/charge`);
    expect(charge.statusCode, charge.body).toBe(200);
    expect(charge.json()).not.toHaveProperty('status');
    const line = placed.order.orderLines[0];
    const refund = await api(contributor, 'POST', `/orders/${placed.order._id}/payments/${payment._id}/refunds`, {
      sum: line ? line.total / 2 : 0,
      note: 'Én kom i stykker',
      items: [{ ref: line?._id, amount: 1, sum: line ? line.total / 2 : 0, restock: true }],
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json<Refund>()).not.toHaveProperty('status');

    const [atTestkort] = await db
      .select()
      .from(testcardPayments)
      .where(and(eq(testcardPayments.siteId, shopId), eq(testcardPayments.paymentId, payment._id)));
    expect(atTestkort).toMatchObject({
      status: 'captured',
      cardLast4: '4242',
      capturedSum: placed.order.total,
      refundedSum: line ? line.total / 2 : -1,
    });
  });

  it('the third declined card fails the payment: the order fails and its stock comes back', async () => {
    const lamp = await publishedProduct(server, admin, shopId, { name: 'Lykt Avvist', price: 24_900, stock: 4 });
    const stockOf = async () =>
      (
        await db
          .select({ stock: products.stockCount })
          .from(products)
          .where(and(eq(products.siteId, shopId), eq(products.id, lamp._id)))
      )[0]?.stock;
    const placed = await orderFor(server, shopId, providers, {
      productId: lamp._id,
      quantity: 3,
      provider: 'testkort',
    });
    if (!('redirectUrl' in placed.next)) throw new Error('a card payment goes to the provider');
    const page = new URL(placed.next.redirectUrl).pathname;
    expect(await stockOf()).toBe(1);

    for (const attempt of [1, 2]) {
      const declined = await server.inject({ method: 'POST', url: page, ...cardForm('4000000000000002') });
      expect(declined.statusCode, `attempt ${attempt}`).toBe(402);
      expect(declined.body).toContain('Kortet ble avvist.');
    }
    const third = await server.inject({ method: 'POST', url: page, ...cardForm('4000000000000002') });
    expect(third.statusCode).toBe(200);
    expect(third.body).toContain('Betalingen feilet');
    expect(third.body).toContain('Kortet ble avvist for mange ganger.');
    // Too late for a good card now.
    const late = await server.inject({ method: 'POST', url: page, ...cardForm('4242424242424242') });
    expect(late.body).toContain('Betalingen feilet');

    await deliverWebhooks();
    const failed = (await api(admin, 'GET', `/orders/${placed.order._id}`)).json<Order>();
    expect(failed).toMatchObject({ status: 'failed', paymentStatus: 'voided' });
    expect(failed.payments[0]).toMatchObject({ reserved: false, chargedSum: 0 });
    expect(await stockOf()).toBe(4);
    const confirmation = await server.inject({
      method: 'GET',
      url: `/ordre/${placed.confirmationToken}`,
      headers: { host: 'demobutikk.localhost:3000' },
    });
    expect(confirmation.body).toContain('Betalingen feilet');
    expect(confirmation.body).toContain('Ingenting er trukket for denne ordren.');
    expect(confirmation.body).not.toContain('Takk for bestillingen');
  });
});
