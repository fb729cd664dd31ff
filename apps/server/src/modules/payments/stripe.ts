/**
 * Stripe through its official SDK: the buyer pays on a Checkout Session (payment mode) whose
 * PaymentIntent captures manually, so a paid order is reserved until staff activate it.
 *
 * providerReference is the Checkout Session id (cs_…): it is the only Stripe id that exists when
 * the buyer is sent away (the PaymentIntent is made when they pay). Capture, refund, cancel and
 * state look the session's PaymentIntent up; webhooks about a PaymentIntent or charge are traced
 * back to their session with `checkout.sessions.list({ payment_intent })`.
 */
import Stripe from 'stripe';
import type {
  AmountCall,
  CreatePaymentInput,
  CreatePaymentResult,
  PaymentProvider,
  ProviderCallResult,
  ProviderContext,
  ProviderPaymentState,
  WebhookEvent,
  WebhookRequest,
} from './provider';

const defaultApiBase = 'https://api.stripe.com';

function stripeClient(context: ProviderContext): Stripe {
  const secretKey = context.credentials.secretKey;
  if (!secretKey) throw new Error('Stripe mangler den hemmelige nøkkelen (secretKey)');
  const base = new URL(context.apiBase ?? defaultApiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

/** A failed call as a value: the payment stays as it was and the reason is kept for the event row. */
function failure(error: unknown): ProviderCallResult {
  if (error instanceof Stripe.errors.StripeError) return { ok: false, error: error.message, raw: error.raw };
  return { ok: false, error: error instanceof Error ? error.message : String(error) };
}

async function paymentIntentOf(stripe: Stripe, sessionId: string): Promise<string | null> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

async function withPaymentIntent(
  context: ProviderContext,
  sessionId: string,
  call: (stripe: Stripe, paymentIntentId: string) => Promise<unknown>,
): Promise<ProviderCallResult> {
  try {
    const stripe = stripeClient(context);
    const paymentIntentId = await paymentIntentOf(stripe, sessionId);
    if (!paymentIntentId) return { ok: false, error: 'Kunden har ikke betalt i Stripe ennå' };
    return { ok: true, providerReference: sessionId, raw: await call(stripe, paymentIntentId) };
  } catch (error) {
    return failure(error);
  }
}

/** Before the buyer has paid there is only the session: it is expired, so its page stops taking payment. */
async function cancel(
  context: ProviderContext,
  call: { providerReference: string; idempotencyKey: string },
): Promise<ProviderCallResult> {
  try {
    const stripe = stripeClient(context);
    const intent = await paymentIntentOf(stripe, call.providerReference);
    const options = { idempotencyKey: call.idempotencyKey };
    const raw = intent
      ? await stripe.paymentIntents.cancel(intent, {}, options)
      : await stripe.checkout.sessions.expire(call.providerReference, {}, options);
    return { ok: true, providerReference: call.providerReference, raw };
  } catch (error) {
    return failure(error);
  }
}

async function create(context: ProviderContext, input: CreatePaymentInput): Promise<CreatePaymentResult> {
  const stripe = stripeClient(context);
  const metadata = { vev_site_id: context.siteId, vev_payment_id: input.paymentId, vev_order_id: input.orderId };
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'nok', unit_amount: input.amount, product_data: { name: input.description } },
        },
      ],
      payment_intent_data: { capture_method: 'manual', description: input.description, metadata },
      metadata,
      client_reference_id: input.paymentId,
      customer_email: input.customer.email || undefined,
      success_url: input.returnUrl,
      cancel_url: input.returnUrl,
    },
    { idempotencyKey: input.idempotencyKey },
  );
  if (!session.url) throw new Error('Stripe svarte uten betalingsside');
  return { kind: 'redirect', url: session.url, providerReference: session.id };
}

function intentState(intent: Stripe.PaymentIntent): ProviderPaymentState {
  switch (intent.status) {
    case 'requires_capture':
      return 'reserved';
    case 'canceled':
      return 'cancelled';
    case 'succeeded': {
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      return charge?.refunded ? 'refunded' : 'captured';
    }
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : 'created';
    default:
      return 'created';
  }
}

async function state(context: ProviderContext, providerReference: string): Promise<ProviderPaymentState> {
  const stripe = stripeClient(context);
  const session = await stripe.checkout.sessions.retrieve(providerReference);
  const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!intentId) return session.status === 'expired' ? 'failed' : 'created';
  return intentState(await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }));
}

/** The session a PaymentIntent was paid through; the intent's own id when Stripe knows none. */
async function sessionOf(stripe: Stripe, paymentIntentId: string): Promise<string> {
  const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
  return sessions.data[0]?.id ?? paymentIntentId;
}

type Normalised = Omit<WebhookEvent, 'eventId' | 'providerReference'>;

/** Our reading of the events we subscribe to; amounts are what this event moved (not running totals). */
function normalise(event: Stripe.Event): { kind: Normalised; session?: string; intent?: string } | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const previous = (event.data.previous_attributes ?? {}) as Record<string, unknown>;
  const amountOf = (key: string) => (typeof object[key] === 'number' ? (object[key] as number) : undefined);
  const intentOf = () => (typeof object.payment_intent === 'string' ? object.payment_intent : undefined);
  switch (event.type) {
    case 'checkout.session.completed':
      return { kind: { kind: 'reserved', amount: amountOf('amount_total') }, session: object.id as string };
    case 'checkout.session.expired':
      return { kind: { kind: 'failed' }, session: object.id as string };
    case 'payment_intent.amount_capturable_updated':
      return { kind: { kind: 'reserved', amount: amountOf('amount_capturable') }, intent: object.id as string };
    case 'payment_intent.succeeded':
      return { kind: { kind: 'captured', amount: amountOf('amount_received') }, intent: object.id as string };
    case 'payment_intent.canceled':
      return { kind: { kind: 'cancelled' }, intent: object.id as string };
    case 'payment_intent.payment_failed':
      return { kind: { kind: 'failed' }, intent: object.id as string };
    case 'charge.refunded': {
      const total = amountOf('amount_refunded') ?? 0;
      const before = typeof previous.amount_refunded === 'number' ? previous.amount_refunded : 0;
      return { kind: { kind: 'refunded', amount: total - before }, intent: intentOf() };
    }
    default:
      return null;
  }
}

async function verifyWebhook(context: ProviderContext, request: WebhookRequest): Promise<WebhookEvent[] | null> {
  const secret = context.credentials.webhookSecret;
  const signature = request.headers['stripe-signature'];
  if (!secret || !signature) return null;
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(request.rawBody, signature, secret);
  } catch {
    return null;
  }
  const normalised = normalise(event);
  if (!normalised) return [];
  const providerReference =
    normalised.session ?? (normalised.intent ? await sessionOf(stripeClient(context), normalised.intent) : null);
  if (!providerReference) return [];
  return [{ eventId: event.id, providerReference, ...normalised.kind }];
}

export const stripeProvider: PaymentProvider = {
  name: 'stripe',
  create,
  capture: (context: ProviderContext, call: AmountCall) =>
    withPaymentIntent(context, call.providerReference, (stripe, intent) =>
      stripe.paymentIntents.capture(
        intent,
        { amount_to_capture: call.amount },
        { idempotencyKey: call.idempotencyKey },
      ),
    ),
  refund: (context: ProviderContext, call: AmountCall) =>
    withPaymentIntent(context, call.providerReference, (stripe, intent) =>
      stripe.refunds.create({ payment_intent: intent, amount: call.amount }, { idempotencyKey: call.idempotencyKey }),
    ),
  cancel,
  verifyWebhook,
  state,
};
