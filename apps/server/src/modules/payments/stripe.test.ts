import { afterAll, describe, expect, it } from 'vitest';
import { startStripeFake } from '../../payment-sandbox/stripe-fake';
import { startFakeProviderKit } from './fake-provider-kit';
import { stripeProvider } from './stripe';

const kit = await startFakeProviderKit({
  provider: stripeProvider,
  startFake: (webhookTarget) => startStripeFake({ webhookTarget }),
  siteIdKey: 'vev_site_id',
  credentials: { secretKey: 'sk_test_vev', webhookSecret: 'whsec_test_vev' },
  pay: (fake, reference, outcome) => fake.pay(reference, outcome as 'pay' | 'decline' | undefined),
  customer: { name: 'Kari Nordmann', email: 'kari@example.no', phone: null },
  firstOrderNumber: 1000,
});
afterAll(() => kit.close());
const { fake, inbox, context, paymentInput, verifiedSince, createAndPay } = kit;

describe('Stripe provider against the local Stripe fake', () => {
  it('create → pay → reserved by webhook → capture → partial refund → a refund beyond the rest is refused', async () => {
    const from = inbox.received.length;
    const created = await stripeProvider.create(context, paymentInput());
    expect(created.kind).toBe('redirect');
    if (created.kind !== 'redirect') return;
    expect(created.providerReference).toMatch(/^cs_test_/);
    expect(created.url).toBe(`${fake.baseUrl}/pay/${created.providerReference}`);
    expect(await stripeProvider.state(context, created.providerReference)).toBe('created');

    const page = await fetch(created.url);
    expect(await page.text()).toContain('1\u00a0299,00\u00a0kr');
    await fake.pay(created.providerReference);
    const reserved = await verifiedSince(from);
    expect(reserved.map((event) => [event.kind, event.providerReference, event.amount])).toEqual([
      ['reserved', created.providerReference, 129_900],
      ['reserved', created.providerReference, 129_900],
    ]);
    expect(inbox.received[from]?.pathAndQuery).toBe('/api/payments/stripe/webhook/site-1');
    expect(await stripeProvider.state(context, created.providerReference)).toBe('reserved');

    const afterPay = inbox.received.length;
    const capture = await stripeProvider.capture(context, {
      providerReference: created.providerReference,
      amount: 100_000,
      idempotencyKey: `capture-${created.providerReference}`,
    });
    expect(capture).toMatchObject({ ok: true, providerReference: created.providerReference });
    expect(await stripeProvider.state(context, created.providerReference)).toBe('captured');

    const refund = await stripeProvider.refund(context, {
      providerReference: created.providerReference,
      amount: 40_000,
      idempotencyKey: `refund-1-${created.providerReference}`,
    });
    expect(refund.ok).toBe(true);
    const tooMuch = await stripeProvider.refund(context, {
      providerReference: created.providerReference,
      amount: 60_001,
      idempotencyKey: `refund-2-${created.providerReference}`,
    });
    expect(tooMuch).toMatchObject({ ok: false });
    expect(tooMuch.ok === false && tooMuch.error).toContain('greater than unrefunded amount');

    const events = await verifiedSince(afterPay);
    expect(events.map((event) => [event.kind, event.providerReference, event.amount])).toEqual([
      ['captured', created.providerReference, 100_000],
      ['refunded', created.providerReference, 40_000],
    ]);

    const rest = await stripeProvider.refund(context, {
      providerReference: created.providerReference,
      amount: 60_000,
      idempotencyKey: `refund-3-${created.providerReference}`,
    });
    expect(rest.ok).toBe(true);
    expect(await stripeProvider.state(context, created.providerReference)).toBe('refunded');
  });

  it('a capture above the reserved amount is refused and leaves the payment reserved', async () => {
    const created = await createAndPay(50_000);
    const result = await stripeProvider.capture(context, {
      providerReference: created.providerReference,
      amount: 50_001,
      idempotencyKey: `capture-too-much-${created.providerReference}`,
    });
    expect(result.ok).toBe(false);
    expect(await stripeProvider.state(context, created.providerReference)).toBe('reserved');
  });

  it('cancel releases a reservation, and an unpaid session is expired instead', async () => {
    const from = inbox.received.length;
    const paid = await createAndPay();
    const cancelled = await stripeProvider.cancel(context, {
      providerReference: paid.providerReference,
      idempotencyKey: `cancel-${paid.providerReference}`,
    });
    expect(cancelled.ok).toBe(true);
    expect(await stripeProvider.state(context, paid.providerReference)).toBe('cancelled');

    const unpaid = await stripeProvider.create(context, paymentInput());
    const expired = await stripeProvider.cancel(context, {
      providerReference: unpaid.providerReference as string,
      idempotencyKey: `cancel-${unpaid.providerReference}`,
    });
    expect(expired.ok).toBe(true);
    expect(await stripeProvider.state(context, unpaid.providerReference as string)).toBe('failed');

    const kinds = (await verifiedSince(from)).map((event) => [event.kind, event.providerReference]);
    expect(kinds).toContainEqual(['cancelled', paid.providerReference]);
    expect(kinds).toContainEqual(['failed', unpaid.providerReference]);
  });

  it('a declined card sends payment_failed, read as failed', async () => {
    const from = inbox.received.length;
    const created = await createAndPay(129_900, 'decline');
    expect(await verifiedSince(from)).toEqual([
      expect.objectContaining({ kind: 'failed', providerReference: created.providerReference }),
    ]);
    expect(await stripeProvider.state(context, created.providerReference)).toBe('failed');
  });

  it('a webhook with a wrong signature, secret or body is refused (null)', async () => {
    const from = inbox.received.length;
    await createAndPay();
    await fake.webhooks.settled();
    const request = inbox.received[from];
    if (!request) throw new Error('no webhook received');
    expect(await stripeProvider.verifyWebhook(context, request)).not.toBeNull();
    const wrongSecret = { ...context, credentials: { ...context.credentials, webhookSecret: 'whsec_other' } };
    expect(await stripeProvider.verifyWebhook(wrongSecret, request)).toBeNull();
    const tampered = { ...request, rawBody: request.rawBody.replace('129900', '1') };
    expect(await stripeProvider.verifyWebhook(context, tampered)).toBeNull();
    const unsigned = { ...request, headers: { ...request.headers, 'stripe-signature': undefined } };
    expect(await stripeProvider.verifyWebhook(context, unsigned)).toBeNull();
  });

  it('a webhook delivered twice gives the same event id both times', async () => {
    const from = inbox.received.length;
    await createAndPay();
    await fake.webhooks.settled();
    const first = await stripeProvider.verifyWebhook(context, inbox.received[from] as never);
    const eventId = JSON.parse(inbox.received[from]?.rawBody ?? '{}').id as string;
    fake.redeliver(eventId);
    await fake.webhooks.settled();
    const again = await stripeProvider.verifyWebhook(context, inbox.received.at(-1) as never);
    expect(first?.[0]?.eventId).toBe(eventId);
    expect(again).toEqual(first);
  });

  it('the same idempotency key twice creates one payment on Stripe', async () => {
    const input = paymentInput();
    const first = await stripeProvider.create(context, input);
    const second = await stripeProvider.create(context, input);
    expect(second).toEqual(first);
    await expect(stripeProvider.create(context, { ...input, amount: 1 })).rejects.toThrow(/idempotent/);
  });

  it('another Stripe account cannot see the payment', async () => {
    const created = await stripeProvider.create(context, paymentInput());
    const other = { ...context, credentials: { ...context.credentials, secretKey: 'sk_test_other' } };
    await expect(stripeProvider.state(other, created.providerReference as string)).rejects.toThrow(/No such/);
    const url = `${fake.baseUrl}/v1/checkout/sessions/${created.providerReference}`;
    expect((await fetch(url)).status).toBe(401);
    const basic = `Basic ${Buffer.from('sk_test_vev:').toString('base64')}`;
    expect((await fetch(url, { headers: { authorization: basic } })).status).toBe(200);
  });
});
