/**
 * Placing an order (issue 16): priced by the engine, stock taken with its ledger rows, Faktura
 * confirmed at once with its invoice on the receipt, a card buyer sent to the provider, and what is
 * refused (more than the stock, a variant out of its time, a provider the site does not offer).
 */
import type { Revision } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { timelineEvents } from '../../platform/activity/timeline-schema';
import { mailOutbox } from '../../platform/mail/schema';
import { stockMovements } from '../products/schema';
import { fakeCardProvider, orderFor, orderTestKit, providersWith, publishedProduct } from './order-fixtures';
import { orders } from './schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const { db } = server.database;
const providers = providersWith(fakeCardProvider());
const { call, ok, stockOf } = orderTestKit(server, shopId);

const lamp = await publishedProduct(server, contributor, shopId, {
  name: 'Sykkellykt Ordre',
  price: 49_900,
  stock: 20,
});

describe('placeOrder', () => {
  it('writes the order priced by the engine, takes the stock, and confirms a Faktura order at once', async () => {
    const placed = await orderFor(server, shopId, providers, {
      productId: lamp._id,
      quantity: 2,
      marketingConsent: true,
    });
    const { order } = placed;
    const [stored] = await db.select({ consent: orders.marketingConsent }).from(orders).where(eq(orders.id, order._id));
    expect(stored?.consent).toBe(true);
    expect(order.status).toBe('confirmed');
    expect(order.paymentStatus).toBe('pending');
    expect(order.orderNumber).toBeGreaterThan(0);
    const [line] = order.orderLines;
    expect(line).toMatchObject({ name: 'Sykkellykt Ordre', amount: 2, productPrice: 49_900, total: 99_800 });
    // 25 % MVA included in the line; shipping ('Hjemlevering', the zone's default) is added by the engine.
    expect(line?.totalTax).toBe(19_960);
    expect(order.shippingLines).toHaveLength(1);
    const shipping = order.shippingLines[0]?.total ?? 0;
    expect(order.total).toBe(99_800 + shipping);
    expect(order.taxes.reduce((sum, tax) => sum + tax.amount, 0)).toBe(order.totalTax);
    expect(order.payments).toEqual([
      expect.objectContaining({ provider: 'faktura', method: 'invoice', total: order.total, chargeStatus: 'waiting' }),
    ]);
    expect('confirmationUrl' in placed.next && placed.next.confirmationUrl).toContain(
      `/ordre/${placed.confirmationToken}`,
    );
    expect(await stockOf(lamp._id)).toBe(18);
    const ledger = await db
      .select({ delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .where(and(eq(stockMovements.siteId, shopId), eq(stockMovements.reference, order._id)));
    expect(ledger).toEqual([{ delta: -2, reason: 'order' }]);
    const events = await db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.siteId, shopId), eq(timelineEvents.resourceId, order._id)));
    expect(events).toEqual([expect.objectContaining({ type: 'createdOrder', title: `Ordre ${order.orderNumber}` })]);
    const receipts = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'kari@example.no'));
    const receipt = receipts.find((mail) => mail.subject.includes(`Ordrebekreftelse ${order.orderNumber}`));
    // The invoice goes with a Faktura order's receipt, made when it is sent (platform/mail/smtp-delivery.test.ts).
    expect(receipt?.attachments).toEqual([
      {
        filename: `faktura-${order.orderNumber}.pdf`,
        contentType: 'application/pdf',
        made: { kind: 'orderInvoice', id: order._id },
      },
    ]);
    const revisions = await ok<Revision[]>(reader, 'GET', `/orders/${order._id}/revisions`);
    expect(revisions.length).toBe(2);
    // The content routes (scope read:content) never show an order's revisions, which name its buyer.
    const generic = await call(reader, 'GET', `/revisions?type=order&reference=${order._id}`);
    expect(generic.statusCode).toBe(404);
    expect((await call(reader, 'GET', `/revisions/${revisions[0]?._id}`)).statusCode).toBe(404);
  });

  it('sends a card buyer to the provider and leaves the order pending', async () => {
    const placed = await orderFor(server, shopId, providers, { productId: lamp._id, provider: 'testkort' });
    expect(placed.next).toEqual({ redirectUrl: `https://betaling.example/${placed.order.payments[0]?._id}` });
    expect(placed.order.status).toBe('pending');
  });

  it('refuses more than the stock, with a Norwegian message naming the product', async () => {
    await expect(orderFor(server, shopId, providers, { productId: lamp._id, quantity: 500 })).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('«Sykkellykt Ordre»'),
    });
  });

  it('refuses a variant outside its time of availability, as the cart does', async () => {
    const helmet = await publishedProduct(server, contributor, shopId, {
      name: 'Hjelm Ordre',
      price: 59_900,
      stock: null,
    });
    const later = await ok<{ _id: string }>(contributor, 'POST', `/products/${helmet._id}/simple-variants`, {
      name: 'Vinter',
      sku: 'HJ-ORDRE-V',
      timeControlledAvailability: true,
      availableFrom: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const draft = await ok<{ version: number }>(contributor, 'GET', `/products/${helmet._id}`);
    await ok(contributor, 'POST', `/products/${helmet._id}/publish`, { version: draft.version });
    await expect(
      orderFor(server, shopId, providers, {
        productId: helmet._id,
        lines: [{ productId: helmet._id, variantId: later._id, quantity: 1, customizations: [] }],
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: '«Hjelm Ordre» kan ikke kjøpes nå.' });
  });

  it('refuses a provider the site does not offer', async () => {
    await expect(orderFor(server, shopId, providers, { productId: lamp._id, provider: 'vipps' })).rejects.toMatchObject(
      {
        statusCode: 400,
        message: 'Betalingsløsningen er ikke tilgjengelig.',
      },
    );
  });
});
