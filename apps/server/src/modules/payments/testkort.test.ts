/** Testkort: create → hosted page → pay (reserve + signed webhook job) → capture, refund, cancel, idempotently. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { jobs } from '../../platform/jobs/schema';
import { runNextJob } from '../../platform/jobs/worker';
import type { CreatePaymentInput, ProviderContext } from './provider';
import { createTestkortProvider, signTestkortWebhook, testkortSignatureHeader } from './testkort';
import { checkCard } from './testkort-card';
import { testcardPayments } from './testkort-schema';
import { testkortWebhookHandler, testkortWebhookJob } from './testkort-webhook';

const server = await startTestServer();
afterAll(() => server.close());
const { db } = server.database;
const provider = createTestkortProvider({ db, config: server.config });
const siteId = await server.siteId('demobutikk');
const context: ProviderContext = { siteId, credentials: {}, apiBase: null };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

let sequence = 0;
function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  sequence += 1;
  return {
    paymentId: `pay-${sequence}`,
    orderId: `order-${sequence}`,
    orderNumber: 1000 + sequence,
    amount: 129_900,
    currency: 'NOK',
    description: `Ordre ${1000 + sequence} hos Demo Butikk`,
    returnUrl: `http://demo-butikk.localhost:3000/ordre/token-${sequence}`,
    customer: { name: 'Kari Nordmann', email: 'kari@example.no', phone: null },
    idempotencyKey: `create-${sequence}`,
    ...overrides,
  };
}

async function createPayment(overrides: Partial<CreatePaymentInput> = {}) {
  const created = await provider.create(context, paymentInput(overrides));
  if (created.kind !== 'redirect') throw new Error('Testkort always redirects');
  return { ...created, path: new URL(created.url).pathname };
}

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  // As a browser posts the page's form: from the platform's own origin.
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
});
const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const pay = (path: string, card: Record<string, string> = goodCard) =>
  server.inject({ method: 'POST', url: path, ...form({ action: 'pay', ...card }) });

const webhookJobs = async (reference: string) =>
  (await db.select().from(jobs).where(eq(jobs.kind, testkortWebhookJob))).filter((job) =>
    (job.payload.body as string).includes(reference),
  );

/** Pays a new payment with a good card: it is then reserved. */
async function reservedPayment(amount = 100_000) {
  const created = await createPayment({ amount });
  expect((await pay(created.path)).statusCode).toBe(200);
  return created.providerReference;
}

describe('Testkort: create and the hosted page', () => {
  it('create answers a redirect to the hosted page on the platform, with an unguessable reference', async () => {
    const created = await createPayment();
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/betaling\/testkort\/tk_[\w-]{24}$/);
    expect(created.url.endsWith(created.providerReference)).toBe(true);
    expect(await provider.state(context, created.providerReference)).toBe('created');
  });

  it('create with the same idempotency key answers the same payment', async () => {
    const input = paymentInput();
    const first = await provider.create(context, input);
    const second = await provider.create(context, { ...input });
    expect(second).toEqual(first);
    const rows = await db.select().from(testcardPayments).where(eq(testcardPayments.paymentId, input.paymentId));
    expect(rows).toHaveLength(1);
  });

  it('the page shows the shop, the description, the amount and the card form in Norwegian', async () => {
    const created = await createPayment({ amount: 129_900 });
    const page = await server.inject({ method: 'GET', url: created.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const body = plain(page.body);
    expect(body).toContain('Demo Butikk');
    expect(body).toContain(`Ordre ${1000 + sequence} hos Demo Butikk`);
    expect(body).toContain('1 299,00 kr');
    for (const label of ['Kortnummer', 'Utløpsdato', 'CVC', 'MM/ÅÅ', 'Betal 1 299,00 kr', 'Avbryt'])
      expect(body).toContain(label);
    expect(body).toContain(`action="${created.path}"`);
    expect(body).not.toContain('<script');
  });

  it('an unknown reference is a 404 page', async () => {
    const page = await server.inject({ method: 'GET', url: '/betaling/testkort/tk_nothing-here' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Betalingen finnes ikke');
  });
});

describe('Testkort: paying', () => {
  it('a good card reserves the amount, queues a signed webhook and sends the buyer back to the shop', async () => {
    const created = await createPayment({ amount: 49_950 });
    const answer = await pay(created.path);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Betalingen er godkjent');
    const returnUrl = `http://demo-butikk.localhost:3000/ordre/token-${sequence}`;
    expect(answer.body).toContain(`<meta http-equiv="refresh" content="1; url=${returnUrl}">`);
    expect(await provider.state(context, created.providerReference)).toBe('reserved');

    const [job] = await webhookJobs(created.providerReference);
    expect(job?.siteId).toBe(siteId);
    const rawBody = job?.payload.body as string;
    expect(JSON.parse(rawBody)).toMatchObject({
      type: 'payment.reserved',
      reference: created.providerReference,
      paymentId: `pay-${sequence}`,
      amount: 49_950,
    });
    const request = {
      method: 'POST',
      pathAndQuery: `/api/payments/testkort/webhook/${siteId}`,
      host: 'localhost:3000',
      rawBody,
      headers: { [testkortSignatureHeader]: signTestkortWebhook(server.config, siteId, rawBody) },
    };
    const events = await provider.verifyWebhook(context, request);
    expect(events).toEqual([
      {
        eventId: JSON.parse(rawBody).id,
        providerReference: created.providerReference,
        kind: 'reserved',
        amount: 49_950,
      },
    ]);
    // A changed byte, another site's secret, or no signature: not ours.
    expect(
      await provider.verifyWebhook(context, { ...request, rawBody: rawBody.replace('49950', '49951') }),
    ).toBeNull();
    expect(await provider.verifyWebhook({ ...context, siteId: 'another-site' }, request)).toBeNull();
    expect(await provider.verifyWebhook(context, { ...request, headers: {} })).toBeNull();

    // Back on the page later: it is paid, not payable again.
    const again = await pay(created.path);
    expect(again.body).toContain('Betalingen er godkjent');
    expect(await webhookJobs(created.providerReference)).toHaveLength(1);
  });

  it('card 4000 0000 0000 0002 is declined: nothing is reserved and the buyer may try another card', async () => {
    const created = await createPayment();
    const declined = await pay(created.path, { ...goodCard, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Kortet ble avvist.');
    expect(await provider.state(context, created.providerReference)).toBe('created');
    expect(await webhookJobs(created.providerReference)).toHaveLength(0);
    expect((await pay(created.path)).statusCode).toBe(200);
    expect(await provider.state(context, created.providerReference)).toBe('reserved');
  });

  it('an invalid card number, expiry or CVC says so', async () => {
    const created = await createPayment();
    const wrongNumber = await pay(created.path, { ...goodCard, cardNumber: '4242 4242 4242 4241' });
    expect(wrongNumber.statusCode).toBe(422);
    expect(wrongNumber.body).toContain('Kortnummeret er ugyldig.');
    expect((await pay(created.path, { ...goodCard, expiry: '13/30' })).body).toContain('Skriv utløpsdatoen som MM/ÅÅ.');
    expect((await pay(created.path, { ...goodCard, expiry: '01/20' })).body).toContain('Kortet er utløpt.');
    expect((await pay(created.path, { ...goodCard, cvc: '12' })).body).toContain('CVC er de tre sifrene');
    expect(await provider.state(context, created.providerReference)).toBe('created');
  });

  it('a card is good through the end of its expiry month', () => {
    const card = { ...goodCard, expiry: '03/26' };
    expect(checkCard(card, new Date('2026-03-31T23:59:00Z')).ok).toBe(true);
    expect(checkCard(card, new Date('2026-04-01T00:00:00Z'))).toEqual({ ok: false, problem: 'expired' });
  });

  it('Avbryt cancels the payment, queues its webhook and goes back to the shop', async () => {
    const created = await createPayment();
    const cancelled = await server.inject({ method: 'POST', url: created.path, ...form({ action: 'cancel' }) });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toContain('Betalingen er avbrutt');
    expect(await provider.state(context, created.providerReference)).toBe('cancelled');
    const [job] = await webhookJobs(created.providerReference);
    expect(JSON.parse(job?.payload.body as string).type).toBe('payment.cancelled');
    expect((await pay(created.path)).body).toContain('Betalingen er avbrutt');
  });

  it('a post from another origin is refused', async () => {
    const created = await createPayment();
    const forged = await server.inject({
      method: 'POST',
      url: created.path,
      payload: new URLSearchParams({ action: 'cancel' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await provider.state(context, created.providerReference)).toBe('created');
  });
});

describe('Testkort: capture, refund and cancel', () => {
  it('captures up to the reserved amount, in parts', async () => {
    const reference = await reservedPayment(100_000);
    const call = (amount: number, key: string) =>
      provider.capture(context, { providerReference: reference, amount, idempotencyKey: key });
    expect(await call(100_001, 'cap-over')).toMatchObject({ ok: false, error: expect.stringContaining('reservert') });
    expect((await call(60_000, 'cap-1')).ok).toBe(true);
    expect((await call(40_001, 'cap-2')).ok).toBe(false);
    expect((await call(40_000, 'cap-3')).ok).toBe(true);
    expect(await provider.state(context, reference)).toBe('captured');
  });

  it('refunds up to what was captured less earlier refunds, and is refunded when all is back', async () => {
    const reference = await reservedPayment(100_000);
    const refund = (amount: number, key: string) =>
      provider.refund(context, { providerReference: reference, amount, idempotencyKey: key });
    expect((await refund(1000, 'ref-before-capture')).ok).toBe(false);
    await provider.capture(context, { providerReference: reference, amount: 80_000, idempotencyKey: 'ref-cap' });
    expect((await refund(0, 'ref-zero')).ok).toBe(false);
    expect((await refund(80_001, 'ref-over')).ok).toBe(false);
    expect((await refund(30_000, 'ref-1')).ok).toBe(true);
    expect(await provider.state(context, reference)).toBe('captured');
    expect((await refund(50_001, 'ref-2')).ok).toBe(false);
    expect((await refund(50_000, 'ref-3')).ok).toBe(true);
    expect(await provider.state(context, reference)).toBe('refunded');
  });

  it('the same idempotency key twice moves the money once and answers the same', async () => {
    const reference = await reservedPayment(100_000);
    const call = { providerReference: reference, amount: 70_000, idempotencyKey: 'same-capture' };
    const [first, second] = await Promise.all([provider.capture(context, call), provider.capture(context, call)]);
    expect(first.ok && second.ok).toBe(true);
    expect(first.ok && second.ok && first.providerReference === second.providerReference).toBe(true);
    const [row] = await db
      .select()
      .from(testcardPayments)
      .where(and(eq(testcardPayments.siteId, siteId), eq(testcardPayments.id, reference)));
    expect(row?.capturedSum).toBe(70_000);
    // The key is spent: another amount under it is refused rather than moving money.
    expect((await provider.capture(context, { ...call, amount: 10_000 })).ok).toBe(false);
    expect((await provider.refund(context, call)).ok).toBe(false);
  });

  it('two captures at once never take more than was reserved', async () => {
    const reference = await reservedPayment(100_000);
    const results = await Promise.all(
      ['a', 'b'].map((key) =>
        provider.capture(context, { providerReference: reference, amount: 60_000, idempotencyKey: `race-${key}` }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it('cancel releases a reservation; a captured payment is refunded instead', async () => {
    const reference = await reservedPayment();
    expect((await provider.cancel(context, { providerReference: reference, idempotencyKey: 'cancel-1' })).ok).toBe(
      true,
    );
    expect(await provider.state(context, reference)).toBe('cancelled');
    expect(
      (await provider.capture(context, { providerReference: reference, amount: 1, idempotencyKey: 'cap-after' })).ok,
    ).toBe(false);

    const captured = await reservedPayment();
    await provider.capture(context, { providerReference: captured, amount: 100, idempotencyKey: 'cap-c' });
    expect((await provider.cancel(context, { providerReference: captured, idempotencyKey: 'cancel-2' })).ok).toBe(
      false,
    );
  });

  it("another site's context sees none of the payment", async () => {
    const reference = await reservedPayment();
    const other = { ...context, siteId: await server.siteId('hjemmeside') };
    expect(await provider.state(other, reference)).toBe('failed');
    expect(
      (await provider.capture(other, { providerReference: reference, amount: 1, idempotencyKey: 'other' })).ok,
    ).toBe(false);
  });
});

describe('Testkort: webhook delivery', () => {
  const received: { url: string; signature: string | undefined; body: string }[] = [];
  let answerWith = 500;
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ url: request.url ?? '', signature: request.headers[testkortSignatureHeader] as string, body });
      response.writeHead(answerWith).end();
    });
  });
  beforeAll(() => new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it("posts the signed body to the server's webhook route and retries until it is answered 2xx", async () => {
    const { port } = receiver.address() as AddressInfo;
    const config = { ...server.config, publicUrl: new URL(`http://127.0.0.1:${port}`) };
    const handlers = new Map([[testkortWebhookJob, testkortWebhookHandler(config)]]);
    const reference = await reservedPayment(12_300);
    const [job] = await webhookJobs(reference);
    if (!job) throw new Error('no webhook job');
    // Earlier tests queued webhooks too: run jobs until ours has been tried.
    const runUntilTried = async () => {
      for (let run = 0; run < 50 && !received.some((entry) => entry.body === job.payload.body); run++)
        await runNextJob(db, handlers, { log: server.app.log, at: new Date(Date.now() + 3_600_000 * run) });
    };
    await runUntilTried();
    const [failed] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lastError: 'the webhook was answered with 500' });

    answerWith = 204;
    received.length = 0;
    await runUntilTried();
    const delivery = received.find((entry) => entry.body === job.payload.body);
    expect(delivery?.url).toBe(`/api/payments/testkort/webhook/${siteId}`);
    expect(delivery?.signature).toBe(signTestkortWebhook(server.config, siteId, job.payload.body as string));
    const [done] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(done?.status).toBe('done');
  });
});
