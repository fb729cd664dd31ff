/**
 * A local fake of the part of Vipps MobilePay's API our provider calls: POST /accesstoken/get and
 * the ePayment API (create, get, capture, refund, cancel; vippsas/vipps-epayment-api
 * docs/epayment.v1.yml), with a landing page where the buyer approves, and webhooks signed as
 * Vipps MobilePay's Webhooks API documents (request-authentication.md). Memory only.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { formatMoney } from '@vev/shared';
import { type FakeAnswer, type FakeRequest, paymentPage, startFakeServer, WebhookSender } from './http';

export interface VippsFakeOptions {
  /** Where this payment's webhooks go besides the webhooks registered through the Webhooks API; null: none. */
  webhookTarget(metadata: Record<string, string>): { url: string; secret: string } | null;
  port?: number;
}

export interface VippsFake {
  baseUrl: string;
  webhooks: WebhookSender;
  /** What the buyer does on the landing page, without a browser. */
  approve(reference: string, outcome?: 'approve' | 'abort'): Promise<void>;
  /** Sends the webhook with this body once more, byte for byte (Vipps MobilePay retries deliveries). */
  redeliver(body: string): void;
  /** How many access tokens were handed out (the provider should reuse its token). */
  tokensIssued(): number;
  close(): Promise<void>;
}

interface Payment {
  msn: string;
  reference: string;
  amount: number;
  state: 'CREATED' | 'ABORTED' | 'EXPIRED' | 'AUTHORIZED' | 'TERMINATED';
  authorized: number;
  captured: number;
  refunded: number;
  cancelled: number;
  returnUrl: string;
  description: string;
  metadata: Record<string, string>;
  pspReference: string;
}

/** A request body as sent: nothing in it is trusted until checked. */
interface VippsBody {
  reference?: unknown;
  amount?: { value?: unknown; currency?: unknown };
  modificationAmount?: { value?: unknown; currency?: unknown };
  paymentMethod?: { type?: unknown };
  userFlow?: unknown;
  returnUrl?: unknown;
  paymentDescription?: unknown;
  metadata?: Record<string, string>;
}

const wholeOre = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

const referencePattern = /^[a-zA-Z0-9-]{8,50}$/;
const pspReference = () => String(Date.now()) + String(Math.floor(Math.random() * 1e6)).padStart(6, '0');

function problem(status: number, title: string, detail?: string): FakeAnswer {
  return {
    status,
    body: { type: `https://httpstatuses.io/${status}`, title, status, detail, traceId: randomUUID() },
  };
}

export async function startVippsFake(options: VippsFakeOptions): Promise<VippsFake> {
  const accessTokens = new Map<string, string>();
  const payments = new Map<string, Payment>();
  const idempotent = new Map<string, { body: string; answer: FakeAnswer }>();
  const sent: Array<{ url: string; secret: string; body: string }> = [];
  const registered = new Map<string, { msn: string; url: string; events: string[]; secret: string }>();
  const webhooks = new WebhookSender();
  let baseUrl = '';

  function sendSigned(url: string, secret: string, body: string): void {
    const target = new URL(url);
    const date = new Date().toUTCString();
    const contentHash = createHash('sha256').update(body).digest('base64');
    const signed = `POST\n${target.pathname}${target.search}\n${date};${target.host};${contentHash}`;
    const signature = createHmac('sha256', secret).update(signed).digest('base64');
    webhooks.send(
      url,
      {
        'x-ms-date': date,
        'x-ms-content-sha256': contentHash,
        authorization: `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`,
      },
      body,
    );
  }

  /** One event, the same bytes to every webhook that wants it, each signed with its own secret. */
  function emit(payment: Payment, name: string, amount: number, idempotencyKey: string | null): void {
    const eventType = `epayments.payment.${name.toLowerCase()}.v1`;
    const targets = [...registered.values()].filter(
      (hook) => hook.msn === payment.msn && hook.events.includes(eventType),
    );
    const configured = options.webhookTarget(payment.metadata);
    const body = JSON.stringify({
      msn: payment.msn,
      reference: payment.reference,
      pspReference: pspReference(),
      name,
      amount: { currency: 'NOK', value: amount },
      timestamp: new Date().toISOString(),
      idempotencyKey,
      success: true,
    });
    for (const target of configured ? [configured, ...targets] : targets) {
      sent.push({ url: target.url, secret: target.secret, body });
      sendSigned(target.url, target.secret, body);
    }
  }

  function issueToken(request: FakeRequest): FakeAnswer {
    const { client_id, client_secret } = request.headers;
    const msn = request.headers['merchant-serial-number'];
    if (!client_id || !client_secret || !request.headers['ocp-apim-subscription-key'] || typeof msn !== 'string') {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Missing or invalid credentials' } };
    }
    const token = randomBytes(24).toString('base64url');
    accessTokens.set(token, msn);
    const now = Math.floor(Date.now() / 1000);
    return {
      status: 200,
      body: {
        token_type: 'Bearer',
        expires_in: '3600',
        ext_expires_in: '3600',
        expires_on: String(now + 3600),
        not_before: String(now),
        resource: '00000002-0000-0000-c000-000000000000',
        access_token: token,
      },
    };
  }

  const view = (payment: Payment) => ({
    aggregate: {
      authorizedAmount: { currency: 'NOK', value: payment.authorized },
      cancelledAmount: { currency: 'NOK', value: payment.cancelled },
      capturedAmount: { currency: 'NOK', value: payment.captured },
      refundedAmount: { currency: 'NOK', value: payment.refunded },
    },
    amount: { currency: 'NOK', value: payment.amount },
    state: payment.state,
    paymentMethod: { type: 'WALLET' },
    profile: {},
    pspReference: payment.pspReference,
    reference: payment.reference,
    redirectUrl: `${baseUrl}/landing/${payment.reference}`,
    metadata: payment.metadata,
  });

  function createPayment(msn: string, body: VippsBody): FakeAnswer {
    const reference = String(body.reference ?? '');
    const amount = body.amount?.value;
    if (!referencePattern.test(reference)) {
      return problem(
        400,
        'Bad Request',
        "The field Reference must match the regular expression '^[a-zA-Z0-9-]{8,50}$'.",
      );
    }
    if (!wholeOre(amount) || body.amount?.currency !== 'NOK') {
      return problem(400, 'Bad Request', 'Invalid amount');
    }
    if (body.paymentMethod?.type !== 'WALLET' || body.userFlow !== 'WEB_REDIRECT' || !body.returnUrl) {
      return problem(
        400,
        'Bad Request',
        'This fake knows paymentMethod WALLET with userFlow WEB_REDIRECT and a returnUrl',
      );
    }
    if (payments.has(`${msn}/${reference}`))
      return problem(409, 'Conflict', 'A payment with this reference already exists');
    payments.set(`${msn}/${reference}`, {
      msn,
      reference,
      amount,
      state: 'CREATED',
      authorized: 0,
      captured: 0,
      refunded: 0,
      cancelled: 0,
      returnUrl: String(body.returnUrl),
      description: String(body.paymentDescription ?? ''),
      metadata: body.metadata ?? {},
      pspReference: pspReference(),
    });
    return { status: 201, body: { redirectUrl: `${baseUrl}/landing/${reference}`, reference } };
  }

  function modify(payment: Payment, action: string, body: VippsBody, key: string): FakeAnswer {
    const amount = body.modificationAmount?.value;
    if (action === 'cancel') {
      if (payment.state === 'CREATED') {
        payment.state = 'TERMINATED';
        emit(payment, 'TERMINATED', payment.amount, key);
      } else if (payment.state === 'AUTHORIZED' && payment.refunded === 0) {
        const remaining = payment.authorized - payment.captured - payment.cancelled;
        if (remaining > 0) {
          payment.cancelled += remaining;
          emit(payment, 'CANCELLED', remaining, key);
        }
      } else {
        return problem(400, 'Cannot cancel', `The payment is ${payment.state} and cannot be cancelled`);
      }
    } else if (!wholeOre(amount) || body.modificationAmount?.currency !== 'NOK') {
      return problem(400, 'Bad Request', 'Invalid modificationAmount');
    } else if (payment.state !== 'AUTHORIZED') {
      return problem(400, 'Cannot capture before reservation', 'The user must accept the payment first.');
    } else if (action === 'capture') {
      if (payment.captured + amount > payment.authorized - payment.cancelled) {
        return problem(400, 'Capture amount too high', 'The amount to capture is more than the reserved amount left.');
      }
      payment.captured += amount;
      emit(payment, 'CAPTURED', amount, key);
    } else {
      if (payment.refunded + amount > payment.captured) {
        return problem(400, 'Refund amount too high', 'The amount to refund is more than the captured amount left.');
      }
      payment.refunded += amount;
      emit(payment, 'REFUNDED', amount, key);
    }
    const { aggregate, amount: total, state, pspReference: psp, reference } = view(payment);
    return { status: 200, body: { amount: total, state, aggregate, pspReference: psp, reference } };
  }

  /** The merchant (MSN) a call is made for, when its access token, subscription key and MSN agree. */
  function merchantOf(request: FakeRequest): string | null {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const msn = token ? accessTokens.get(token) : undefined;
    if (!msn || !request.headers['ocp-apim-subscription-key'] || request.headers['merchant-serial-number'] !== msn) {
      return null;
    }
    return msn;
  }

  const unauthorized = () =>
    problem(401, 'Unauthorized', 'Access token, subscription key or merchant serial number missing or wrong');

  /** The Webhooks API: register (the answer holds the secret), list, delete. */
  function webhooksApi(request: FakeRequest): FakeAnswer {
    const msn = merchantOf(request);
    if (!msn) return unauthorized();
    const id = request.path.split('/')[4];
    if (request.method === 'GET' && !id) {
      const webhooks = [...registered.entries()]
        .filter(([, hook]) => hook.msn === msn)
        .map(([hookId, hook]) => ({ id: hookId, url: hook.url, events: hook.events }));
      return { status: 200, body: { webhooks } };
    }
    if (request.method === 'DELETE' && id) {
      return registered.get(id)?.msn === msn && registered.delete(id)
        ? { status: 204, body: '' }
        : problem(400, 'Bad Request');
    }
    if (request.method !== 'POST' || id) return problem(404, 'Not Found');
    let body: { url?: unknown; events?: unknown };
    try {
      body = JSON.parse(request.body);
    } catch {
      return problem(400, 'Bad Request', 'Invalid JSON');
    }
    if (typeof body.url !== 'string' || !Array.isArray(body.events) || body.events.length === 0) {
      return problem(400, 'Bad Request', 'One or more validation errors occurred.');
    }
    const hookId = randomUUID();
    const secret = randomBytes(32).toString('base64');
    registered.set(hookId, { msn, url: body.url, events: body.events.map(String), secret });
    return { status: 201, body: { id: hookId, secret } };
  }

  function epayment(request: FakeRequest): FakeAnswer {
    const msn = merchantOf(request);
    if (!msn) return unauthorized();
    const [, reference, action] = request.path.replace('/epayment/v1/payments', '').split('/');
    if (request.method === 'GET' && reference && !action) {
      const payment = payments.get(`${msn}/${reference}`);
      return payment ? { status: 200, body: view(payment) } : problem(404, 'Not Found', 'Payment not found');
    }
    if (request.method !== 'POST') return problem(404, 'Not Found');
    const idempotencyKey = request.headers['idempotency-key'];
    if (typeof idempotencyKey !== 'string' || !idempotencyKey) {
      return problem(400, 'Bad Request', 'The Idempotency-Key header is required');
    }
    const remembered = `${msn} ${request.path} ${idempotencyKey}`;
    const earlier = idempotent.get(remembered);
    if (earlier)
      return earlier.body === request.body ? earlier.answer : problem(409, 'Conflict', 'Idempotency key reused');
    let body: VippsBody;
    try {
      body = request.body ? JSON.parse(request.body) : {};
    } catch {
      return problem(400, 'Bad Request', 'Invalid JSON');
    }
    let answer: FakeAnswer;
    if (!reference) answer = createPayment(msn, body);
    else {
      const payment = payments.get(`${msn}/${reference}`);
      answer =
        payment && ['capture', 'refund', 'cancel'].includes(action ?? '')
          ? modify(payment, action as string, body, idempotencyKey)
          : problem(404, 'Not Found', 'Payment not found');
    }
    if (answer.status < 500) idempotent.set(remembered, { body: request.body, answer });
    return answer;
  }

  function landing(request: FakeRequest, reference: string): FakeAnswer {
    const payment = [...payments.values()].find((candidate) => candidate.reference === reference);
    if (!payment) return { status: 404, html: true, body: 'Fant ikke betalingen' };
    if (request.method === 'POST') {
      const action = new URLSearchParams(request.body).get('action');
      if (payment.state === 'CREATED' && action === 'approve') {
        Object.assign(payment, { state: 'AUTHORIZED', authorized: payment.amount });
        emit(payment, 'AUTHORIZED', payment.amount, null);
      } else if (payment.state === 'CREATED' && action === 'abort') {
        payment.state = 'ABORTED';
        emit(payment, 'ABORTED', payment.amount, null);
      }
      return { status: 303, location: payment.returnUrl, body: '', html: true };
    }
    return {
      status: 200,
      html: true,
      body: paymentPage(
        'Vipps MobilePay (sandkasse)',
        [payment.description, `Å betale: ${formatMoney(payment.amount)}`, `Status: ${payment.state}`],
        [
          { label: 'Godkjenn i appen', value: 'approve' },
          { label: 'Avbryt', value: 'abort' },
        ],
      ),
    };
  }

  const server = await startFakeServer((request) => {
    if (request.method === 'POST' && request.path === '/accesstoken/get') return issueToken(request);
    if (request.path.startsWith('/epayment/v1/payments')) return epayment(request);
    if (request.path.startsWith('/webhooks/v1/webhooks')) return webhooksApi(request);
    const landingMatch = /^\/landing\/([a-zA-Z0-9-]+)$/.exec(request.path);
    if (landingMatch) return landing(request, landingMatch[1] as string);
    return problem(404, 'Not Found');
  }, options.port);
  baseUrl = server.baseUrl;
  return {
    baseUrl,
    webhooks,
    async approve(reference, outcome = 'approve') {
      const response = await fetch(`${baseUrl}/landing/${reference}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `action=${outcome}`,
        redirect: 'manual',
      });
      await response.arrayBuffer();
    },
    redeliver(body) {
      for (const webhook of sent.filter((candidate) => candidate.body === body)) {
        sendSigned(webhook.url, webhook.secret, webhook.body);
      }
    },
    tokensIssued: () => accessTokens.size,
    close: server.close,
  };
}
