/**
 * A server SIGKILLed during checkout leaves no half order (issue 16 'Safety').
 *
 * Ten visitors buy a product with stock on Demo Butikk's storefront (cart, checkout by invoice)
 * over and over, at once; the process is SIGKILLed the moment a random-numbered order is confirmed,
 * with other checkouts in flight; then restarted on the same data, where one more visitor buys.
 * Read from the database afterwards: every confirmed order is there; every order of the product
 * has its lines, one payment row and 'order' ledger rows matching its lines; no ledger row names an
 * order that does not exist, so the stock plus what the orders took is what there was; and the
 * site's order numbers run from 1 without a gap.
 *
 * How it fails when checkout's transaction breaks: stock taken in one transaction and the order
 * written in another leaves a ledger row (and a lower stock count) without its order whenever the
 * kill lands between them; a counter incremented outside the order's transaction leaves a gap.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { orders, payments } from '../../src/modules/orders/schema';
import { products, stockMovements } from '../../src/modules/products/schema';
import {
  api,
  killAll,
  type ServerProcess,
  type Session,
  signIn,
  siteIds,
  startServer,
  tempDataDir,
} from './server-process';
import { buyerOf, idempotencyKeyIn } from './storefront-buyer';

afterEach(killAll);

const shop = 'demobutikk.localhost:3000';
const initialStock = 1_000;
const details = {
  name: 'Kari Nordmann',
  email: 'kari@eksempel.no',
  phone: '',
  address: 'Storgata 1',
  postcode: '0155',
  city: 'Oslo',
  country: 'NO',
  shippingMethod: 'Hjemlevering',
  provider: 'faktura',
};

/** A published product with stock managed and no backorders, made through the dashboard's API. */
async function stockedProduct(url: string, session: Session, siteId: string): Promise<string> {
  const call = async (method: string, pathname: string, body: object) => {
    const response = await api(url, session, method, `/api/sites/${siteId}${pathname}`, body);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    return response.body as { _id: string; version: number };
  };
  const created = await call('POST', '/products', { name: 'Kassetest-lue' });
  const edited = await call('PATCH', `/products/${created._id}`, {
    version: created.version,
    status: 'active',
    price: {
      type: 'fixed',
      value: 25_000,
      compareAtValue: null,
      prefix: '',
      suffix: '',
      minPrice: null,
      maxPrice: null,
    },
    manageStock: true,
    backorders: 'no',
    stockCount: initialStock,
  });
  await call('POST', `/products/${created._id}/publish`, { version: edited.version });
  return created._id;
}

/** One visitor's purchase; the confirmation's token once the checkout answered, null if the process died. */
let buyers = 0;
async function buy(url: string, productId: string, amount: number): Promise<string | null> {
  // Each purchase from an address of its own (RFC 2544's range): more than 30 new carts from one
  // address in ten minutes are refused, and the visitors make up to about 35 before the kill.
  buyers += 1;
  const buyer = buyerOf(url, shop, `198.18.${Math.floor(buyers / 250)}.${(buyers % 250) + 1}`);
  try {
    const added = await buyer.post('/handlekurv', { product: productId, amount: String(amount) });
    if (added.status !== 303) throw new Error(`the cart answered ${added.status}: ${added.body.slice(0, 300)}`);
    const idempotencyKey = idempotencyKeyIn((await buyer.view('/kasse')).body);
    const placed = await buyer.post('/kasse', { ...details, idempotencyKey });
    if (placed.status !== 303) throw new Error(`the checkout answered ${placed.status}: ${placed.body.slice(0, 300)}`);
    return placed.location.split('/ordre/')[1] ?? '';
  } catch (error) {
    if (error instanceof Error && /ECONNRESET|ECONNREFUSED|socket hang up/.test(error.message)) return null;
    throw error;
  }
}

/** Ten visitors buy until the kill; answers the tokens of the confirmed orders and the checkouts in flight at the kill. */
async function buyAndKill(server: ServerProcess, productId: string) {
  const killAfter = 10 + Math.floor(Math.random() * 15);
  const confirmed: string[] = [];
  let inFlight = 0;
  let inFlightAtKill = 0;
  let stopped = false;
  const visitor = async (n: number) => {
    for (let i = 0; !stopped; i++) {
      inFlight++;
      const token = await buy(server.url, productId, 1 + ((n + i) % 3)).finally(() => inFlight--);
      if (token === null) return;
      confirmed.push(token);
      if (!stopped && confirmed.length >= killAfter) {
        stopped = true;
        inFlightAtKill = inFlight;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 10 }, (_, n) => visitor(n)));
  expect(await server.exited).toBe('SIGKILL');
  return { confirmed, inFlightAtKill };
}

describe('faults: SIGKILL during checkout', () => {
  it('leaves no half order, no stock taken without an order and no gap in the order numbers', async () => {
    const data = tempDataDir();
    try {
      let server = await startServer({ DATA_DIR: data.dir, TRUST_PROXY: 'true' });
      const session = await signIn(server.url);
      const siteId = (await siteIds(server.url, session)).demobutikk ?? '';
      const productId = await stockedProduct(server.url, session, siteId);
      const { confirmed, inFlightAtKill } = await buyAndKill(server, productId);
      expect(inFlightAtKill, 'checkouts in flight at the kill').toBeGreaterThan(0);

      server = await startServer({ DATA_DIR: data.dir, TRUST_PROXY: 'true' });
      const after = await buy(server.url, productId, 1);
      expect(after).toBeTruthy();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const database = await openDatabase({ pgliteDir: data.dir, poolSize: 1 });
      try {
        const { db } = database;
        const placed = await db
          .select()
          .from(orders)
          .where(and(eq(orders.siteId, siteId), isNotNull(orders.orderNumber)));
        const tokens = new Set(placed.map((order) => order.confirmationToken));
        expect(
          [...confirmed, after].filter((token) => !tokens.has(token ?? '')),
          'confirmed orders lost',
        ).toEqual([]);

        const bought = placed.filter((order) => order.lines.some((line) => line.product?._id === productId));
        const ledger = await db
          .select()
          .from(stockMovements)
          .where(
            and(
              eq(stockMovements.siteId, siteId),
              eq(stockMovements.productId, productId),
              eq(stockMovements.reason, 'order'),
            ),
          );
        const paymentRows = await db.select().from(payments).where(eq(payments.siteId, siteId));
        for (const order of bought) {
          const amount = order.lines.reduce((sum, line) => sum + line.amount, 0);
          const taken = ledger.filter((row) => row.reference === order.id);
          expect(amount, `order ${order.orderNumber} has its lines`).toBeGreaterThan(0);
          expect(
            taken.reduce((sum, row) => sum + row.delta, 0),
            `order ${order.orderNumber}'s ledger rows`,
          ).toBe(-amount);
          expect(paymentRows.filter((row) => row.orderId === order.id)).toHaveLength(1);
        }
        const orderIds = new Set(bought.map((order) => order.id));
        const orphans = ledger.filter((row) => !orderIds.has(row.reference ?? ''));
        expect(orphans, 'stock taken without an order').toEqual([]);
        const [product] = await db
          .select({ stock: products.stockCount })
          .from(products)
          .where(and(eq(products.siteId, siteId), eq(products.id, productId)));
        const sold = bought.flatMap((order) => order.lines).reduce((sum, line) => sum + line.amount, 0);
        expect((product?.stock ?? 0) + sold).toBe(initialStock);

        const numbers = placed.map((order) => order.orderNumber ?? 0).sort((a, b) => a - b);
        expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
      } finally {
        await database.close();
      }
    } finally {
      killAll();
      data.remove();
    }
  }, 180_000);
});
