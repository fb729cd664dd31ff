/**
 * The whole card flow with the real providers of the registry: checkout sends the buyer to the
 * Testkort page, the page reserves, its signed webhook (delivered twice) confirms the order once
 * and sends the receipt; 'Aktiver' captures, a refund with restock goes through Testkort; the
 * confirmation token finds the order, and a buyer who returns before the webhook is confirmed too.
 */
import type { Order, Payment, Refund } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { jobs } from '../../platform/jobs/schema';
import { mailOutbox } from '../../platform/mail/schema';
import { createPaymentProviders } from '../payments/registry';
import { signTestkortWebhook, testkortSignatureHeader } from '../payments/testkort';
import { payAtHostedPage } from '../payments/testkort-hosted';
import { testcardPayments } from '../payments/testkort-schema';
import { testkortWebhookJob } from '../payments/testkort-webhook';
import { products } from '../products/schema';
import { findOrderByConfirmationToken } from './confirmation';
import { orderFor, publishedProduct } from './order-fixtures';
import { getOrder } from './read';
import { payments } from './schema';
import { refreshPaymentState } from './webhook';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const contributor = await server.signIn('redaktor@demo.vev.no');
const { db } = server.database;
const providers = createPaymentProviders({ db, config: server.config });
const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

const stockOf = async (id: string) =>
  (
    await db
      .select({ stock: products.stockCount })
      .from(products)
      .where(and(eq(products.siteId, shopId), eq(products.id, id)))
  )[0]?.stock;

/** The webhook Testkort queued for the payment, delivered to our route as its job would. */
async function deliverWebhook(reference: string) {
  const queued = await db.select().from(jobs).where(eq(jobs.kind, testkortWebhookJob));
  const job = queued.find((row) => String((row.payload as { body: string }).body).includes(reference));
  if (!job) throw new Error('no webhook queued');
  const { body } = job.payload as { body: string };
  return server.inject({
    method: 'POST',
    url: `/api/payments/testkort/webhook/${shopId}`,
    headers: {
      'content-type': 'application/json',
      [testkortSignatureHeader]: signTestkortWebhook(server.config, shopId, body),
    },
    payload: body,
  });
}

describe('a card order through Testkort', () => {
  it('reserves by webhook (twice: one change), then Aktiver and a refund with restock', async () => {
    const bell = await publishedProduct(server, contributor, shopId, {
      name: 'Sykkelbjelle Kort',
      price: 15_000,
      stock: 6,
    });
    const placed = await orderFor(server, shopId, providers, {
      productId: bell._id,
      quantity: 2,
      provider: 'testkort',
    });
    expect('redirectUrl' in placed.next && placed.next.redirectUrl).toContain('/betaling/testkort/');
    const reference = (await getOrder(db, shopId, placed.order._id)).payments[0];
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, reference?._id as string));
    const providerReference = row?.providerReference as string;
    expect(providerReference).toMatch(/^tk_/);
    expect((await payAtHostedPage(db, { siteId: shopId, id: providerReference }, goodCard)).outcome).toBe('reserved');

    const badSignature = await server.inject({
      method: 'POST',
      url: `/api/payments/testkort/webhook/${shopId}`,
      headers: { 'content-type': 'application/json', [testkortSignatureHeader]: '0'.repeat(64) },
      payload: '{}',
    });
    expect(badSignature.statusCode).toBe(401);
    expect((await deliverWebhook(providerReference)).statusCode).toBe(204);
    expect((await deliverWebhook(providerReference)).statusCode).toBe(204);
    const confirmed = await getOrder(db, shopId, placed.order._id);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'reserved',
      version: placed.order.version + 1,
    });
    expect(confirmed.payments[0]?.events.filter((event) => event.kind === 'webhook')).toHaveLength(1);
    const receipts = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Ordrebekreftelse ${confirmed.orderNumber} fra Demo Butikk`));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.attachments).toBeNull();

    const paymentId = confirmed.payments[0]?._id as string;
    const charge = await server.inject({
      method: 'POST',
      url: `/api/sites/${shopId}/orders/${placed.order._id}/payments/${paymentId}/charge`,
      headers: contributor.headers,
    });
    expect(charge.statusCode, charge.body).toBe(200);
    expect(charge.json<Payment>()).toMatchObject({ charged: true, chargedSum: confirmed.total, chargeStatus: 'done' });

    const line = confirmed.orderLines[0];
    const refund = await server.inject({
      method: 'POST',
      url: `/api/sites/${shopId}/orders/${placed.order._id}/payments/${paymentId}/refunds`,
      headers: { ...contributor.headers, 'idempotency-key': 'tk-refusjon' },
      payload: {
        sum: 15_000,
        note: 'Ett eksemplar i retur',
        items: [{ ref: line?._id, amount: 1, sum: 15_000, restock: true }],
      },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json<Refund>()).toMatchObject({ total: 15_000 });
    expect(await stockOf(bell._id)).toBe(5);
    const after = await getOrder(db, shopId, placed.order._id);
    expect(after.paymentStatus).toBe('partiallyRefunded');
  });

  it('finds the order by its confirmation token, and confirms a buyer who returns before the webhook', async () => {
    const bell = await publishedProduct(server, contributor, shopId, {
      name: 'Sykkelbjelle Retur',
      price: 9_900,
      stock: 2,
    });
    const placed = await orderFor(server, shopId, providers, { productId: bell._id, provider: 'testkort' });
    expect((await findOrderByConfirmationToken(db, shopId, placed.confirmationToken))?._id).toBe(placed.order._id);
    expect(await findOrderByConfirmationToken(db, shopId, 'gjettet')).toBeNull();
    const otherSite = await server.siteId('hjemmeside');
    expect(await findOrderByConfirmationToken(db, otherSite, placed.confirmationToken)).toBeNull();
    const [row] = await db.select().from(payments).where(eq(payments.orderId, placed.order._id));
    await payAtHostedPage(db, { siteId: shopId, id: row?.providerReference as string }, goodCard);
    await refreshPaymentState(db, server.config, providers, { siteId: shopId, orderId: placed.order._id });
    const back: Order = await getOrder(db, shopId, placed.order._id);
    expect(back).toMatchObject({ status: 'confirmed', paymentStatus: 'reserved' });
    // The webhook after it changes nothing more.
    expect((await deliverWebhook(row?.providerReference as string)).statusCode).toBe(204);
    expect((await getOrder(db, shopId, placed.order._id)).version).toBe(back.version);
  });

  it('staff cancel a reserved card order: the reservation is released at Testkort and the stock is back', async () => {
    const bell = await publishedProduct(server, contributor, shopId, {
      name: 'Sykkelbjelle Angret',
      price: 9_900,
      stock: 3,
    });
    const placed = await orderFor(server, shopId, providers, {
      productId: bell._id,
      quantity: 2,
      provider: 'testkort',
    });
    const [row] = await db.select().from(payments).where(eq(payments.orderId, placed.order._id));
    const reference = row?.providerReference as string;
    await payAtHostedPage(db, { siteId: shopId, id: reference }, goodCard);
    await deliverWebhook(reference);
    expect(await stockOf(bell._id)).toBe(1);
    const response = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${shopId}/orders/${placed.order._id}`,
      headers: contributor.headers,
      payload: { status: 'canceled' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Order>()).toMatchObject({ status: 'canceled', paymentStatus: 'voided' });
    expect(response.json<Order>().payments[0]?.reservationStatus).toBe('voided');
    expect(await stockOf(bell._id)).toBe(3);
    const [card] = await db.select().from(testcardPayments).where(eq(testcardPayments.id, reference));
    expect(card?.status).toBe('cancelled');
  });
});
