/**
 * Stripe and Vipps MobilePay webhooks through the app's public route
 * (`POST /api/payments/{provider}/webhook/{siteId}`, issue 16 'Safety'): a Demo Butikk order paid
 * on the provider's local fake, whose signed webhooks are delivered to the route as sent. Delivered
 * twice (at once) they change the order once; the buyer's return after them changes nothing more;
 * a bad signature is refused and changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { sandboxCredentials } from '../../payment-sandbox';
import { storeSandboxCredentials } from '../../payment-sandbox/credentials';
import { startStripeFake } from '../../payment-sandbox/stripe-fake';
import { startVippsFake } from '../../payment-sandbox/vipps-fake';
import { orderFor, publishedProduct } from '../orders/order-fixtures';
import { getOrder } from '../orders/read';
import { paymentEvents, payments } from '../orders/schema';
import { startFakeProviderKit } from './fake-provider-kit';
import type { WebhookRequest } from './provider';
import { createPaymentProviders } from './registry';
import { stripeProvider } from './stripe';
import { vippsProvider } from './vipps';

const stripe = await startFakeProviderKit({
  provider: stripeProvider,
  startFake: (webhookTarget) => startStripeFake({ webhookTarget }),
  siteIdKey: 'vev_site_id',
  credentials: { ...sandboxCredentials.stripe },
  pay: (fake, reference, outcome) => fake.pay(reference, outcome as 'pay' | 'decline' | undefined),
  customer: { name: 'Kari Nordmann', email: 'kari@example.no', phone: null },
  firstOrderNumber: 1000,
});
const vipps = await startFakeProviderKit({
  provider: vippsProvider,
  startFake: (webhookTarget) => startVippsFake({ webhookTarget }),
  siteIdKey: 'vevSiteId',
  credentials: { ...sandboxCredentials.vipps },
  pay: (fake, reference, outcome) => fake.approve(reference, outcome as 'approve' | 'abort' | undefined),
  customer: { name: 'Ola Nordmann', email: 'ola@example.no', phone: '+4791234567' },
  firstOrderNumber: 2000,
});
const server = await startTestServer({
  env: { STRIPE_API_BASE: stripe.fake.baseUrl, VIPPS_API_BASE: vipps.fake.baseUrl },
});
afterAll(async () => {
  await server.close();
  await Promise.all([stripe.close(), vipps.close()]);
});

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const { db } = server.database;
const providers = createPaymentProviders({ db, config: server.config });
await storeSandboxCredentials(db, server.config, shopId);
const enabled = await server.inject({
  method: 'PATCH',
  url: `/api/sites/${shopId}/site`,
  headers: admin.headers,
  payload: {
    paymentProviders: ['faktura', 'testkort', 'stripe', 'vipps'].map((name) => ({
      name,
      enabled: true,
      default: name === 'faktura',
    })),
  },
});
if (enabled.statusCode !== 200) throw new Error(`enabling Stripe and Vipps MobilePay: ${enabled.body}`);

/** Delivers a webhook the fake sent to the inbox to the app's route as sent, with its Host (the length follows the body). */
const deliver = (request: WebhookRequest) =>
  server.inject({
    method: 'POST',
    url: request.pathAndQuery,
    headers: {
      ...Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'content-length')),
      host: request.host,
    },
    payload: request.rawBody,
  });

const eventsOf = (paymentId: string) =>
  db
    .select()
    .from(paymentEvents)
    .where(
      and(eq(paymentEvents.siteId, shopId), eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.kind, 'webhook')),
    );

describe.each([
  { name: 'stripe' as const, kit: stripe },
  { name: 'vipps' as const, kit: vipps },
])('$name webhooks through the app', ({ name, kit }) => {
  /** An order of a new product paid through the provider, with the webhooks its fake sent for it. */
  async function paidOrder(label: string) {
    const product = await publishedProduct(server, admin, shopId, { name: label, price: 19_900, stock: 5 });
    const placed = await orderFor(server, shopId, providers, { productId: product._id, provider: name });
    expect(placed.order).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, placed.order._id));
    const reference = payment?.providerReference ?? '';
    const from = kit.inbox.received.length;
    await kit.pay(reference);
    await kit.fake.webhooks.settled();
    const webhooks = kit.inbox.received.slice(from);
    expect(webhooks.length).toBeGreaterThan(0);
    return { placed, paymentId: payment?.id ?? '', webhooks };
  }

  it('a webhook delivered twice, at once, changes the order once', async () => {
    const { placed, paymentId, webhooks } = await paidOrder(`Dobbel ${name}`);
    const answers = await Promise.all(webhooks.flatMap((request) => [deliver(request), deliver(request)]));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 204));
    const order = await getOrder(db, shopId, placed.order._id);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'reserved', version: placed.order.version + 1 });
    expect(order.payments[0]).toMatchObject({ reserved: true, reservedSum: placed.order.total });
    expect(await eventsOf(paymentId)).toHaveLength(new Set(webhooks.map((request) => request.rawBody)).size);
    for (const request of webhooks) expect((await deliver(request)).statusCode).toBe(204);
    expect((await getOrder(db, shopId, placed.order._id)).version).toBe(order.version);
  });

  it('a webhook before the buyer is back: confirmed by the webhook, the return changes nothing more', async () => {
    const { placed, webhooks } = await paidOrder(`Tidlig ${name}`);
    for (const request of webhooks) expect((await deliver(request)).statusCode).toBe(204);
    const confirmed = await getOrder(db, shopId, placed.order._id);
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentStatus: 'reserved' });
    const page = await server.inject({
      method: 'GET',
      url: `/ordre/${placed.confirmationToken}`,
      headers: { host: 'demobutikk.localhost:3000' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Takk for bestillingen!');
    expect(await getOrder(db, shopId, placed.order._id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'reserved',
      version: confirmed.version,
    });
  });

  it('a webhook with a bad signature is refused and changes nothing', async () => {
    const { placed, paymentId, webhooks } = await paidOrder(`Forfalsket ${name}`);
    const [webhook] = webhooks;
    if (!webhook) throw new Error('no webhook');
    const tampered = { ...webhook, rawBody: webhook.rawBody.replace(String(placed.order.total), '1') };
    const wrongSite = {
      ...webhook,
      pathAndQuery: webhook.pathAndQuery.replace(shopId, await server.siteId('hjemmeside')),
    };
    const refused = await deliver(tampered);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'Ugyldig signatur.' });
    // Another site has no keys for the provider to verify with: refused too, never applied to it.
    const elsewhere = await deliver(wrongSite);
    expect(elsewhere.statusCode, elsewhere.body).toBe(401);
    expect(await getOrder(db, shopId, placed.order._id)).toMatchObject({
      status: 'pending',
      version: placed.order.version,
    });
    expect(await eventsOf(paymentId)).toHaveLength(0);
  });
});
