/**
 * The confirmation of a Faktura order in one statement (confirm-at-once.ts): a pending order becomes
 * confirmed with its revision, receipt and share of the report's aggregate; one changed in between
 * keeps what it became, and only the payment event is written.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { mailOutbox } from '../../platform/mail/schema';
import { revisions } from '../../platform/revisions/schema';
import { getSite } from '../sites/service';
import { confirmWrittenOrder } from './confirm-at-once';
import { paymentEventInsert } from './history';
import { buyer, publishedProduct } from './order-fixtures';
import { placeOrderInputSchema, writeOrder } from './place-order';
import { orderDays, orders, paymentEvents } from './schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const contributor = await server.signIn('redaktor@demo.vev.no');
const { db } = server.database;
const pump = await publishedProduct(server, contributor, shopId, {
  name: 'Gulvpumpe Bekreft',
  price: 39_900,
  stock: 10,
});

async function written(email: string) {
  const input = placeOrderInputSchema.parse({
    lines: [{ productId: pump._id, variantId: null, quantity: 1, customizations: [] }],
    invoiceInformation: { ...buyer, email },
    provider: 'faktura',
  });
  return writeOrder(db, shopId, input, { site: await getSite(db, shopId) });
}

const eventOf = (order: Awaited<ReturnType<typeof written>>) =>
  paymentEventInsert(db, {
    siteId: shopId,
    paymentId: order.paymentId,
    orderId: order.orderId,
    provider: 'faktura',
    kind: 'create',
    ok: true,
    amount: order.total,
  });

const facts = async (orderId: string, email: string) => ({
  status: (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status,
  revisions: (
    await db
      .select()
      .from(revisions)
      .where(and(eq(revisions.siteId, shopId), eq(revisions.reference, orderId)))
  ).length,
  receipts: (await db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length,
  events: (await db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId))).length,
});

const ordersCounted = async () =>
  (await db.select({ orders: orderDays.orders }).from(orderDays).where(eq(orderDays.siteId, shopId))).reduce(
    (sum, row) => sum + row.orders,
    0,
  );

describe('confirming an order at once', () => {
  it('confirms a pending order with its revision, receipt, event and share of the aggregate', async () => {
    const order = await written('bekreftet@example.no');
    const counted = await ordersCounted();
    await confirmWrittenOrder(db, { siteId: shopId, written: order, reserved: null, alongside: [eventOf(order)] });
    expect(await facts(order.orderId, 'bekreftet@example.no')).toEqual({
      status: 'confirmed',
      revisions: 2,
      receipts: 1,
      events: 1,
    });
    expect(await ordersCounted()).toBe(counted + 1);
  });

  it('leaves an order changed in between as it became: no revision, receipt or share; the event is written', async () => {
    const order = await written('endret@example.no');
    await db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, order.orderId));
    const counted = await ordersCounted();
    await confirmWrittenOrder(db, { siteId: shopId, written: order, reserved: null, alongside: [eventOf(order)] });
    expect(await facts(order.orderId, 'endret@example.no')).toEqual({
      status: 'canceled',
      revisions: 1,
      receipts: 0,
      events: 1,
    });
    expect(await ordersCounted()).toBe(counted);
  });
});
