/**
 * The checkout scenario (issue 16, QUALITY.md 'checkout … ≥ 200 orders/s, 0 oversold, 0 lost'):
 * ten buyers, each with a cart of one product with limited stock, post the storefront's checkout
 * form (`POST /kasse`, as the page does, each post with a new Idempotency-Key) again and again
 * until the stock is gone or the phase is over. Before the server starts the bench gives the
 * product its stock (an adjustment in the ledger, as staff would); after it has stopped it checks
 * in the database that every order the buyers were sent on with is there with its payment row,
 * that the stock taken is what the orders bought, and that the stock never went below zero.
 */
import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Database } from '../apps/server/src/db/client';
import { queryRows } from '../apps/server/src/db/query-rows';
import { abandonedPaymentJob } from '../apps/server/src/modules/orders/abandon';
import { products, stockMovements } from '../apps/server/src/modules/products/schema';
import { jobs } from '../apps/server/src/platform/jobs/schema';
import { findScenarioSite } from './data/foundation';
import type { PhaseResult } from './load';

export type CheckoutProvider = 'testkort' | 'faktura';

/** One product per provider, each with `stock` to sell from `since` on. */
export interface CheckoutStock {
  siteId: string;
  since: string;
  stock: number;
  products: Record<CheckoutProvider, string>;
}

/** What one checkout phase saw, for the check in the database once the server has stopped. */
export interface CheckoutSeen {
  productId: string;
  stock: number;
  since: string;
  placed: number;
}

export const checkoutStockAt = (scale: number) => Math.max(20, Math.round(3000 * scale));

/**
 * Picks two simple, active, published products of the measured site with a fixed price and no
 * draft, and sets their stock to what the scenario may sell. Null when the site has no such products.
 */
export async function refillCheckoutStock(db: Database, scale: number): Promise<CheckoutStock | null> {
  const site = await findScenarioSite(db);
  if (!site) return null;
  const rows = await db
    .select({ id: products.id, stockCount: products.stockCount })
    .from(products)
    .where(
      and(
        eq(products.siteId, site.id),
        eq(products.status, 'active'),
        eq(products.bundle, false),
        eq(products.manageStock, true),
        eq(products.variantCount, 0),
        eq(products.priceType, 'fixed'),
        sql`${products.priceValue} > 0 AND ${products.draft} IS NULL AND ${products.publishedAt} IS NOT NULL`,
        sql`coalesce((${products.published} ->> 'hideInStore')::boolean, false) = false`,
        sql`coalesce((${products.published} ->> 'timeControlledAvailability')::boolean, false) = false`,
        sql`coalesce((${products.published} ->> 'notForIndependentSale')::boolean, false) = false`,
        sql`coalesce((${products.published} -> 'limitation' ->> 'enabled')::boolean, false) = false`,
      ),
    )
    .orderBy(products.id)
    .limit(2);
  const [card, invoice] = rows;
  if (!card || !invoice) return null;
  const stock = checkoutStockAt(scale);
  for (const row of rows) {
    await db
      .update(products)
      .set({ stockCount: stock })
      .where(and(eq(products.siteId, site.id), eq(products.id, row.id)));
    await db.insert(stockMovements).values({
      siteId: site.id,
      id: ulid().toLowerCase(),
      productId: row.id,
      variantId: null,
      delta: stock - row.stockCount,
      reason: 'adjustment',
      reference: null,
      userId: site.userId,
    });
  }
  const [now] = await queryRows<{ now: string }>(db, sql`SELECT now()::text AS now`);
  return {
    siteId: site.id,
    since: now?.now ?? new Date().toISOString(),
    stock,
    products: { testkort: card.id, faktura: invoice.id },
  };
}

/** The page that moves the buyer on to a payment page on another origin (storefront/shop/continue-page.ts). */
const continuePageHeading = 'Bestillingen er registrert';

interface Answer {
  status: number;
  /** The order was placed and the answer is the page that goes on to the provider's payment page. */
  continued: boolean;
  location: string;
  cookie: string;
}

/**
 * A same-origin form post to the storefront, as a browser sends it; `address` is the buyer's own
 * (the bench server trusts X-Forwarded-For), so runs in a row stay under the cart-creation limit.
 */
function postForm(url: string, host: string, form: string, cookie: string, address?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent: keepAlive,
      headers: {
        host,
        origin: `http://${host}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
        ...(address ? { 'x-forwarded-for': address } : {}),
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => {
        if (body.length < 4000) body += chunk;
      });
      response.on('end', () => {
        const set = (response.headers['set-cookie'] ?? []).find((entry) => entry.startsWith('vev_cart='));
        resolve({
          status: response.statusCode ?? 0,
          location: String(response.headers.location ?? ''),
          continued: response.statusCode === 200 && body.includes(continuePageHeading),
          cookie: set ? (set.split(';')[0] ?? cookie) : cookie,
        });
      });
    });
    request.on('error', reject);
    request.end(form);
  });
}
function getPage(url: string, host: string, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host, cookie } }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;
const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * `buyers` buyers check out one of the product each, over and over, for at most `seconds` or until
 * the stock is gone. Orders/s counts the orders placed over the time it took to place them.
 */
export async function driveCheckout(
  baseUrl: string,
  host: string,
  input: { productId: string; provider: CheckoutProvider; stock: number; since: string },
  buyers: number,
  seconds: number,
): Promise<{ phase: PhaseResult; seen: CheckoutSeen }> {
  const latencies: number[] = [];
  let placed = 0;
  let errors = 0;
  let requests = 0;
  let lastPlaced = 0;
  const carts: string[] = [];
  // Addresses from the range set aside for benchmarks (RFC 2544), a new block each run.
  const block = randomInt(256);
  for (let buyer = 0; buyer < buyers; buyer += 1) {
    const form = new URLSearchParams({ product: input.productId, amount: '1' }).toString();
    const added = await postForm(`${baseUrl}/handlekurv`, host, form, '', `198.18.${block}.${buyer + 1}`);
    if (added.status !== 303 || !added.cookie) throw new Error(`adding to the cart answered ${added.status}`);
    carts.push(added.cookie);
  }
  // The first shipping method the checkout page offers for the address, as a buyer would pick it.
  const page = await getPage(`${baseUrl}/kasse?postcode=0155`, host, carts[0] ?? '');
  const shippingMethod = /name="shippingMethod"[^>]*value="([^"]+)"/.exec(page)?.[1] ?? 'Hjemlevering';
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    carts.map(async (cookie, buyer) => {
      while (performance.now() < deadline) {
        const form = new URLSearchParams({
          name: `Kari Kjøper ${buyer + 1}`,
          email: `kjoper${buyer + 1}@eksempel.no`,
          phone: '912 34 567',
          address: 'Storgata 1',
          postcode: '0155',
          city: 'Oslo',
          country: 'NO',
          shippingMethod: shippingMethod.replace(/&amp;/g, '&'),
          provider: input.provider,
          idempotencyKey: randomBytes(18).toString('base64url'),
        }).toString();
        const sent = performance.now();
        const answer = await postForm(`${baseUrl}/kasse`, host, form, cookie);
        requests += 1;
        if ((answer.status === 303 && !answer.location.endsWith('/handlekurv')) || answer.continued) {
          latencies.push(performance.now() - sent);
          placed += 1;
          lastPlaced = performance.now();
        } else if (answer.status === 409) {
          // Sold out: the cart can no longer be ordered as it is.
          return;
        } else {
          if (!errors) process.stdout.write(`  a checkout failed: ${answer.status} ${answer.location}\n`);
          errors += 1;
          if (errors > 100) return;
        }
      }
    }),
  );
  const elapsed = Math.max(1, (lastPlaced || performance.now()) - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    phase: {
      connections: buyers,
      requests,
      requestsPerSecond: Math.round(placed / elapsed),
      p50: tenth(percentile(latencies, 50)),
      p95: tenth(percentile(latencies, 95)),
      errors,
      placed,
    },
    seen: { productId: input.productId, stock: input.stock, since: input.since, placed },
  };
}

/**
 * The check in the database: oversold is stock below zero or more sold than there was; lost is an
 * order a buyer was sent on with that is not there, an order without its payment row, or stock
 * taken that no order bought (or the other way round).
 */
export async function verifyCheckout(
  db: Database,
  siteId: string,
  seen: CheckoutSeen,
): Promise<{ oversold: number; lost: number; orders: number; stockLeft: number }> {
  const [row] = await queryRows<{
    stock_left: number;
    taken: number;
    orders: number;
    sold: number;
    without_payment: number;
  }>(
    db,
    sql`
      WITH placed AS (
        SELECT o.id, (SELECT coalesce(sum((line ->> 'amount')::int), 0) FROM jsonb_array_elements(o.lines) AS line
                      WHERE line -> 'product' ->> '_id' = ${seen.productId}) AS amount
        FROM orders o
        WHERE o.site_id = ${siteId} AND o.created_at >= ${seen.since}::timestamptz
          AND o.lines @> ${JSON.stringify([{ product: { _id: seen.productId } }])}::jsonb
      )
      SELECT
        (SELECT stock_count FROM products WHERE site_id = ${siteId} AND id = ${seen.productId})::int AS stock_left,
        (SELECT coalesce(-sum(delta), 0) FROM stock_movements
          WHERE site_id = ${siteId} AND product_id = ${seen.productId} AND reason = 'order'
            AND created_at >= ${seen.since}::timestamptz)::int AS taken,
        (SELECT count(*) FROM placed)::int AS orders,
        (SELECT coalesce(sum(amount), 0) FROM placed)::int AS sold,
        (SELECT count(*) FROM placed p
          WHERE NOT EXISTS (SELECT 1 FROM payments y WHERE y.site_id = ${siteId} AND y.order_id = p.id))::int
          AS without_payment`,
  );
  if (!row) throw new Error('the checkout check answered nothing');
  const oversold = Math.max(0, -row.stock_left) + Math.max(0, row.sold - seen.stock);
  const lost =
    Math.abs(seen.placed - row.orders) +
    row.without_payment +
    Math.abs(row.sold - row.taken) +
    Math.abs(seen.stock - row.taken - row.stock_left);
  return { oversold, lost, orders: row.orders, stockLeft: row.stock_left };
}

/**
 * The bench's buyers never pay, so each card order leaves a job that gives its stock back after 30
 * minutes; run during a later bench run, thousands of them would be measured instead of it. They are
 * dropped once checked (the next run refills the stock anyway).
 */
export async function forgetAbandonedPayments(db: Database, siteId: string, since: string): Promise<number> {
  const dropped = await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.siteId, siteId),
        eq(jobs.kind, abandonedPaymentJob),
        eq(jobs.status, 'queued'),
        sql`${jobs.createdAt} >= ${since}::timestamptz`,
      ),
    )
    .returning({ id: jobs.id });
  return dropped.length;
}
