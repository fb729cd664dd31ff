/**
 * A buyer's plain checkout in one statement (write-at-once.ts): everything the transaction writes,
 * written the same way; and when a product changed between pricing and the lock, nothing at all
 * (not the number, not the buyer's count), after which checkout says what changed.
 */
import { cartMessages, type Product } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { timelineEvents } from '../../platform/activity/timeline-schema';
import { jobs } from '../../platform/jobs/schema';
import { diffDocuments } from '../../platform/revisions/revisions';
import { revisions } from '../../platform/revisions/schema';
import { customers } from '../customers/schema';
import { productVariants, stockMovements } from '../products/schema';
import { setStockCount } from '../products/stock';
import { getSite } from '../sites/service';
import { abandonedPaymentJob } from './abandon';
import { buyer, orderTestKit, publishedProduct, publishedVariantProduct } from './order-fixtures';
import { placeOrderInputSchema } from './order-input';
import { orderCounters, orders, payments } from './schema';
import { writeOrderAtOnce } from './write-at-once';
import { prepareOrder, writeOrder } from './write-order';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const contributor = await server.signIn('redaktor@demo.vev.no');
const { db } = server.database;
const { ok, stockOf } = orderTestKit(server, shopId);
const site = await getSite(db, shopId);

const email = 'at-once@example.no';
const inputFor = (lines: { productId: string; variantId?: string; quantity: number }[]) =>
  placeOrderInputSchema.parse({
    lines: lines.map((line) => ({ variantId: null, customizations: [], ...line })),
    invoiceInformation: { ...buyer, email },
    provider: 'faktura',
  });
const prepare = (lines: Parameters<typeof inputFor>[0]) => prepareOrder(db, shopId, inputFor(lines), { site });

/** What a refusal must leave as it was: the counter, the buyer's count and the stock. */
async function untouched(productId: string) {
  const [counter] = await db.select().from(orderCounters).where(eq(orderCounters.siteId, shopId));
  const [customer] = await db
    .select({ orders: customers.orders })
    .from(customers)
    .where(and(eq(customers.siteId, shopId), eq(customers.email, email)));
  return { number: counter?.lastNumber, buyerOrders: customer?.orders ?? 0, stock: await stockOf(productId) };
}

const lamp = await publishedProduct(server, contributor, shopId, { name: 'Lykt Straks', price: 29_900, stock: 10 });

describe('an order at once', () => {
  it('writes the order with its number and customer, payment, stock, ledger, timeline, revision and job', async () => {
    const before = await untouched(lamp._id);
    const prepared = await prepare([{ productId: lamp._id, quantity: 2 }]);
    const written = await writeOrderAtOnce(db, prepared, { site });
    if (!written) throw new Error('written at once');

    expect(written.orderNumber).toBe((before.number ?? 0) + 1);
    const [row] = await db.select().from(orders).where(eq(orders.id, written.orderId));
    expect(row).toMatchObject({ orderNumber: written.orderNumber, status: 'pending', total: written.total });
    expect(row?.customerId).toBe(written.order.customer?._id);
    const [customer] = await db
      .select()
      .from(customers)
      .where(eq(customers.id, row?.customerId ?? ''));
    expect(customer).toMatchObject({ email, orders: before.buyerOrders + 1 });
    expect(await db.select().from(payments).where(eq(payments.orderId, written.orderId))).toEqual([
      expect.objectContaining({ id: written.paymentId, provider: 'faktura', total: written.total }),
    ]);
    expect(await stockOf(lamp._id)).toBe((before.stock ?? 0) - 2);
    const ledger = await db
      .select({ delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.reference, written.orderId));
    expect(ledger).toEqual([{ delta: -2, reason: 'order' }]);
    const events = await db.select().from(timelineEvents).where(eq(timelineEvents.resourceId, written.orderId));
    expect(events).toEqual([expect.objectContaining({ type: 'createdOrder', title: `Ordre ${written.orderNumber}` })]);
    const due = await db.select().from(jobs).where(eq(jobs.kind, abandonedPaymentJob));
    expect(due.filter((job) => job.payload.orderId === written.orderId)).toHaveLength(1);

    // The revision is the one the transaction writes: the order as written, and its diff from nothing.
    const [revision] = await db.select().from(revisions).where(eq(revisions.reference, written.orderId));
    expect(revision?.snapshot).toEqual(JSON.parse(JSON.stringify({ ...written.order, revision: null })));
    expect(revision?.diff).toEqual(diffDocuments(null, revision?.snapshot));
  });

  it('refuses itself when a product changed after pricing, leaving the number, the buyer and the stock as they were', async () => {
    const prepared = await prepare([{ productId: lamp._id, quantity: 1 }]);
    const edited = await ok<Product>(contributor, 'PATCH', `/products/${lamp._id}`, {
      version: (await ok<Product>(contributor, 'GET', `/products/${lamp._id}`)).version,
      description: 'Endret etter prisingen',
    });
    await ok(contributor, 'POST', `/products/${lamp._id}/publish`, { version: edited.version });
    const before = await untouched(lamp._id);

    expect(await writeOrderAtOnce(db, prepared, { site })).toBeNull();
    expect(await untouched(lamp._id)).toEqual(before);
    expect(await db.select().from(orders).where(eq(orders.id, prepared.orderId))).toEqual([]);
  });

  it('refuses itself when the locked count is less than the order needs; checkout then says how many are left', async () => {
    const prepared = await prepare([{ productId: lamp._id, quantity: 3 }]);
    await setStockCount(db, { siteId: shopId, productId: lamp._id, variantId: null, stockCount: 2, userId: null });
    const before = await untouched(lamp._id);

    expect(await writeOrderAtOnce(db, prepared, { site })).toBeNull();
    expect(await untouched(lamp._id)).toEqual(before);
    await expect(
      writeOrder(db, shopId, inputFor([{ productId: lamp._id, quantity: 3 }]), { site }),
    ).rejects.toMatchObject({ statusCode: 409, message: expect.stringContaining(cartMessages.onlyLeft(2)) });
  });

  it("checks a variant's own locked count", async () => {
    const { product: helmet, variant: small } = await publishedVariantProduct(server, contributor, shopId, {
      name: 'Hjelm Straks',
      price: 49_900,
      variant: 'Liten',
      stock: 2,
    });
    const line = { productId: helmet._id, variantId: small._id, quantity: 2 };
    const variantStock = async () =>
      (await db.select().from(productVariants).where(eq(productVariants.id, small._id)))[0]?.stockCount;

    const refused = await prepare([line]);
    await setStockCount(db, {
      siteId: shopId,
      productId: helmet._id,
      variantId: small._id,
      stockCount: 1,
      userId: null,
    });
    expect(await writeOrderAtOnce(db, refused, { site })).toBeNull();
    expect(await variantStock()).toBe(1);

    await setStockCount(db, {
      siteId: shopId,
      productId: helmet._id,
      variantId: small._id,
      stockCount: 2,
      userId: null,
    });
    expect(await writeOrderAtOnce(db, await prepare([line]), { site })).not.toBeNull();
    expect(await variantStock()).toBe(0);
  });
});
