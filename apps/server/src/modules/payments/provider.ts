/**
 * The one interface every payment provider implements (ARCHITECTURE.md 'Commerce'): create or
 * reserve, capture, refund, cancel, verify a webhook. Orders and checkout call only this; the
 * built-in providers (Faktura, Testkort) and the external ones (Stripe, Vipps MobilePay) sit
 * behind it. Every call carries our idempotency key, so a retried call never moves money twice.
 * Amounts are whole øre, NOK.
 */
import type { PaymentProviderName } from '@vev/shared';

/** What a provider call knows besides its input: the site's stored credentials and where its API is. */
export interface ProviderContext {
  siteId: string;
  /** The site's decrypted credentials for this provider; empty for the built-in ones. */
  credentials: Readonly<Record<string, string>>;
  /** The provider's API base URL from configuration (a local fake in tests and in the demo's sandbox). */
  apiBase: string | null;
}

export interface CreatePaymentInput {
  /** Our payment row's id; providers keep it as their reference back to us. */
  paymentId: string;
  orderId: string;
  orderNumber: number;
  /** øre */
  amount: number;
  currency: 'NOK';
  /** Shown to the buyer by the provider: 'Ordre 1042 hos Demo Butikk'. */
  description: string;
  /** Where the buyer comes back to after the provider's page (the order's confirmation address). */
  returnUrl: string;
  customer: { name: string; email: string; phone: string | null };
  idempotencyKey: string;
}

export type CreatePaymentResult =
  /** The buyer goes to the provider's page; the reservation comes by webhook or on return. */
  | { kind: 'redirect'; url: string; providerReference: string }
  /** Settled without a page (Faktura: confirmed at once, payment pending). */
  | { kind: 'confirmed'; providerReference: string | null; status: 'pending' | 'reserved' };

export interface AmountCall {
  providerReference: string;
  /** øre */
  amount: number;
  idempotencyKey: string;
}

/** A provider call either worked or says why not; a failure leaves our payment as it was. */
export type ProviderCallResult =
  | { ok: true; providerReference?: string; raw?: unknown }
  | { ok: false; error: string; raw?: unknown };

/** What a verified webhook says happened, normalised. `eventId` makes applying it idempotent. */
export interface WebhookEvent {
  eventId: string;
  providerReference: string;
  kind: 'reserved' | 'captured' | 'refunded' | 'cancelled' | 'failed';
  /** øre, where the event carries an amount */
  amount?: number;
}

export interface WebhookRequest {
  method: string;
  /** Path and query as received, for signatures that cover them (Vipps MobilePay). */
  pathAndQuery: string;
  host: string;
  headers: Readonly<Record<string, string | undefined>>;
  /** The body exactly as received: signatures are over the bytes, not over parsed JSON. */
  rawBody: string;
}

/** The provider's own view of a payment, asked for when the buyer returns before the webhook. */
export type ProviderPaymentState = 'created' | 'reserved' | 'captured' | 'refunded' | 'cancelled' | 'failed';

export interface PaymentProvider {
  name: PaymentProviderName;
  create(context: ProviderContext, input: CreatePaymentInput): Promise<CreatePaymentResult>;
  capture(context: ProviderContext, call: AmountCall): Promise<ProviderCallResult>;
  refund(context: ProviderContext, call: AmountCall): Promise<ProviderCallResult>;
  cancel(
    context: ProviderContext,
    call: { providerReference: string; idempotencyKey: string },
  ): Promise<ProviderCallResult>;
  /** The events of a webhook whose signature holds; null when it does not (answer 401, change nothing). */
  verifyWebhook(context: ProviderContext, request: WebhookRequest): Promise<WebhookEvent[] | null>;
  state(context: ProviderContext, providerReference: string): Promise<ProviderPaymentState>;
}
