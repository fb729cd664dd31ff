/**
 * Demo Butikk's order history (seed-demo-orders-plan.ts), played through the orders module as
 * buyers and staff would: checkout (`placeOrder`), Testkort's payment page and its webhook, the
 * abandoned-payment job, 'Aktiver', refunds, status changes and notes. So every row (stock ledger,
 * payments, payment events, revisions, timeline, outbox) is the services' own. Afterwards each
 * step's rows are moved back to the day it happened (seed-demo-orders-clock.ts).
 */
import { type Order, type RefundRequest, refundRequestSchema } from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { abandonedPaymentJob, cancelAbandonedOrder } from '../modules/orders/abandon';
import { chargePayment } from '../modules/orders/charge';
import { addOrderNote } from '../modules/orders/notes';
import { rebuildOrderDays } from '../modules/orders/order-days';
import { placeOrder } from '../modules/orders/place-order';
import { getOrder } from '../modules/orders/read';
import { refundPayment } from '../modules/orders/refund';
import { payments } from '../modules/orders/schema';
import { patchOrder, voidReservations } from '../modules/orders/status';
import { applyPaymentEvent } from '../modules/orders/webhook';
import { providerContext } from '../modules/payment-settings/context';
import { createPaymentProviders, type PaymentProviders } from '../modules/payments/registry';
import { signTestkortWebhook, testkortSignatureHeader } from '../modules/payments/testkort';
import { cancelAtHostedPage, payAtHostedPage } from '../modules/payments/testkort-hosted';
import { testkortWebhookJob } from '../modules/payments/testkort-webhook';
import { products, productVariants } from '../modules/products/schema';
import { setStockCount } from '../modules/products/stock';
import { storeSandboxCredentials } from '../payment-sandbox/credentials';
import { jobs } from '../platform/jobs/schema';
import type { SessionUser } from '../platform/sessions/sessions';
import type { Database } from './client';
import { createSeedClock, type SeedClock } from './seed-demo-orders-clock';
import { type DemoOrder, demoOrders } from './seed-demo-orders-plan';

const day = 86_400_000;
const minute = 60_000;
const hour = 3_600_000;
const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const declinedCard = { ...goodCard, cardNumber: '4000 0000 0000 0002' };

interface Context {
  db: Database;
  config: Config;
  siteId: string;
  providers: PaymentProviders;
  staff: SessionUser[];
  clock: SeedClock;
  productIds: Map<string, { id: string; variants: Map<string, string> }>;
}

async function catalog(db: Database, siteId: string): Promise<Context['productIds']> {
  const rows = await db
    .select({ id: products.id, published: products.published })
    .from(products)
    .where(eq(products.siteId, siteId));
  return new Map(
    rows.flatMap((row) =>
      row.published
        ? [
            [
              row.published.name,
              {
                id: row.id,
                variants: new Map(row.published.simpleVariants.map((variant) => [variant.name, variant._id])),
              },
            ],
          ]
        : [],
    ),
  );
}

function lineIds(context: Context, line: DemoOrder['lines'][number]) {
  const product = context.productIds.get(line.product);
  if (!product) throw new Error(`demo order names an unknown product ${line.product}`);
  const variantId = line.variant ? product.variants.get(line.variant) : null;
  if (variantId === undefined) throw new Error(`demo order names an unknown variant ${line.variant}`);
  return { productId: product.id, variantId };
}

/**
 * Goods received before the first order: each product sold gets what the history takes, so the
 * shop ends with at least the catalog's stock (the browser journeys count on it).
 */
async function receiveGoods(context: Context, userId: string): Promise<void> {
  const wanted = new Map<string, { productId: string; variantId: string | null; quantity: number }>();
  for (const order of demoOrders) {
    for (const line of order.lines) {
      const ids = lineIds(context, line);
      const key = `${ids.productId}:${ids.variantId ?? ''}`;
      const entry = wanted.get(key) ?? { ...ids, quantity: 0 };
      entry.quantity += line.quantity ?? 1;
      wanted.set(key, entry);
    }
  }
  for (const entry of wanted.values()) {
    const [row] = entry.variantId
      ? await context.db
          .select({ stockCount: productVariants.stockCount })
          .from(productVariants)
          .where(
            and(
              eq(productVariants.siteId, context.siteId),
              eq(productVariants.productId, entry.productId),
              eq(productVariants.id, entry.variantId),
            ),
          )
          .limit(1)
      : await context.db
          .select({ stockCount: products.stockCount })
          .from(products)
          .where(and(eq(products.siteId, context.siteId), eq(products.id, entry.productId)));
    await setStockCount(context.db, {
      siteId: context.siteId,
      productId: entry.productId,
      variantId: entry.variantId,
      stockCount: (row?.stockCount ?? 0) + entry.quantity,
      userId,
    });
  }
}

/** The webhook Testkort queued for the payment, verified and applied as our webhook route does; its job is then done. */
async function deliverTestkortWebhook(context: Context, reference: string): Promise<void> {
  const { db, config, siteId } = context;
  const queued = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, testkortWebhookJob), eq(jobs.siteId, siteId), eq(jobs.status, 'queued')));
  const job = queued.find((row) => String((row.payload as { body: string }).body).includes(reference));
  if (!job) throw new Error('Testkort queued no webhook');
  const { body } = job.payload as { body: string };
  const provider = context.providers.get('testkort');
  const events = await provider?.verifyWebhook(await providerContext(db, config, siteId, 'testkort'), {
    method: 'POST',
    pathAndQuery: `/api/payments/testkort/webhook/${siteId}`,
    host: config.publicUrl.host,
    headers: { [testkortSignatureHeader]: signTestkortWebhook(config, siteId, body) },
    rawBody: body,
  });
  if (!events) throw new Error('the Testkort webhook did not verify');
  for (const event of events) await applyPaymentEvent(db, { siteId, provider: 'testkort', event });
  await db
    .update(jobs)
    .set({ status: 'done', attempts: 1, result: { deliveredStatus: 204 }, finishedAt: new Date() })
    .where(eq(jobs.id, job.id));
}

/**
 * The abandoned-payment job of the order, when it was due: it cancels an order still pending (the
 * buyer left the payment page); for any other order the handler changes nothing and answers
 * `cancelled: false`, so that is written without running it.
 */
async function runAbandonedJob(context: Context, orderId: string, pending: boolean): Promise<void> {
  const { db, config, siteId } = context;
  const cancelled = pending && (await cancelAbandonedOrder(db, config, context.providers, { siteId, orderId }));
  await db
    .update(jobs)
    .set({ status: 'done', attempts: 1, result: { cancelled }, finishedAt: new Date() })
    .where(
      and(eq(jobs.kind, abandonedPaymentJob), eq(jobs.siteId, siteId), sql`${jobs.payload}->>'orderId' = ${orderId}`),
    );
}

function refundRequest(order: Order, refund: NonNullable<DemoOrder['refund']>): RefundRequest {
  const items = [
    ...order.orderLines
      .filter((line) => refund.lines?.includes(line.product?.name ?? ''))
      .map((line) => ({ ref: line._id, amount: line.amount, sum: line.total, restock: true })),
    ...(refund.shipping
      ? order.shippingLines.map((line) => ({ ref: line._id, amount: 1, sum: line.total, restock: false }))
      : []),
  ];
  const sum = refund.sum ?? items.reduce((total, item) => total + item.sum, 0);
  return refundRequestSchema.parse({ sum, note: refund.note, items });
}

async function playOrder(context: Context, plan: DemoOrder, index: number): Promise<void> {
  const { db, config, siteId, providers, clock } = context;
  const user = context.staff[index % context.staff.length] as SessionUser;
  // Today's orders hours ago; earlier ones in the shop's day (08–19 in Norway), at a minute of their own.
  const placedAt =
    plan.ago.days === 0
      ? clock.now() - (plan.ago.hours ?? 0) * hour
      : clock.now() -
        (clock.now() % day) -
        plan.ago.days * day +
        (7 + ((index * 5) % 12)) * hour +
        ((index * 17) % 60) * minute;
  const at = (offset: number) => clock.step(placedAt + offset);

  at(0);
  const placed = await placeOrder(db, config, {
    siteId,
    providers,
    lines: plan.lines.map((line) => ({
      ...lineIds(context, line),
      quantity: line.quantity ?? 1,
      customizations: line.customizations ?? [],
    })),
    invoiceInformation: plan.buyer,
    shippingMethod: plan.shipping ?? null,
    provider: plan.provider,
    customerNote: plan.customerNote ?? '',
  });
  const orderId = placed.order._id;
  const paymentId = placed.order.payments[0]?._id as string;
  if (plan.provider === 'testkort' && plan.story !== 'pending') {
    const [row] = await db
      .select({ reference: payments.providerReference })
      .from(payments)
      .where(and(eq(payments.siteId, siteId), eq(payments.id, paymentId)));
    const reference = row?.reference as string;
    if (plan.story === 'cancelledAtPage') {
      at(2 * minute);
      await cancelAtHostedPage(db, { siteId, id: reference });
    } else if (plan.story === 'declined') {
      for (const attempt of [1, 2, 3]) {
        at((2 + attempt / 2) * minute);
        await payAtHostedPage(db, { siteId, id: reference }, declinedCard, new Date(placedAt + 3 * minute));
      }
    } else if (plan.story !== 'abandoned') {
      at(3 * minute);
      await payAtHostedPage(db, { siteId, id: reference }, goodCard, new Date(placedAt + 3 * minute));
    }
    if (plan.story !== 'abandoned') {
      at(4 * minute);
      await deliverTestkortWebhook(context, reference);
    }
  }
  if (plan.story === 'pending') return;
  const actions: { offset: number; run: () => Promise<unknown> }[] = [
    { offset: 30 * minute, run: () => runAbandonedJob(context, orderId, plan.story === 'abandoned') },
  ];
  const later = (offset: number, run: () => Promise<unknown>) => actions.push({ offset, run });
  for (const note of plan.notes ?? []) {
    later(note.after * day, () =>
      addOrderNote(db, { siteId, orderId, user, note: { note: note.text, internal: note.internal } }),
    );
  }
  if (plan.story === 'voided') {
    later(day + minute, async () => {
      await patchOrder(db, { siteId, orderId, user, patch: { status: 'canceled' } });
      await voidReservations(db, config, providers, { siteId, orderId, user });
    });
  }
  if (plan.story === 'charged' || plan.story === 'invoicePaid') {
    later(plan.story === 'invoicePaid' ? 10 * day : day, () =>
      chargePayment(db, config, providers, { siteId, orderId, paymentId, user }),
    );
  }
  if (plan.status) {
    // A returned order was sent and finished first, then cancelled after its refund.
    const status = plan.status === 'canceled' ? 'finished' : plan.status;
    later(status === 'processing' ? day + hour : 3 * day, () =>
      patchOrder(db, { siteId, orderId, user, patch: { status } }),
    );
  }
  const { refund } = plan;
  if (refund) {
    later(refund.after * day, async () => {
      const request = refundRequest(await getOrder(db, siteId, orderId), refund);
      await refundPayment(db, config, providers, { siteId, orderId, paymentId, user, request });
    });
    if (plan.status === 'canceled') {
      later(refund.after * day + hour, () => patchOrder(db, { siteId, orderId, user, patch: { status: 'canceled' } }));
    }
  }
  for (const action of actions.sort((a, b) => a.offset - b.offset)) {
    at(action.offset);
    await action.run();
  }
}

/**
 * Seeds the history on the shop site (after its products). With the payment sandbox on, the site
 * also gets the sandbox's Stripe and Vipps MobilePay credentials, so an admin can switch them on.
 */
export async function seedDemoOrders(
  db: Database,
  input: { siteId: string; staff: SessionUser[]; config: Config },
): Promise<void> {
  const { siteId, config } = input;
  if (config.paymentSandbox) await storeSandboxCredentials(db, config, siteId);
  const clock = createSeedClock();
  const context: Context = {
    db,
    config,
    siteId,
    providers: createPaymentProviders({ db, config }),
    staff: input.staff,
    clock,
    productIds: await catalog(db, siteId),
  };
  const [receiver] = input.staff;
  if (!receiver) return;
  clock.step(clock.now() - 60 * day);
  await receiveGoods(context, receiver.id);
  for (const [index, plan] of demoOrders.entries()) await playOrder(context, plan, index);
  await clock.apply(db, siteId);
  // The clock moved the orders back to their days: the shop report's aggregate follows them.
  await rebuildOrderDays(db, siteId);
}
