/**
 * Demo Butikk's order history: played through the orders module, so it has orders in every status
 * and payment status the services produce, gapless numbers, a stock ledger that adds up to the
 * products' stock, and the catalog's stock kept for the browser journeys.
 */
import type { PaymentProviderOffer } from '@vev/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { customers } from '../modules/customers/schema';
import { orderNotes, orders, paymentEvents, payments, refunds } from '../modules/orders/schema';
import { paymentProviderSettings } from '../modules/payment-settings/schema';
import { products, productVariants, stockMovements } from '../modules/products/schema';
import { sandboxCredentials } from '../payment-sandbox';
import { jobs } from '../platform/jobs/schema';
import { mailOutbox } from '../platform/mail/schema';
import { seedDemo } from './seed-demo';
import { demoCatalog } from './seed-demo-products-catalog';

let server: TestServer;
let shopId: string;
beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { PAYMENT_SANDBOX: 'true' } });
  await seedDemo(server.database.db, { config: server.config });
  shopId = await server.siteId('demobutikk');
});
afterAll(() => server.close());

describe('demo orders', () => {
  it('are in every status and payment status, with refunds, notes and both built-in providers', async () => {
    const { db } = server.database;
    const rows = await db.select().from(orders).where(eq(orders.siteId, shopId));
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['pending', 'confirmed', 'processing', 'finished', 'canceled', 'failed']),
    );
    expect(new Set(rows.map((row) => row.paymentStatus))).toEqual(
      new Set(['pending', 'reserved', 'paid', 'partiallyRefunded', 'refunded', 'voided']),
    );
    const paid = await db.select().from(payments).where(eq(payments.siteId, shopId));
    expect(new Set(paid.map((row) => row.provider))).toEqual(new Set(['faktura', 'testkort']));
    const refunded = await db.select().from(refunds).where(eq(refunds.siteId, shopId));
    expect(refunded.some((row) => row.items.some((item) => item.restock))).toBe(true);
    expect(refunded.some((row) => row.items.every((item) => !item.restock))).toBe(true);
    const notes = await db.select().from(orderNotes).where(eq(orderNotes.siteId, shopId));
    expect(new Set(notes.map((note) => note.internal))).toEqual(new Set([true, false]));
    const webhooks = await db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.siteId, shopId), eq(paymentEvents.kind, 'webhook')));
    expect(webhooks.length).toBeGreaterThan(10);
  });

  it('number the orders 1..N in the order they were placed, over the last two months', async () => {
    const rows = await server.database.db
      .select({ number: orders.orderNumber, at: orders.createdAt, updated: orders.updatedAt })
      .from(orders)
      .where(eq(orders.siteId, shopId))
      .orderBy(asc(orders.createdAt));
    expect(rows.map((row) => row.number)).toEqual(rows.map((_, index) => index + 1));
    const now = Date.now();
    expect(rows.every((row) => row.at.getTime() < now && row.updated.getTime() < now)).toBe(true);
    expect(rows.every((row) => row.updated.getTime() >= row.at.getTime())).toBe(true);
    expect(rows[0]?.at.getTime()).toBeLessThan(now - 50 * 86_400_000);
  });

  it('keep the stock ledger equal to the stock, and at least the catalog stock', async () => {
    const { db } = server.database;
    const ledger = await db
      .select({
        productId: stockMovements.productId,
        variantId: stockMovements.variantId,
        total: sql<number>`sum(${stockMovements.delta})::int`,
      })
      .from(stockMovements)
      .where(eq(stockMovements.siteId, shopId))
      .groupBy(stockMovements.productId, stockMovements.variantId);
    const sumOf = (productId: string, variantId: string | null) =>
      ledger.find((row) => row.productId === productId && row.variantId === variantId)?.total ?? 0;
    const rows = await db.select().from(products).where(eq(products.siteId, shopId));
    for (const row of rows) {
      if (!row.published?.manageStock) continue;
      expect(sumOf(row.id, null), row.published.name).toBe(row.stockCount);
      const seed = demoCatalog.find((each) => each.name === row.published?.name);
      expect(row.stockCount, row.published.name).toBeGreaterThanOrEqual(seed?.stock ?? 0);
    }
    const variants = await db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.siteId, shopId), eq(productVariants.stage, 'published')));
    for (const variant of variants) expect(sumOf(variant.productId, variant.id)).toBe(variant.stockCount);
    const counted = rows.find((row) => row.published?.name === 'Hybridsykkel Sandviken');
    expect(counted?.stockCount).toBe(7);
  });

  it('leave no mail to send and no job due but the pending order’s', async () => {
    const { db } = server.database;
    const unsent = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, shopId), sql`${mailOutbox.sentAt} IS NULL`));
    expect(unsent).toEqual([]);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.siteId, shopId))).length).toBeGreaterThan(20);
    const queued = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.siteId, shopId), eq(jobs.status, 'queued')));
    expect(queued.map((job) => job.kind)).toEqual(['orders.abandonedPayment']);
    expect(queued[0]?.runAfter.getTime()).toBeGreaterThan(Date.now());
  });

  it('in the payment sandbox, let an admin switch Stripe and Vipps MobilePay on with the stored sandbox keys', async () => {
    const rows = await server.database.db
      .select({ provider: paymentProviderSettings.provider, secrets: paymentProviderSettings.secrets })
      .from(paymentProviderSettings)
      .where(eq(paymentProviderSettings.siteId, shopId));
    expect(rows.map((row) => row.provider).sort()).toEqual(['stripe', 'vipps']);
    expect(rows.every((row) => row.secrets?.startsWith('v1.'))).toBe(true);
    const admin = await server.signIn('admin@demo.vev.no');
    const offer = await server.readJson<PaymentProviderOffer>(admin, `/api/sites/${shopId}/payment-providers`);
    expect(offer.providers.filter((provider) => provider.external)).toEqual([
      { name: 'stripe', external: true, ready: true },
      { name: 'vipps', external: true, ready: true },
    ]);
    const on = await server.inject({
      method: 'PATCH',
      url: `/api/sites/${shopId}/site`,
      headers: admin.headers,
      payload: {
        paymentProviders: [
          { name: 'faktura', enabled: true, default: true },
          { name: 'testkort', enabled: true, default: false },
          { name: 'stripe', enabled: true, default: false },
          { name: 'vipps', enabled: true, default: false },
        ],
      },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.body).not.toContain(sandboxCredentials.stripe.secretKey);
  });
  it('give every buyer a customer, counted and active on the day of their last order', async () => {
    const { db } = server.database;
    const rows = await db.select().from(orders).where(eq(orders.siteId, shopId));
    const people = await db.select().from(customers).where(eq(customers.siteId, shopId));
    expect(rows.every((row) => row.customerId !== null)).toBe(true);
    expect(people.length).toBeGreaterThan(5);
    for (const person of people) {
      const own = rows.filter((row) => row.customerId === person.id);
      expect(person.orders).toBe(own.length);
      expect(person.ordersSum).toBe(own.reduce((sum, row) => sum + row.total, 0));
      // The workshop's regulars (seed-demo-booking.ts) may have booked without buying.
      const lastOrder = own.length ? Math.max(...own.map((row) => row.createdAt.getTime())) : undefined;
      expect(person.lastActive?.getTime()).toBe(lastOrder);
      expect(person.anonymous).toBe(true);
    }
  });
});
