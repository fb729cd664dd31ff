/**
 * What the Stripe and Vipps MobilePay tests share: the provider against its local fake, whose
 * webhooks land in an inbox exactly as sent, a payment input per call, the buyer paying on the
 * fake's page and the webhooks since a point, verified by the provider. Not imported by the server.
 */
import { expect } from 'vitest';
import { startWebhookInbox, type WebhookInbox } from '../../../test/webhook-inbox';
import type { WebhookSender } from '../../payment-sandbox/http';
import type { CreatePaymentInput, PaymentProvider, ProviderContext, WebhookEvent } from './provider';

type WebhookTarget = (metadata: Record<string, string>) => { url: string; secret: string } | null;

interface Fake {
  baseUrl: string;
  webhooks: WebhookSender;
  close(): Promise<void>;
}

export interface FakeProviderKit<F extends Fake> {
  fake: F;
  inbox: WebhookInbox;
  context: ProviderContext;
  paymentInput(overrides?: Partial<CreatePaymentInput>): CreatePaymentInput;
  /** Every webhook received since `from` (an index into inbox.received), verified by the provider. */
  verifiedSince(from: number): Promise<WebhookEvent[]>;
  /** The buyer pays (or declines, with the fake's outcome) on the fake's page. */
  pay(reference: string, outcome?: string): Promise<void>;
  /** A new payment the buyer has paid (or declined, with the fake's outcome) on the fake's page. */
  createAndPay(amount?: number, outcome?: string): Promise<{ providerReference: string; url: string }>;
  close(): Promise<void>;
}

export async function startFakeProviderKit<F extends Fake>(options: {
  provider: PaymentProvider;
  startFake(webhookTarget: WebhookTarget): Promise<F>;
  /** The metadata key the provider stores the site's id under (Stripe `vev_site_id`, Vipps `vevSiteId`). */
  siteIdKey: string;
  /** Appended to the webhook address, as a provider's registered address may carry a query. */
  query?: string;
  credentials: Record<string, string>;
  pay(fake: F, reference: string, outcome?: string): Promise<void>;
  customer: CreatePaymentInput['customer'];
  firstOrderNumber: number;
}): Promise<FakeProviderKit<F>> {
  const inbox = await startWebhookInbox();
  const name = options.provider.name;
  const fake = await options.startFake((metadata) => ({
    url: inbox.url(`/api/payments/${name}/webhook/${metadata[options.siteIdKey]}${options.query ?? ''}`),
    secret: options.credentials.webhookSecret ?? '',
  }));
  const context: ProviderContext = { siteId: 'site-1', credentials: options.credentials, apiBase: fake.baseUrl };
  let counter = 0;
  const paymentInput = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => {
    counter += 1;
    const orderNumber = options.firstOrderNumber + counter;
    return {
      paymentId: `01J${name.toUpperCase()}${Date.now()}${String(counter).padStart(4, '0')}`,
      orderId: `order-${counter}`,
      orderNumber,
      amount: 129_900,
      currency: 'NOK',
      description: `Ordre ${orderNumber} hos Demo Butikk`,
      returnUrl: 'https://demo.example/ordre/bekreftelse/abc',
      customer: options.customer,
      idempotencyKey: `create-${counter}-${Date.now()}`,
      ...overrides,
    };
  };
  return {
    fake,
    inbox,
    context,
    paymentInput,
    pay: (reference, outcome) => options.pay(fake, reference, outcome),
    async verifiedSince(from) {
      await fake.webhooks.settled();
      const events: WebhookEvent[] = [];
      for (const request of inbox.received.slice(from)) {
        const verified = await options.provider.verifyWebhook(context, request);
        expect(verified, `webhook ${request.rawBody.slice(0, 80)}`).not.toBeNull();
        events.push(...(verified ?? []));
      }
      return events;
    },
    async createAndPay(amount = 129_900, outcome) {
      const created = await options.provider.create(context, paymentInput({ amount }));
      if (created.kind !== 'redirect') throw new Error('expected a redirect');
      await options.pay(fake, created.providerReference, outcome);
      return created;
    },
    async close() {
      await fake.close();
      await inbox.close();
    },
  };
}
