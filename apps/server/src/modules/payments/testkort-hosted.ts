/** What the buyer does on Testkort's hosted page: pay (reserve the amount) or cancel, each with its webhook. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../../platform/accounts/schema';
import { lockTestcardPayment } from './testkort';
import { type CardCheck, type CardInput, checkCard, declinesBeforeFailure } from './testkort-card';
import { type TestcardPaymentRow, testcardPayments } from './testkort-schema';
import { enqueueTestkortWebhook } from './testkort-webhook';

export interface HostedPayment {
  row: TestcardPaymentRow;
  /** The shop's name, shown as the merchant. */
  merchant: string;
}

/** The payment behind a page address, with its shop's name; null for a reference Testkort never gave. */
export async function findHostedPayment(db: Database, reference: string): Promise<HostedPayment | null> {
  const [found] = await db
    .select({ row: testcardPayments, merchant: sites.displayName })
    .from(testcardPayments)
    .innerJoin(sites, eq(sites.id, testcardPayments.siteId))
    .where(eq(testcardPayments.id, reference))
    .limit(1);
  return found ?? null;
}

export type PayOutcome =
  | { outcome: 'reserved'; row: TestcardPaymentRow }
  | { outcome: 'refused'; check: Extract<CardCheck, { ok: false }> }
  /** Paid or cancelled meanwhile (another tab, the abandoned-payment job): nothing more to do here. */
  | { outcome: 'closed'; row: TestcardPaymentRow };

/**
 * Reserves the amount on a good card and queues the 'payment.reserved' webhook, in one transaction.
 * A declined card counts; the third decline fails the payment and queues 'payment.failed'.
 */
export async function payAtHostedPage(
  db: Database,
  payment: Pick<TestcardPaymentRow, 'siteId' | 'id'>,
  card: CardInput,
  now = new Date(),
): Promise<PayOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockTestcardPayment(tx, payment.siteId, payment.id);
    if (!row) throw new Error('the Testkort payment is gone');
    if (row.status !== 'created') return { outcome: 'closed', row };
    const check = checkCard(card, now);
    if (!check.ok && check.problem === 'declined') {
      const declines = row.declines + 1;
      const failed = declines >= declinesBeforeFailure;
      const change = { declines, updatedAt: now, ...(failed ? { status: 'failed' as const } : {}) };
      await tx.update(testcardPayments).set(change).where(ofRow(row));
      if (!failed) return { outcome: 'refused', check };
      await enqueueTestkortWebhook(tx, row, 'payment.failed');
      return { outcome: 'closed', row: { ...row, ...change } };
    }
    if (!check.ok) return { outcome: 'refused', check };
    const change = { status: 'reserved' as const, cardLast4: check.last4, updatedAt: now };
    await tx.update(testcardPayments).set(change).where(ofRow(row));
    await enqueueTestkortWebhook(tx, row, 'payment.reserved');
    return { outcome: 'reserved', row: { ...row, ...change } };
  });
}

/** The buyer gives up: the payment is cancelled and the 'payment.cancelled' webhook queued. */
export async function cancelAtHostedPage(
  db: Database,
  payment: Pick<TestcardPaymentRow, 'siteId' | 'id'>,
): Promise<TestcardPaymentRow> {
  return db.transaction(async (tx) => {
    const row = await lockTestcardPayment(tx, payment.siteId, payment.id);
    if (!row) throw new Error('the Testkort payment is gone');
    if (row.status !== 'created') return row;
    await tx.update(testcardPayments).set({ status: 'cancelled', updatedAt: new Date() }).where(ofRow(row));
    await enqueueTestkortWebhook(tx, row, 'payment.cancelled');
    return { ...row, status: 'cancelled' };
  });
}

const ofRow = (row: Pick<TestcardPaymentRow, 'siteId' | 'id'>) =>
  and(eq(testcardPayments.siteId, row.siteId), eq(testcardPayments.id, row.id));
