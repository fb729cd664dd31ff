import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';

export const testcardStatuses = ['created', 'reserved', 'captured', 'refunded', 'cancelled', 'failed'] as const;
export type TestcardStatus = (typeof testcardStatuses)[number];

/**
 * Testkort's own ledger, kept apart from our payments as a real provider's would be: one row per
 * payment created with it. The id is the unguessable reference in the hosted page's address.
 */
export const testcardPayments = pgTable(
  'testcard_payments',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    /** Our payment row (modules/payments), which keeps this row's id as its provider reference. */
    paymentId: text('payment_id').notNull(),
    orderId: text('order_id').notNull(),
    /** øre: what the buyer is asked to pay, and reserves */
    amount: integer('amount').notNull(),
    capturedSum: integer('captured_sum').notNull().default(0),
    refundedSum: integer('refunded_sum').notNull().default(0),
    status: text('status').$type<TestcardStatus>().notNull().default('created'),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    /** The last four digits of the card that paid, as a receipt would show them. */
    cardLast4: text('card_last4'),
    /** Declined attempts so far; the last one allowed fails the payment (testkort-card.ts). */
    declines: integer('declines').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    uniqueIndex('testcard_payments_idempotency_idx').on(table.siteId, table.idempotencyKey),
    // The hosted page knows only the reference (random, so unique in practice; the key stays (site, id)).
    index('testcard_payments_reference_idx').on(table.id),
  ],
);

/** Each capture, refund and cancellation that moved money, once per idempotency key. */
export const testcardOperations = pgTable(
  'testcard_operations',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    paymentReference: text('payment_reference').notNull(),
    kind: text('kind').$type<'capture' | 'refund' | 'cancel'>().notNull(),
    /** øre; 0 for a cancellation */
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    uniqueIndex('testcard_operations_idempotency_idx').on(table.siteId, table.idempotencyKey),
  ],
);

export type TestcardPaymentRow = typeof testcardPayments.$inferSelect;
