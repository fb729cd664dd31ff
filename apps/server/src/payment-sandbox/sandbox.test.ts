import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookInbox, type WebhookInbox } from '../../test/webhook-inbox';
import { loadConfig } from '../config';
import type { CreatePaymentInput, ProviderContext } from '../modules/payments/provider';
import { stripeProvider } from '../modules/payments/stripe';
import { vippsProvider } from '../modules/payments/vipps';
import { type PaymentSandbox, sandboxCredentials, startPaymentSandbox } from './index';

let inbox: WebhookInbox;
let sandbox: PaymentSandbox;

beforeAll(async () => {
  inbox = await startWebhookInbox();
  sandbox = await startPaymentSandbox(loadConfig({ PAYMENT_SANDBOX: 'true', PUBLIC_URL: inbox.url('/') }));
});

afterAll(async () => {
  await sandbox.close();
  await inbox.close();
});

const input = (paymentId: string): CreatePaymentInput => ({
  paymentId,
  orderId: 'order-1',
  orderNumber: 1001,
  amount: 49_900,
  currency: 'NOK',
  description: 'Ordre 1001 hos Demo Butikk',
  returnUrl: 'http://demo.localhost:3000/ordre/abc',
  customer: { name: 'Kari Nordmann', email: 'kari@example.no', phone: null },
  idempotencyKey: `create-${paymentId}`,
});

async function payOnPage(url: string): Promise<string | null> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const action = (await page.text()).includes('value="pay"') ? 'pay' : 'approve';
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });
  return response.headers.get('location');
}

async function webhooksFor(path: string) {
  for (let attempt = 0; attempt < 50 && !inbox.received.some((r) => r.pathAndQuery === path); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return inbox.received.filter((request) => request.pathAndQuery === path);
}

describe('payment sandbox (PAYMENT_SANDBOX=true)', () => {
  it('is off by default and leaves the production API bases', async () => {
    const plain = await startPaymentSandbox(loadConfig({}));
    expect(plain.config.stripeApiBase).toBe('https://api.stripe.com');
    expect(plain.config.vippsApiBase).toBe('https://api.vipps.no');
    await plain.close();
  });

  it('points Stripe at its fake, whose page reserves and whose webhook reaches Vev signed with the sandbox secret', async () => {
    expect(sandbox.config.stripeApiBase).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const context: ProviderContext = {
      siteId: 'site-stripe',
      credentials: sandboxCredentials.stripe,
      apiBase: sandbox.config.stripeApiBase,
    };
    const created = await stripeProvider.create(context, input('01JSANDBOXSTRIPE000000000001'));
    if (created.kind !== 'redirect') throw new Error('expected a redirect');
    expect(await payOnPage(created.url)).toBe('http://demo.localhost:3000/ordre/abc');
    const [webhook] = await webhooksFor('/api/payments/stripe/webhook/site-stripe');
    expect(await stripeProvider.verifyWebhook(context, webhook as never)).toEqual([
      expect.objectContaining({ kind: 'reserved', providerReference: created.providerReference }),
    ]);
  });

  it('points Vipps MobilePay at its fake the same way', async () => {
    const context: ProviderContext = {
      siteId: 'site-vipps',
      credentials: sandboxCredentials.vipps,
      apiBase: sandbox.config.vippsApiBase,
    };
    const created = await vippsProvider.create(context, input('01JSANDBOXVIPPS0000000000001'));
    if (created.kind !== 'redirect') throw new Error('expected a redirect');
    expect(await payOnPage(created.url)).toBe('http://demo.localhost:3000/ordre/abc');
    const [webhook] = await webhooksFor('/api/payments/vipps/webhook/site-vipps');
    expect(await vippsProvider.verifyWebhook(context, webhook as never)).toEqual([
      expect.objectContaining({ kind: 'reserved', providerReference: created.providerReference }),
    ]);
  });
});
