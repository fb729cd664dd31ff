/**
 * Vipps MobilePay through its ePayment REST API, called with fetch (its JavaScript SDK is not
 * actively maintained; Vipps MobilePay recommends the API). API: vippsas/vipps-epayment-api
 * docs/epayment.v1.yml; access token: developer.vippsmobilepay.com/docs/APIs/access-token-api.
 *
 * providerReference is the ePayment `reference`, which is our payment id (a ULID: 26 characters of
 * [0-9A-Z], inside Vipps MobilePay's rule ^[a-zA-Z0-9-]{8,50}$).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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

const defaultApiBase = 'https://api.vipps.no';
const payments = '/epayment/v1/payments';
const timeoutMs = 20_000;
const referencePattern = /^[a-zA-Z0-9-]{8,50}$/;

class VippsError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly raw: unknown,
  ) {
    super(message);
  }
}

function credential(context: ProviderContext, name: string): string {
  const value = context.credentials[name];
  if (!value) throw new Error(`Vipps MobilePay mangler ${name}`);
  return value;
}

/** Access tokens live 1 hour (test) or 24 hours (production); kept in memory only as a cache. */
const tokens = new Map<string, { token: string; expiresAt: number }>();

function tokenKey(context: ProviderContext): string {
  const { clientId = '', clientSecret = '', subscriptionKey = '', merchantSerialNumber = '' } = context.credentials;
  const secrets = createHash('sha256').update(`${clientSecret}\n${subscriptionKey}`).digest('hex');
  return [context.apiBase ?? defaultApiBase, clientId, merchantSerialNumber, secrets].join('\n');
}

async function accessToken(context: ProviderContext): Promise<string> {
  const key = tokenKey(context);
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const response = await fetch(`${context.apiBase ?? defaultApiBase}/accesstoken/get`, {
    method: 'POST',
    signal: AbortSignal.timeout(timeoutMs),
    headers: {
      client_id: credential(context, 'clientId'),
      client_secret: credential(context, 'clientSecret'),
      'Ocp-Apim-Subscription-Key': credential(context, 'subscriptionKey'),
      'Merchant-Serial-Number': credential(context, 'merchantSerialNumber'),
    },
  });
  const body = (await response.json().catch(() => null)) as { access_token?: string; expires_in?: string } | null;
  if (!response.ok || !body?.access_token) {
    throw new VippsError('Vipps MobilePay godtok ikke API-nøklene', response.status, body);
  }
  const lifetime = Number(body.expires_in ?? 3600);
  tokens.set(key, { token: body.access_token, expiresAt: Date.now() + Math.max(lifetime - 60, 0) * 1000 });
  return body.access_token;
}

async function call<T>(
  context: ProviderContext,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; idempotencyKey?: string } = {},
  retried = false,
): Promise<T> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${await accessToken(context)}`,
    'Ocp-Apim-Subscription-Key': credential(context, 'subscriptionKey'),
    'Merchant-Serial-Number': credential(context, 'merchantSerialNumber'),
    'Vipps-System-Name': 'vev',
    'Vipps-System-Version': '1',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const response = await fetch(`${context.apiBase ?? defaultApiBase}${path}`, {
    method,
    signal: AbortSignal.timeout(timeoutMs),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.status === 401 && !retried) {
    tokens.delete(tokenKey(context));
    return call(context, method, path, options, true);
  }
  if (!response.ok) {
    const detail = [body?.title, body?.detail].filter(Boolean).join(': ');
    throw new VippsError(detail || `Vipps MobilePay svarte ${response.status}`, response.status, body);
  }
  return body as T;
}

async function modification(
  context: ProviderContext,
  reference: string,
  action: 'capture' | 'refund' | 'cancel',
  idempotencyKey: string,
  body?: unknown,
): Promise<ProviderCallResult> {
  try {
    const raw = await call(context, 'POST', `${payments}/${encodeURIComponent(reference)}/${action}`, {
      body,
      idempotencyKey,
    });
    return { ok: true, providerReference: reference, raw };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      raw: error instanceof VippsError ? error.raw : undefined,
    };
  }
}

async function create(context: ProviderContext, input: CreatePaymentInput): Promise<CreatePaymentResult> {
  if (!referencePattern.test(input.paymentId)) throw new Error('Betalings-id-en passer ikke som Vipps-referanse');
  const created = await call<{ redirectUrl?: string; reference: string }>(context, 'POST', payments, {
    idempotencyKey: input.idempotencyKey,
    body: {
      amount: { currency: 'NOK', value: input.amount },
      paymentMethod: { type: 'WALLET' },
      reference: input.paymentId,
      returnUrl: input.returnUrl,
      userFlow: 'WEB_REDIRECT',
      paymentDescription: input.description.slice(0, 100),
      metadata: { vevSiteId: context.siteId, vevOrderId: input.orderId },
    },
  });
  if (!created.redirectUrl) throw new Error('Vipps MobilePay svarte uten betalingsside');
  return { kind: 'redirect', url: created.redirectUrl, providerReference: created.reference };
}

interface Amount {
  value: number;
}

async function state(context: ProviderContext, providerReference: string): Promise<ProviderPaymentState> {
  const payment = await call<{
    state: string;
    aggregate: { authorizedAmount: Amount; capturedAmount: Amount; refundedAmount: Amount; cancelledAmount: Amount };
  }>(context, 'GET', `${payments}/${encodeURIComponent(providerReference)}`);
  const { capturedAmount, refundedAmount, cancelledAmount } = payment.aggregate;
  switch (payment.state) {
    case 'AUTHORIZED':
      if (refundedAmount.value > 0 && refundedAmount.value >= capturedAmount.value) return 'refunded';
      if (capturedAmount.value > 0) return 'captured';
      return cancelledAmount.value > 0 ? 'cancelled' : 'reserved';
    case 'TERMINATED':
      return 'cancelled';
    case 'ABORTED':
    case 'EXPIRED':
      return 'failed';
    default:
      return 'created';
  }
}

/** ePayment event names (PaymentEventName) as ours; CREATED changes nothing. */
const eventKinds: Record<string, WebhookEvent['kind']> = {
  AUTHORIZED: 'reserved',
  CAPTURED: 'captured',
  REFUNDED: 'refunded',
  CANCELLED: 'cancelled',
  TERMINATED: 'cancelled',
  ABORTED: 'failed',
  EXPIRED: 'failed',
};

/**
 * Vipps MobilePay's webhook signature (developer.vippsmobilepay.com/docs/APIs/webhooks-api/request-authentication,
 * source vippsas/webhooks-api request-authentication.md): x-ms-content-sha256 is base64(SHA-256(body)); Authorization
 * is 'HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=' + base64(HMAC-SHA256(secret,
 * "POST\n{pathAndQuery}\n{x-ms-date};{host};{contentHash}")), the secret used as given (UTF-8).
 */
export function vippsWebhookSignatureHolds(secret: string, request: WebhookRequest): boolean {
  const date = request.headers['x-ms-date'];
  const contentHash = request.headers['x-ms-content-sha256'];
  const authorization = request.headers.authorization;
  if (!date || !contentHash || !authorization) return false;
  const actualHash = createHash('sha256').update(request.rawBody, 'utf8').digest('base64');
  if (!sameText(actualHash, contentHash)) return false;
  const signed = `${request.method.toUpperCase()}\n${request.pathAndQuery}\n${date};${request.host};${contentHash}`;
  const signature = createHmac('sha256', secret).update(signed, 'utf8').digest('base64');
  return sameText(`HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`, authorization);
}

function sameText(expected: string, actual: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function verifyWebhook(context: ProviderContext, request: WebhookRequest): Promise<WebhookEvent[] | null> {
  const secret = context.credentials.webhookSecret;
  if (!secret || !vippsWebhookSignatureHolds(secret, request)) return null;
  let event: {
    msn?: string;
    reference?: string;
    pspReference?: string;
    name?: string;
    amount?: Amount;
    timestamp?: string;
    success?: boolean;
  };
  try {
    event = JSON.parse(request.rawBody);
  } catch {
    return null;
  }
  const msn = context.credentials.merchantSerialNumber;
  if (msn && event.msn && event.msn !== msn) return null;
  const kind = eventKinds[event.name ?? ''];
  // A failed modification (success: false) changed nothing at Vipps MobilePay, so nothing changes here.
  if (!kind || !event.reference || event.success === false) return [];
  return [
    {
      // The payload has no id of its own; these fields together name one event, and a redelivery repeats them.
      eventId: ['vipps', event.reference, event.name, event.pspReference, event.timestamp].join(':'),
      providerReference: event.reference,
      kind,
      amount: event.amount?.value,
    },
  ];
}

/** The ePayment events our webhook reads (Webhooks API event types). */
export const vippsWebhookEvents = [
  'authorized',
  'captured',
  'refunded',
  'cancelled',
  'terminated',
  'aborted',
  'expired',
].map((name) => `epayments.payment.${name}.v1`);

/**
 * Registers `url` for the ePayment events with Vipps MobilePay's Webhooks API (POST /webhooks/v1/webhooks;
 * vippsas/webhooks-api docs/swagger.yaml). Vipps MobilePay has no screen for this: the answer's `secret`
 * is the site's `webhookSecret`, shown once, so the caller stores it with the other credentials.
 */
export async function registerVippsWebhook(
  context: ProviderContext,
  url: string,
): Promise<{ id: string; secret: string }> {
  return call(context, 'POST', '/webhooks/v1/webhooks', { body: { url, events: vippsWebhookEvents } });
}

export const vippsProvider: PaymentProvider = {
  name: 'vipps',
  create,
  capture: (context: ProviderContext, amountCall: AmountCall) =>
    modification(context, amountCall.providerReference, 'capture', amountCall.idempotencyKey, {
      modificationAmount: { currency: 'NOK', value: amountCall.amount },
    }),
  refund: (context: ProviderContext, amountCall: AmountCall) =>
    modification(context, amountCall.providerReference, 'refund', amountCall.idempotencyKey, {
      modificationAmount: { currency: 'NOK', value: amountCall.amount },
    }),
  cancel: (context, cancelCall) =>
    modification(context, cancelCall.providerReference, 'cancel', cancelCall.idempotencyKey),
  verifyWebhook,
  state,
};
