/**
 * A local fake of the part of Stripe's API our provider calls (Checkout Sessions, PaymentIntents with
 * manual capture, refunds), with a payment page that reserves the money and signed webhooks
 * (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`, as Stripe documents) sent to the
 * webhook address the caller gives. Memory only: it stands in for a service outside Vev.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { formatMoney } from '@vev/shared';
import { type FakeAnswer, type FakeRequest, paymentPage, startFakeServer, WebhookSender } from './http';

type Json = Record<string, unknown>;

export interface StripeFakeOptions {
  /** Where this payment's webhooks go, signed with `secret`; null sends none. */
  webhookTarget(metadata: Record<string, string>): { url: string; secret: string } | null;
  port?: number;
}

export interface StripeFake {
  baseUrl: string;
  webhooks: WebhookSender;
  /** What the buyer does on the payment page, without a browser. */
  pay(sessionId: string, outcome?: 'pay' | 'decline'): Promise<void>;
  /** Sends an event already sent once more, byte for byte (Stripe retries deliveries). */
  redeliver(eventId: string): void;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `a[b][0][c]=x` (how Stripe's SDKs send parameters) into nested objects with string leaves. */
export function parseStripeForm(body: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let target = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        target[part] = value;
        return;
      }
      if (typeof target[part] !== 'object') target[part] = {};
      target = target[part] as Json;
    });
  }
  return result;
}

/** Stripe takes the secret key as a bearer token or as the user name of basic auth (curl -u sk_…:). */
function apiKeyOf(authorization: string): string | undefined {
  const basic = /^Basic (.+)$/.exec(authorization)?.[1];
  const key = basic
    ? Buffer.from(basic, 'base64').toString('utf8').replace(/:$/, '')
    : /^Bearer (.+)$/.exec(authorization)?.[1];
  return key && /^sk_\w+$/.test(key) ? key : undefined;
}

function stripeError(status: number, message: string, extra: Json = {}): FakeAnswer {
  return { status, body: { error: { type: 'invalid_request_error', message, ...extra } } };
}

export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const owners = new Map<string, string>();
  const idempotent = new Map<string, { body: string; answer: FakeAnswer }>();
  const events = new Map<string, { url: string; secret: string; body: string }>();
  const webhooks = new WebhookSender();
  let baseUrl = '';

  function emit(type: string, object: Json, metadata: Record<string, string>, previous?: Json): void {
    const target = options.webhookTarget(metadata);
    if (!target) return;
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: previous ? { object, previous_attributes: previous } : { object },
    };
    const body = JSON.stringify(event, null, 2);
    events.set(event.id, { ...target, body });
    sendSigned(target.url, target.secret, body);
  }

  function sendSigned(url: string, secret: string, body: string): void {
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    webhooks.send(url, { 'stripe-signature': `t=${timestamp},v1=${signature}` }, body);
  }

  const metadataOf = (object: Json) => (object.metadata ?? {}) as Record<string, string>;

  function owned(map: Map<string, Json>, id: string, key: string): Json | null {
    const object = map.get(id);
    return object && owners.get(id) === key ? object : null;
  }

  function createSession(key: string, params: Json): FakeAnswer {
    const item = ((params.line_items as Json | undefined)?.['0'] ?? {}) as Json;
    const price = (item.price_data ?? {}) as Json;
    const amount = Number(price.unit_amount) * Number(item.quantity ?? 1);
    if (params.mode !== 'payment' || !Number.isInteger(amount) || amount <= 0 || price.currency !== 'nok') {
      return stripeError(400, 'Invalid line_items or mode', { param: 'line_items' });
    }
    const id = newId('cs_test');
    const session: Json = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency: 'nok',
      payment_intent: null,
      client_reference_id: params.client_reference_id ?? null,
      customer_email: params.customer_email ?? null,
      metadata: params.metadata ?? {},
      payment_intent_data: params.payment_intent_data ?? {},
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      url: `${baseUrl}/pay/${id}`,
    };
    sessions.set(id, session);
    owners.set(id, key);
    return { status: 200, body: publicSession(session) };
  }

  const publicSession = ({ payment_intent_data: _hidden, ...session }: Json) => session;

  function pay(session: Json, outcome: 'pay' | 'decline'): void {
    if (session.status !== 'open') return;
    const intentData = session.payment_intent_data as Json;
    const metadata = metadataOf(intentData);
    const intent: Json = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_capturable: 0,
      amount_received: 0,
      currency: 'nok',
      capture_method: intentData.capture_method ?? 'automatic',
      description: intentData.description ?? null,
      metadata,
      latest_charge: null,
      last_payment_error: null,
      status: 'requires_payment_method',
    };
    intents.set(intent.id as string, intent);
    owners.set(intent.id as string, owners.get(session.id as string) ?? '');
    session.payment_intent = intent.id;
    if (outcome === 'decline') {
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
      emit('payment_intent.payment_failed', intent, metadata);
      return;
    }
    const charge: Json = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      refunded: false,
      payment_intent: intent.id,
      metadata,
    };
    charges.set(charge.id as string, charge);
    Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount, latest_charge: charge.id });
    Object.assign(session, { status: 'complete', payment_status: 'unpaid' });
    emit('checkout.session.completed', publicSession(session), metadataOf(session));
    emit('payment_intent.amount_capturable_updated', intent, metadata);
  }

  function capture(intent: Json, params: Json): FakeAnswer {
    if (intent.status !== 'requires_capture') {
      return stripeError(400, `This PaymentIntent could not be captured because it has a status of ${intent.status}.`, {
        code: 'payment_intent_unexpected_state',
      });
    }
    const amount =
      params.amount_to_capture === undefined ? Number(intent.amount_capturable) : Number(params.amount_to_capture);
    if (!Number.isInteger(amount) || amount <= 0 || amount > Number(intent.amount_capturable)) {
      return stripeError(400, 'The amount_to_capture must be less than or equal to the amount_capturable.', {
        code: 'amount_too_large',
        param: 'amount_to_capture',
      });
    }
    const charge = charges.get(intent.latest_charge as string) as Json;
    Object.assign(charge, { captured: true, amount_captured: amount });
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    emit('payment_intent.succeeded', intent, metadataOf(intent));
    return { status: 200, body: intent };
  }

  function refund(key: string, params: Json): FakeAnswer {
    const intent = owned(intents, String(params.payment_intent), key);
    if (!intent)
      return stripeError(404, `No such payment_intent: '${params.payment_intent}'`, { code: 'resource_missing' });
    const charge = charges.get(intent.latest_charge as string);
    if (!charge || intent.status !== 'succeeded') {
      return stripeError(400, 'This PaymentIntent does not have a successful charge to refund.', {
        code: 'charge_not_refundable',
      });
    }
    const remaining = Number(charge.amount_captured) - Number(charge.amount_refunded);
    if (remaining <= 0) {
      return stripeError(400, `Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    }
    const amount = params.amount === undefined ? remaining : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > remaining) {
      return stripeError(
        400,
        `Refund amount (${formatMoney(amount)}) is greater than unrefunded amount on charge (${formatMoney(remaining)})`,
        { param: 'amount' },
      );
    }
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    Object.assign(charge, {
      amount_refunded: Number(charge.amount_refunded) + amount,
      refunded: Number(charge.amount_refunded) + amount === Number(charge.amount_captured),
    });
    emit('charge.refunded', charge, metadataOf(charge), previous);
    return {
      status: 200,
      body: {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: 'nok',
        status: 'succeeded',
        charge: charge.id,
        payment_intent: intent.id,
      },
    };
  }

  function cancelIntent(intent: Json): FakeAnswer {
    if (
      !['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'].includes(
        String(intent.status),
      )
    ) {
      return stripeError(400, `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, {
        code: 'payment_intent_unexpected_state',
      });
    }
    Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
    emit('payment_intent.canceled', intent, metadataOf(intent));
    return { status: 200, body: intent };
  }

  function expireSession(session: Json): FakeAnswer {
    if (session.status !== 'open') {
      return stripeError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
    }
    session.status = 'expired';
    emit('checkout.session.expired', publicSession(session), metadataOf(session));
    return { status: 200, body: publicSession(session) };
  }

  function withExpand(intent: Json, query: URLSearchParams, params: Json): Json {
    const expand = [...query.entries()].filter(([name]) => name.startsWith('expand')).map(([, value]) => value);
    const fromBody = Object.values((params.expand ?? {}) as Json).map(String);
    if (![...expand, ...fromBody].includes('latest_charge') || !intent.latest_charge) return intent;
    return { ...intent, latest_charge: charges.get(intent.latest_charge as string) };
  }

  function api(key: string, request: FakeRequest, params: Json): FakeAnswer {
    const [, , resource, id, action] = request.path.split('/');
    const route = `${request.method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    const missing = () => stripeError(404, `No such ${resource}: '${id}'`, { code: 'resource_missing' });
    if (resource === 'checkout') {
      const [, , , , sessionId, sessionAction] = request.path.split('/');
      if (request.method === 'POST' && !sessionId) return createSession(key, params);
      if (request.method === 'GET' && !sessionId) {
        const found = [...sessions.values()].filter(
          (session) =>
            owners.get(session.id as string) === key && session.payment_intent === request.query.get('payment_intent'),
        );
        return {
          status: 200,
          body: { object: 'list', data: found.map(publicSession), has_more: false, url: '/v1/checkout/sessions' },
        };
      }
      const session = owned(sessions, sessionId ?? '', key);
      if (!session) return stripeError(404, `No such checkout.session: '${sessionId}'`, { code: 'resource_missing' });
      if (request.method === 'GET') return { status: 200, body: publicSession(session) };
      if (sessionAction === 'expire') return expireSession(session);
    }
    if (resource === 'payment_intents' && id) {
      const intent = owned(intents, id, key);
      if (!intent) return missing();
      if (route === 'GET payment_intents/:id') return { status: 200, body: withExpand(intent, request.query, params) };
      if (route === 'POST payment_intents/:id/capture') return capture(intent, params);
      if (route === 'POST payment_intents/:id/cancel') return cancelIntent(intent);
    }
    if (route === 'POST refunds') return refund(key, params);
    return stripeError(404, `Unrecognized request URL (${request.method}: ${request.path}).`);
  }

  function handle(request: FakeRequest): FakeAnswer {
    const payMatch = /^\/pay\/([\w-]+)$/.exec(request.path);
    if (payMatch) return payPage(request, payMatch[1] as string);
    const key = apiKeyOf(request.headers.authorization ?? '');
    if (!key)
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    const params = parseStripeForm(request.body);
    const idempotencyKey = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof idempotencyKey !== 'string') return api(key, request, params);
    const remembered = `${key} ${idempotencyKey}`;
    const earlier = idempotent.get(remembered);
    if (earlier && earlier.body !== `${request.path}?${request.body}`) {
      return {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        },
      };
    }
    if (earlier) return earlier.answer;
    const answer = api(key, request, params);
    if (answer.status < 500) idempotent.set(remembered, { body: `${request.path}?${request.body}`, answer });
    return answer;
  }

  function payPage(request: FakeRequest, sessionId: string): FakeAnswer {
    const session = sessions.get(sessionId);
    if (!session) return { status: 404, html: true, body: 'Fant ikke betalingen' };
    if (request.method === 'POST') {
      const action = new URLSearchParams(request.body).get('action');
      if (action === 'pay' || action === 'decline') pay(session, action);
      const back = action === 'pay' ? session.success_url : session.cancel_url;
      return { status: 303, location: String(back), body: '', html: true };
    }
    return {
      status: 200,
      html: true,
      body: paymentPage(
        'Stripe (sandkasse)',
        [`Å betale: ${formatMoney(Number(session.amount_total))}`, `Status: ${session.status}`],
        [
          { label: 'Betal med testkort', value: 'pay' },
          { label: 'Kortet avvises', value: 'decline' },
          { label: 'Avbryt', value: 'back' },
        ],
      ),
    };
  }

  const server = await startFakeServer(handle, options.port);
  baseUrl = server.baseUrl;
  return {
    baseUrl,
    webhooks,
    async pay(sessionId, outcome = 'pay') {
      const response = await fetch(`${baseUrl}/pay/${sessionId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `action=${outcome}`,
        redirect: 'manual',
      });
      await response.arrayBuffer();
    },
    redeliver(eventId) {
      const event = events.get(eventId);
      if (event) sendSigned(event.url, event.secret, event.body);
    },
    close: server.close,
  };
}
