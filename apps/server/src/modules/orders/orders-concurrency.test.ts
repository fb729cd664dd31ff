import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { type JobHandler, runNextJob } from '../../platform/jobs/worker';
import { discountCodes } from '../discounts/schema';
import { createDiscount } from '../discounts/service';
import { productVariants, stockMovements } from '../products/schema';
import { abandonedPaymentHandler, abandonedPaymentJob, cancelAbandonedOrder } from './abandon';
import {
  buyer,
  fakeCardProvider,
  orderFor,
  orderTestKit,
  providersWith,
  publishedProduct,
  publishedVariantProduct,
} from './order-fixtures';
import { checkoutMessages } from './order-input';
import { getOrder } from './read';
import { orders, paymentEvents, payments } from './schema';
import { applyPaymentEvent } from './webhook';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const contributor = await server.signIn('redaktor@demo.vev.no');
const { db } = server.database;
const providers = providersWith(fakeCardProvider());

const kit = orderTestKit(server, shopId);
const { stockOf } = kit;
const _ok = <T>(method: Parameters<typeof kit.ok>[1], path: string, payload?: object) =>
  kit.ok<T>(contributor, method, path, payload);

describe('checkout under concurrency', () => {
  it('50 buyers of a product with 10 in stock: exactly 10 orders, stock 0, each with its payment, gapless numbers', async () => {
    const scarce = await publishedProduct(server, contributor, shopId, {
      name: 'Siste sjanse',
      price: 10_000,
      stock: 10,
    });
    const [before] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.siteId, shopId));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => orderFor(server, shopId, providers, { productId: scarce._id })),
    );
    const placed = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const reason of refused) expect(reason).toMatchObject({ statusCode: 409 });
    expect(await stockOf(scarce._id)).toBe(0);
    const [after] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.siteId, shopId));
    expect((after?.count ?? 0) - (before?.count ?? 0)).toBe(10);
    for (const { order } of placed) {
      const rows = await db
        .select()
        .from(payments)
        .where(and(eq(payments.siteId, shopId), eq(payments.orderId, order._id)));
      expect(rows).toHaveLength(1);
    }
    const ledger = await db
      .select({ delta: stockMovements.delta })
      .from(stockMovements)
      .where(and(eq(stockMovements.siteId, shopId), eq(stockMovements.productId, scarce._id)));
    expect(ledger.filter((row) => row.delta < 0).reduce((sum, row) => sum + row.delta, 0)).toBe(-10);
    // Gapless: every number from 1 to the highest is taken exactly once on the site.
    const numbers = (await db.select({ number: orders.orderNumber }).from(orders).where(eq(orders.siteId, shopId)))
      .map((row) => row.number as number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
  });

  it("20 buyers of a variant with 5 in stock: exactly 5 orders, the variant's count 0, every line its ledger row", async () => {
    const { product: rack, variant: long } = await publishedVariantProduct(server, contributor, shopId, {
      name: 'Takstativ Variant',
      price: 79_900,
      variant: 'Lang',
      stock: 5,
    });
    const line = { productId: rack._id, variantId: long._id, quantity: 1, customizations: [] };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => orderFor(server, shopId, providers, { productId: rack._id, lines: [line] })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ statusCode: 409 });
    const [variant] = await db.select().from(productVariants).where(eq(productVariants.id, long._id));
    expect(variant?.stockCount).toBe(0);
    const ledger = await db
      .select({ delta: stockMovements.delta })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.siteId, shopId),
          eq(stockMovements.variantId, long._id),
          eq(stockMovements.reason, 'order'),
        ),
      );
    expect(ledger).toHaveLength(5);
  });

  it('a code limited to 5 uses is used exactly 5 times by 20 concurrent buyers; the others are refused', async () => {
    const item = await publishedProduct(server, contributor, shopId, { name: 'Kodevare', price: 10_000, stock: 100 });
    await createDiscount(db, {
      siteId: shopId,
      discount: {
        name: 'Fem ganger',
        __type: 'code',
        active: true,
        startDate: '2026-01-01T00:00:00.000Z',
        offerValue: 50,
        codes: [{ code: 'FEM', maxUses: 5 }],
      },
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        orderFor(server, shopId, providers, { productId: item._id, discountCode: 'fem' }),
      ),
    );
    const placed = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(placed).toHaveLength(5);
    for (const reason of refused) {
      expect(reason).toMatchObject({ statusCode: 409, message: checkoutMessages.discountUsedUp });
    }
    for (const { order } of placed) {
      expect(order.orderLines[0]).toMatchObject({ discount: 5_000, discounts: { 'Fem ganger': 5_000 } });
    }
    const [code] = await db
      .select({ used: discountCodes.used })
      .from(discountCodes)
      .where(and(eq(discountCodes.siteId, shopId), eq(discountCodes.code, 'FEM')));
    expect(code?.used).toBe(5);
    expect(await stockOf(item._id)).toBe(95);
  });

  it('a code limited to 2 uses per customer: 10 concurrent orders of one customer place 2; another customer may; a cancelled order gives its use back', async () => {
    const item = await publishedProduct(server, contributor, shopId, {
      name: 'Kundekodevare',
      price: 10_000,
      stock: 100,
    });
    await createDiscount(db, {
      siteId: shopId,
      discount: {
        name: 'To per kunde',
        __type: 'code',
        active: true,
        startDate: '2026-01-01T00:00:00.000Z',
        offerValue: 10,
        codes: [{ code: 'TOGANGER', maxUsesPerCustomer: 2 }],
      },
    });
    const order = (email: string) =>
      orderFor(server, shopId, providers, {
        productId: item._id,
        discountCode: 'toganger',
        invoiceInformation: { ...buyer, email },
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => order('kunde-kode@example.no')));
    const placed = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(placed).toHaveLength(2);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ statusCode: 409, message: checkoutMessages.discountUsedByCustomer });
      }
    }
    await expect(order('kunde-kode@example.no')).rejects.toMatchObject({ statusCode: 409 });
    expect((await order('annen-kunde-kode@example.no')).order.orderLines[0]).toMatchObject({ discount: 1_000 });

    const cancelled = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${shopId}/orders/${placed[0]?.order._id}`,
      headers: contributor.headers,
      payload: { status: 'canceled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await order('kunde-kode@example.no')).order.orderLines[0]).toMatchObject({ discount: 1_000 });
    const [code] = await db
      .select({ used: discountCodes.used })
      .from(discountCodes)
      .where(and(eq(discountCodes.siteId, shopId), eq(discountCodes.code, 'TOGANGER')));
    expect(code?.used, 'four orders placed, one given back; the refused ones counted nothing').toBe(3);
  });

  // Faktura's answer is stored after the confirmation; a card buyer's with the provider's reference.
  it.each([
    'faktura',
    'testkort',
  ] as const)('the same checkout Idempotency-Key twice writes one order and answers the same (%s)', async (provider) => {
    const item = await publishedProduct(server, contributor, shopId, {
      name: `Idempotent kopp ${provider}`,
      price: 5_000,
      stock: 5,
    });
    const key = `kasse-${provider}`;
    const first = await orderFor(server, shopId, providers, { productId: item._id, provider, idempotencyKey: key });
    const second = await orderFor(server, shopId, providers, { productId: item._id, provider, idempotencyKey: key });
    expect(second.order._id).toBe(first.order._id);
    expect(second.next).toEqual(first.next);
    expect(second.confirmationToken).toBe(first.confirmationToken);
    expect(await stockOf(item._id)).toBe(4);
    await expect(
      orderFor(server, shopId, providers, { productId: item._id, provider, quantity: 2, idempotencyKey: key }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe('payments that come back', () => {
  it('a webhook delivered twice (or after the buyer came back) changes the state once', async () => {
    const item = await publishedProduct(server, contributor, shopId, { name: 'Webhook-vare', price: 20_000, stock: 3 });
    const placed = await orderFor(server, shopId, providers, { productId: item._id, provider: 'testkort' });
    expect(placed.order.status).toBe('pending');
    const payment = placed.order.payments[0];
    const event = {
      eventId: 'evt_1',
      providerReference: `ref_${payment?._id}`,
      kind: 'reserved' as const,
      amount: placed.order.total,
    };
    const applied = await Promise.all([
      applyPaymentEvent(db, { siteId: shopId, provider: 'testkort', event }),
      applyPaymentEvent(db, { siteId: shopId, provider: 'testkort', event }),
    ]);
    expect(applied.filter(Boolean)).toHaveLength(1);
    const order = await getOrder(db, shopId, placed.order._id);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'reserved', version: placed.order.version + 1 });
    expect(order.payments[0]).toMatchObject({
      reserved: true,
      reservedSum: placed.order.total,
      reservationStatus: 'reserved',
    });
    const events = await db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.siteId, shopId), eq(paymentEvents.providerEventId, 'evt_1')));
    expect(events).toHaveLength(1);
    // Reserved in time: the abandoned-payment job leaves it alone.
    expect(await cancelAbandonedOrder(db, server.config, providers, { siteId: shopId, orderId: order._id })).toBe(
      false,
    );
  });

  it('an abandoned payment cancels the order and gives the stock back exactly once', async () => {
    const item = await publishedProduct(server, contributor, shopId, { name: 'Forlatt vare', price: 20_000, stock: 4 });
    const placed = await orderFor(server, shopId, providers, {
      productId: item._id,
      quantity: 3,
      provider: 'testkort',
    });
    expect(await stockOf(item._id)).toBe(1);
    const runs = await Promise.all([
      cancelAbandonedOrder(db, server.config, providers, { siteId: shopId, orderId: placed.order._id }),
      cancelAbandonedOrder(db, server.config, providers, { siteId: shopId, orderId: placed.order._id }),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await stockOf(item._id)).toBe(4);
    const order = await getOrder(db, shopId, placed.order._id);
    expect(order).toMatchObject({ status: 'canceled', paymentStatus: 'voided' });
    // A late webhook for it changes nothing of the stock.
    await applyPaymentEvent(db, {
      siteId: shopId,
      provider: 'testkort',
      event: { eventId: 'evt_late', providerReference: `ref_${placed.order.payments[0]?._id}`, kind: 'cancelled' },
    });
    expect(await stockOf(item._id)).toBe(4);
  });

  it('the webhook route refuses a request whose signature does not hold', async () => {
    const response = await server.inject({
      method: 'POST',
      url: `/api/payments/faktura/webhook/${shopId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"x"}',
    });
    expect(response.statusCode).toBe(401);
    const unknown = await server.inject({ method: 'POST', url: `/api/payments/ukjent/webhook/${shopId}`, payload: {} });
    expect(unknown.statusCode).toBe(400);
  });

  it('the job worker runs the abandoned-payment job 30 minutes after checkout, not before', async () => {
    const item = await publishedProduct(server, contributor, shopId, {
      name: 'Glemt i kassen',
      price: 7_000,
      stock: 2,
    });
    const placed = await orderFor(server, shopId, providers, { productId: item._id, provider: 'testkort' });
    const handlers = new Map<string, JobHandler>([
      [abandonedPaymentJob, abandonedPaymentHandler(db, server.config, providers)],
    ]);
    const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
    const soon = new Date(Date.now() + 25 * 60_000);
    while (await runNextJob(db, handlers, { log: silent, at: soon })) {
      // jobs of earlier orders whose time has come
    }
    expect((await getOrder(db, shopId, placed.order._id)).status).toBe('pending');
    expect(await stockOf(item._id)).toBe(1);
    const later = new Date(Date.now() + 31 * 60_000);
    while (await runNextJob(db, handlers, { log: silent, at: later })) {
      // every due job, this order's among them
    }
    expect((await getOrder(db, shopId, placed.order._id)).status).toBe('canceled');
    expect(await stockOf(item._id)).toBe(2);
  });
});
