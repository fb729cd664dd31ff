/**
 * Testkort: the built-in card provider for demos and tests. It behaves like a real one: a hosted
 * payment page on the platform reserves the amount, a signed webhook tells us, and capture, refund
 * and cancel work on its own ledger (testkort-schema.ts) under row locks and idempotency keys.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { newId } from '../../platform/ids';
import { fixedStatement } from '../../platform/prepared';
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
import { type TestcardPaymentRow, testcardOperations, testcardPayments } from './testkort-schema';

export const testkortSignatureHeader = 'x-testkort-signature';

/** Each site's webhook secret, derived from the server's secret, so nothing needs storing. */
export function testkortWebhookSecret(config: Pick<Config, 'sessionSecret'>, siteId: string): Buffer {
  return createHmac('sha256', config.sessionSecret).update(`testkort-webhook:${siteId}`).digest();
}

/** The signature header of a webhook: HMAC-SHA256 of the raw body, hex. */
export function signTestkortWebhook(config: Pick<Config, 'sessionSecret'>, siteId: string, rawBody: string): string {
  return createHmac('sha256', testkortWebhookSecret(config, siteId)).update(rawBody).digest('hex');
}

export const testkortEventTypes = {
  'payment.reserved': 'reserved',
  'payment.cancelled': 'cancelled',
  'payment.failed': 'failed',
} as const;

/** What a Testkort webhook carries. */
export const testkortWebhookBodySchema = z.object({
  id: z.string().min(1),
  type: z.enum(Object.keys(testkortEventTypes) as [keyof typeof testkortEventTypes]),
  reference: z.string().min(1),
  paymentId: z.string(),
  amount: z.number().int().min(0),
  created: z.string(),
});
export type TestkortWebhookBody = z.infer<typeof testkortWebhookBodySchema>;

/** The hosted page's address of a payment. */
export const testkortPageUrl = (config: Pick<Config, 'publicUrl'>, reference: string): string =>
  new URL(`/betaling/testkort/${encodeURIComponent(reference)}`, config.publicUrl).href;

/** An unguessable reference: 144 random bits; the page is reached by nothing else. */
const newReference = () => `tk_${randomBytes(18).toString('base64url')}`;

const problems = {
  unknown: 'Betalingen finnes ikke hos Testkort.',
  keyReused: 'Idempotensnøkkelen er allerede brukt til en annen operasjon.',
  notPositive: 'Beløpet må være minst 0,01 kr.',
  notReserved: 'Betalingen er ikke reservert.',
  overCapture: 'Beløpet er større enn det som er reservert og ikke trukket.',
  notCaptured: 'Betalingen er ikke trukket, så det er ingenting å refundere.',
  overRefund: 'Beløpet er større enn det som er trukket og ikke refundert.',
  alreadyCaptured: 'Betalingen er trukket og kan ikke kanselleres; refunder den i stedet.',
} as const;

type Operation = 'capture' | 'refund' | 'cancel';
/** What an operation does to the row: a problem, or the new figures. */
type Decision =
  | { problem: string }
  | { change: Partial<Pick<TestcardPaymentRow, 'capturedSum' | 'refundedSum' | 'status'>> };

function decide(kind: Operation, row: TestcardPaymentRow, amount: number): Decision {
  if (kind === 'cancel') {
    if (row.status === 'created' || row.status === 'reserved' || row.status === 'cancelled')
      return { change: { status: 'cancelled' } };
    if (row.status === 'failed') return { problem: problems.notReserved };
    return { problem: problems.alreadyCaptured };
  }
  if (!Number.isSafeInteger(amount) || amount < 1) return { problem: problems.notPositive };
  if (kind === 'capture') {
    if (row.status !== 'reserved' && row.status !== 'captured') return { problem: problems.notReserved };
    if (row.capturedSum + amount > row.amount) return { problem: problems.overCapture };
    return { change: { capturedSum: row.capturedSum + amount, status: 'captured' } };
  }
  if (row.capturedSum === 0) return { problem: problems.notCaptured };
  if (row.refundedSum + amount > row.capturedSum) return { problem: problems.overRefund };
  const refundedSum = row.refundedSum + amount;
  return { change: { refundedSum, status: refundedSum === row.capturedSum ? 'refunded' : 'captured' } };
}

/** The payment's row, locked until the transaction ends, so two calls never decide on the same figures. */
export async function lockTestcardPayment(db: Database, siteId: string, reference: string) {
  const [row] = await db
    .select()
    .from(testcardPayments)
    .where(and(eq(testcardPayments.siteId, siteId), eq(testcardPayments.id, reference)))
    .for('update');
  return row ?? null;
}

/**
 * Capture, refund or cancel, once per idempotency key: the key is looked up with the row locked,
 * so a retried call (or the same call twice at once) answers as the first did and moves no money.
 */
async function operate(
  db: Database,
  siteId: string,
  kind: Operation,
  call: { providerReference: string; amount: number; idempotencyKey: string },
): Promise<ProviderCallResult> {
  return db.transaction(async (tx) => {
    const row = await lockTestcardPayment(tx, siteId, call.providerReference);
    if (!row) return { ok: false, error: problems.unknown };
    const [done] = await tx
      .select()
      .from(testcardOperations)
      .where(and(eq(testcardOperations.siteId, siteId), eq(testcardOperations.idempotencyKey, call.idempotencyKey)));
    if (done) {
      const same = done.kind === kind && done.paymentReference === row.id && done.amount === call.amount;
      return same
        ? { ok: true, providerReference: done.id, raw: { replayed: true } }
        : { ok: false, error: problems.keyReused };
    }
    const decision = decide(kind, row, call.amount);
    if ('problem' in decision) return { ok: false, error: decision.problem, raw: { status: row.status } };
    const id = newId();
    await tx
      .update(testcardPayments)
      .set({ ...decision.change, updatedAt: new Date() })
      .where(and(eq(testcardPayments.siteId, siteId), eq(testcardPayments.id, row.id)));
    await tx.insert(testcardOperations).values({
      siteId,
      id,
      paymentReference: row.id,
      kind,
      amount: call.amount,
      idempotencyKey: call.idempotencyKey,
    });
    return { ok: true, providerReference: id, raw: { ...row, ...decision.change } };
  });
}

/** A new payment on the card page, or none when its create was retried (its key is unique per site); built once. */
const createPayment = fixedStatement<{ id: string }>('testkort_create', (db) =>
  db
    .insert(testcardPayments)
    .values({
      siteId: sql.placeholder('siteId'),
      id: sql.placeholder('id'),
      paymentId: sql.placeholder('paymentId'),
      orderId: sql.placeholder('orderId'),
      amount: sql.placeholder('amount'),
      description: sql.placeholder('description'),
      returnUrl: sql.placeholder('returnUrl'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
    })
    .onConflictDoNothing()
    .returning({ id: testcardPayments.id }),
);

/** The provider. It needs the database (its ledger) and the configuration (its page's address, its secret). */
export function createTestkortProvider(deps: { db: Database; config: Config }): PaymentProvider {
  const { db, config } = deps;
  return {
    name: 'testkort',

    async create(context: ProviderContext, input: CreatePaymentInput): Promise<CreatePaymentResult> {
      if (!Number.isSafeInteger(input.amount) || input.amount < 1) throw new RangeError(problems.notPositive);
      const [made] = await createPayment(db, {
        siteId: context.siteId,
        id: newReference(),
        paymentId: input.paymentId,
        orderId: input.orderId,
        amount: input.amount,
        description: input.description,
        returnUrl: input.returnUrl,
        idempotencyKey: input.idempotencyKey,
      });
      // A retried create (same key) finds the payment the first one made.
      const [row] = made
        ? [made]
        : await db
            .select({ id: testcardPayments.id })
            .from(testcardPayments)
            .where(
              and(
                eq(testcardPayments.siteId, context.siteId),
                eq(testcardPayments.idempotencyKey, input.idempotencyKey),
              ),
            );
      if (!row) throw new Error('the Testkort payment was not stored');
      return { kind: 'redirect', url: testkortPageUrl(config, row.id), providerReference: row.id };
    },

    capture: (context: ProviderContext, call: AmountCall) => operate(db, context.siteId, 'capture', call),
    refund: (context: ProviderContext, call: AmountCall) => operate(db, context.siteId, 'refund', call),
    cancel: (context, call) => operate(db, context.siteId, 'cancel', { ...call, amount: 0 }),

    async verifyWebhook(context: ProviderContext, request: WebhookRequest): Promise<WebhookEvent[] | null> {
      const given = request.headers[testkortSignatureHeader];
      if (!given || !/^[0-9a-f]{64}$/.test(given)) return null;
      const expected = Buffer.from(signTestkortWebhook(config, context.siteId, request.rawBody), 'hex');
      if (!timingSafeEqual(Buffer.from(given, 'hex'), expected)) return null;
      let parsed: ReturnType<typeof testkortWebhookBodySchema.safeParse>;
      try {
        parsed = testkortWebhookBodySchema.safeParse(JSON.parse(request.rawBody));
      } catch {
        return null;
      }
      if (!parsed.success) return null;
      const body = parsed.data;
      return [
        {
          eventId: body.id,
          providerReference: body.reference,
          kind: testkortEventTypes[body.type],
          amount: body.amount,
        },
      ];
    },

    async state(context: ProviderContext, providerReference: string): Promise<ProviderPaymentState> {
      const [row] = await db
        .select({ status: testcardPayments.status })
        .from(testcardPayments)
        .where(and(eq(testcardPayments.siteId, context.siteId), eq(testcardPayments.id, providerReference)));
      // A reference Testkort never gave holds no money: as good as failed.
      return row?.status ?? 'failed';
    },
  };
}
