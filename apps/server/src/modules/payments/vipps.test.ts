import { afterAll, describe, expect, it } from 'vitest';
import { startVippsFake } from '../../payment-sandbox/vipps-fake';
import { startFakeProviderKit } from './fake-provider-kit';
import { registerVippsWebhook, vippsProvider, vippsWebhookSignatureHolds } from './vipps';

const kit = await startFakeProviderKit({
  provider: vippsProvider,
  startFake: (webhookTarget) => startVippsFake({ webhookTarget }),
  siteIdKey: 'vevSiteId',
  query: '?delivery=1',
  credentials: {
    clientId: 'client-id',
    clientSecret: 'client-secret',
    subscriptionKey: 'subscription-key',
    merchantSerialNumber: '123456',
    webhookSecret: 'vipps-webhook-secret-for-tests',
  },
  pay: (fake, reference, outcome) => fake.approve(reference, outcome as 'approve' | 'abort' | undefined),
  customer: { name: 'Ola Nordmann', email: 'ola@example.no', phone: '+4791234567' },
  firstOrderNumber: 2000,
});
afterAll(() => kit.close());
const { fake, inbox, context, paymentInput, verifiedSince } = kit;
const createAndApprove = kit.createAndPay;

describe('Vipps MobilePay webhook signature', () => {
  it("holds for the sample values in Vipps MobilePay's request-authentication documentation", () => {
    const request = {
      method: 'POST',
      pathAndQuery: '/e2cee29b-012e-4f1d-8ef4-e95fd74a7a63',
      host: 'webhook.site',
      headers: {
        'x-ms-date': 'Thu, 30 Mar 2023 08:38:32 GMT',
        'x-ms-content-sha256': 'lNlsp1XA03N34HrQsVzPgJKtC+r7l/RBF4V3JQUWMj4=',
        authorization:
          'HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=agAiSyogQbDHpeucoNwYz+yAr5nJ+v+zasdkSbqzv+U=',
      },
      rawBody: '{"some-unique-content":"ee6e441b-cc4a-46f8-895d-a5af79bcc233/hello-world"}',
    };
    const secret = 'A0+AeKBRG2KRGvnNwJpQlb6IJFk48CKXCIcrLoHncVJKDILsQSxS6NWCccwWm6r6FhGKhiHTBsG2wo/xU6FY/A==';
    expect(vippsWebhookSignatureHolds(secret, request)).toBe(true);
    expect(vippsWebhookSignatureHolds(secret, { ...request, host: 'other.site' })).toBe(false);
    expect(vippsWebhookSignatureHolds(secret, { ...request, rawBody: `${request.rawBody} ` })).toBe(false);
    expect(vippsWebhookSignatureHolds(`${secret}x`, request)).toBe(false);
  });
});

describe('Vipps MobilePay provider against the local Vipps MobilePay fake', () => {
  it('create → approve → reserved by webhook → capture → partial refund → a refund beyond the rest is refused', async () => {
    const from = inbox.received.length;
    const input = paymentInput();
    const created = await vippsProvider.create(context, input);
    expect(created).toEqual({
      kind: 'redirect',
      url: `${fake.baseUrl}/landing/${input.paymentId}`,
      providerReference: input.paymentId,
    });
    const reference = input.paymentId;
    expect(await vippsProvider.state(context, reference)).toBe('created');
    expect(await (await fetch(`${fake.baseUrl}/landing/${reference}`)).text()).toContain('1\u00a0299,00\u00a0kr');

    await fake.approve(reference);
    expect(await verifiedSince(from)).toEqual([
      expect.objectContaining({ kind: 'reserved', providerReference: reference, amount: 129_900 }),
    ]);
    expect(inbox.received[from]?.pathAndQuery).toBe('/api/payments/vipps/webhook/site-1?delivery=1');
    expect(await vippsProvider.state(context, reference)).toBe('reserved');

    const afterApprove = inbox.received.length;
    const capture = await vippsProvider.capture(context, {
      providerReference: reference,
      amount: 100_000,
      idempotencyKey: `capture-${reference}`,
    });
    expect(capture).toMatchObject({ ok: true, providerReference: reference });
    expect(await vippsProvider.state(context, reference)).toBe('captured');

    const refund = await vippsProvider.refund(context, {
      providerReference: reference,
      amount: 40_000,
      idempotencyKey: `refund-1-${reference}`,
    });
    expect(refund.ok).toBe(true);
    const tooMuch = await vippsProvider.refund(context, {
      providerReference: reference,
      amount: 60_001,
      idempotencyKey: `refund-2-${reference}`,
    });
    expect(tooMuch).toMatchObject({ ok: false, error: expect.stringContaining('Refund amount too high') });
    expect((await verifiedSince(afterApprove)).map((event) => [event.kind, event.amount])).toEqual([
      ['captured', 100_000],
      ['refunded', 40_000],
    ]);

    const rest = await vippsProvider.refund(context, {
      providerReference: reference,
      amount: 60_000,
      idempotencyKey: `refund-3-${reference}`,
    });
    expect(rest.ok).toBe(true);
    expect(await vippsProvider.state(context, reference)).toBe('refunded');
  });

  it('reuses its access token between calls', async () => {
    const before = fake.tokensIssued();
    await createAndApprove();
    await createAndApprove();
    expect(fake.tokensIssued()).toBe(before);
  });

  it('a capture above the reservation is refused; cancel releases the rest and an unpaid payment is terminated', async () => {
    const from = inbox.received.length;
    const paid = await createAndApprove(50_000);
    const tooMuch = await vippsProvider.capture(context, {
      providerReference: paid.providerReference,
      amount: 50_001,
      idempotencyKey: `capture-${paid.providerReference}`,
    });
    expect(tooMuch.ok).toBe(false);
    expect(await vippsProvider.state(context, paid.providerReference)).toBe('reserved');
    const cancelled = await vippsProvider.cancel(context, {
      providerReference: paid.providerReference,
      idempotencyKey: `cancel-${paid.providerReference}`,
    });
    expect(cancelled.ok).toBe(true);
    expect(await vippsProvider.state(context, paid.providerReference)).toBe('cancelled');

    const unpaid = await vippsProvider.create(context, paymentInput());
    const terminated = await vippsProvider.cancel(context, {
      providerReference: unpaid.providerReference as string,
      idempotencyKey: `cancel-${unpaid.providerReference}`,
    });
    expect(terminated.ok).toBe(true);
    expect(await vippsProvider.state(context, unpaid.providerReference as string)).toBe('cancelled');

    const kinds = (await verifiedSince(from)).map((event) => [event.kind, event.providerReference]);
    expect(kinds).toContainEqual(['cancelled', paid.providerReference]);
    expect(kinds).toContainEqual(['cancelled', unpaid.providerReference]);
  });

  it('a buyer who aborts in the app gives a failed payment', async () => {
    const from = inbox.received.length;
    const created = await createAndApprove(129_900, 'abort');
    expect(await verifiedSince(from)).toEqual([
      expect.objectContaining({ kind: 'failed', providerReference: created.providerReference }),
    ]);
    expect(await vippsProvider.state(context, created.providerReference)).toBe('failed');
  });

  it('a webhook with a wrong signature, secret, host or body is refused (null)', async () => {
    const from = inbox.received.length;
    await createAndApprove();
    await fake.webhooks.settled();
    const request = inbox.received[from];
    if (!request) throw new Error('no webhook received');
    expect(await vippsProvider.verifyWebhook(context, request)).not.toBeNull();
    const wrongSecret = { ...context, credentials: { ...context.credentials, webhookSecret: 'another-secret' } };
    expect(await vippsProvider.verifyWebhook(wrongSecret, request)).toBeNull();
    expect(await vippsProvider.verifyWebhook(context, { ...request, host: 'evil.example' })).toBeNull();
    expect(
      await vippsProvider.verifyWebhook(context, { ...request, pathAndQuery: '/api/payments/vipps/webhook/x' }),
    ).toBeNull();
    const tampered = { ...request, rawBody: request.rawBody.replace('129900', '1') };
    expect(await vippsProvider.verifyWebhook(context, tampered)).toBeNull();
    // The signature's last character before '=' changed, whatever it was: it is 'A' one time in sixteen,
    // and replacing 'A' with 'A' forged nothing (the test failed now and then).
    const forged = {
      ...request,
      headers: {
        ...request.headers,
        authorization: request.headers.authorization?.replace(/(.)=$/, (_all, last: string) =>
          last === 'A' ? 'E=' : 'A=',
        ),
      },
    };
    expect(await vippsProvider.verifyWebhook(context, forged)).toBeNull();
  });

  it('a webhook delivered twice gives the same event id both times', async () => {
    const from = inbox.received.length;
    const created = await createAndApprove();
    await fake.webhooks.settled();
    const delivered = inbox.received[from];
    if (!delivered) throw new Error('no webhook received');
    expect(delivered.rawBody).toContain(created.providerReference);
    const first = await vippsProvider.verifyWebhook(context, delivered);
    fake.redeliver(delivered.rawBody);
    await fake.webhooks.settled();
    const again = inbox.received.at(-1);
    expect(again?.rawBody).toBe(delivered.rawBody);
    expect(await vippsProvider.verifyWebhook(context, again as never)).toEqual(first);
    expect(first).toHaveLength(1);
  });

  it('the same idempotency key twice creates one payment; the same reference with a new key is refused', async () => {
    const input = paymentInput();
    const first = await vippsProvider.create(context, input);
    expect(await vippsProvider.create(context, input)).toEqual(first);
    await expect(
      vippsProvider.create(context, { ...input, idempotencyKey: `${input.idempotencyKey}-2` }),
    ).rejects.toThrow(/Conflict/);
  });

  it('registers a webhook through the Webhooks API, whose secret then verifies that webhook', async () => {
    const merchant = { ...context, credentials: { ...context.credentials, merchantSerialNumber: '777777' } };
    const registration = await registerVippsWebhook(merchant, inbox.url('/api/payments/vipps/webhook/site-2'));
    expect(registration).toEqual({ id: expect.any(String), secret: expect.any(String) });
    const withSecret = { ...merchant, credentials: { ...merchant.credentials, webhookSecret: registration.secret } };

    const from = inbox.received.length;
    const created = await vippsProvider.create(withSecret, paymentInput());
    await fake.approve(created.providerReference as string);
    await fake.webhooks.settled();
    const registered = inbox.received.slice(from).find((request) => request.pathAndQuery.endsWith('/site-2'));
    if (!registered) throw new Error('the registered webhook received nothing');
    expect(await vippsProvider.verifyWebhook(withSecret, registered)).toEqual([
      expect.objectContaining({ kind: 'reserved', providerReference: created.providerReference }),
    ]);
    expect(await vippsProvider.verifyWebhook(merchant, registered)).toBeNull();
  });

  it('another merchant serial number cannot see the payment', async () => {
    const created = await vippsProvider.create(context, paymentInput());
    const other = { ...context, credentials: { ...context.credentials, merchantSerialNumber: '654321' } };
    await expect(vippsProvider.state(other, created.providerReference as string)).rejects.toThrow(/Not Found/);
  });
});
