/**
 * `Idempotency-Key` for calls that move money or stock (ARCHITECTURE.md 'Commerce'): the first call
 * with a key claims it (a row with the request's hash and no answer yet), runs, and stores its
 * answer; the same key with the same body answers what was stored, with another body 422. A second
 * call while the first still runs is told to try again (409), so a key never runs twice.
 */
import { createHash } from 'node:crypto';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { AppError, conflict } from './errors';
import { idempotencyKeys } from './idempotency-schema';
import { fixedStatement } from './prepared';

export const idempotencyMessages = {
  otherRequest: 'Idempotency-Key er brukt med en annen forespørsel.',
  running: 'Forespørselen med denne Idempotency-Key behandles allerede. Prøv igjen om litt.',
  key: 'Idempotency-Key må være 1–200 tegn.',
} as const;

export interface IdempotentAnswer<Body> {
  status: number;
  body: Body;
  /** True when this is the stored answer of an earlier call. */
  replayed: boolean;
}

/** A stable hash of a JSON body: keys sorted, so the same body in another key order is the same request. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value as object)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');
}

/** The header's value, checked; undefined when the caller sent none. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return undefined;
  const key = value.trim();
  if (key.length < 1 || key.length > 200) throw new AppError(400, 'badRequest', idempotencyMessages.key);
  return key;
}

/**
 * The statement that stores the answer, for `run` to send with its own last write (`runTogether`):
 * one round trip fewer. `run` then says so (`stored: true`), and only when that write succeeded.
 */
export type AnswerStatement<Body> = (status: number, body: Body) => SQLWrapper[];

/**
 * Runs `run` once per (site, scope, key). Without a key it simply runs. `run` answers the status and
 * body to store; a thrown error frees the key again (nothing was done, the caller may retry).
 */
export async function withIdempotency<Body>(
  db: Database,
  call: { siteId: string; key: string | undefined; scope: string; body: unknown },
  run: (answerStatement: AnswerStatement<Body>) => Promise<{ status: number; body: Body; stored?: boolean }>,
): Promise<IdempotentAnswer<Body>> {
  if (!call.key) {
    const { status, body } = await run(() => []);
    return { status, body, replayed: false };
  }
  const hash = requestHash(call.body);
  const of = and(
    eq(idempotencyKeys.siteId, call.siteId),
    eq(idempotencyKeys.scope, call.scope),
    eq(idempotencyKeys.key, call.key),
  );
  const keyOf = { siteId: call.siteId, scope: call.scope, key: call.key };
  const claimed = await claimKey(db, { ...keyOf, requestHash: hash });
  if (claimed.length === 0) {
    const [stored] = await db.select().from(idempotencyKeys).where(of).limit(1);
    if (!stored) throw conflict(idempotencyMessages.running);
    if (stored.requestHash !== hash) throw new AppError(422, 'badRequest', idempotencyMessages.otherRequest);
    if (stored.status === null) throw conflict(idempotencyMessages.running);
    return { status: stored.status, body: stored.body as Body, replayed: true };
  }
  const answerStatement: AnswerStatement<Body> = (status, body) => [
    db
      .update(idempotencyKeys)
      .set({ status, body: body ?? null })
      .where(and(of, sql`${idempotencyKeys.status} IS NULL`)),
  ];
  let answer: { status: number; body: Body; stored?: boolean };
  try {
    answer = await run(answerStatement);
  } catch (error) {
    await db.delete(idempotencyKeys).where(and(of, sql`${idempotencyKeys.status} IS NULL`));
    throw error;
  }
  if (!answer.stored) {
    await storeAnswer(db, { ...keyOf, status: answer.status, body: JSON.stringify(answer.body ?? null) });
  }
  return { status: answer.status, body: answer.body, replayed: false };
}

// Every checkout, charge and refund claims its key and stores its answer: built once.
const claimKey = fixedStatement<{ key: string }>('idempotency_claim', (db) =>
  db
    .insert(idempotencyKeys)
    .values({
      siteId: sql.placeholder('siteId'),
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key }),
);
const storeAnswer = fixedStatement('idempotency_answer', (db) =>
  db
    .update(idempotencyKeys)
    .set({ status: sql`${sql.placeholder('status')}::int`, body: sql`${sql.placeholder('body')}::jsonb` })
    .where(
      and(
        eq(idempotencyKeys.siteId, sql.placeholder('siteId')),
        eq(idempotencyKeys.scope, sql.placeholder('scope')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    ),
);
