/**
 * The demo's order history happens in a second but should read as two months. The services take
 * the clock as it is, so the seed marks where each step begins (a ULID time, as every row's id
 * starts with its creation time) and afterwards moves every row written in a step to the moment
 * the step stands for, and the timestamps of payments, orders and jobs with them.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { encodeTime } from 'ulid';
import { customers } from '../modules/customers/schema';
import { orderNotes, orders, paymentEvents, payments, refunds } from '../modules/orders/schema';
import { testcardOperations, testcardPayments } from '../modules/payments/testkort-schema';
import { stockMovements } from '../modules/products/schema';
import { timelineEvents } from '../platform/activity/timeline-schema';
import { jobs } from '../platform/jobs/schema';
import { mailOutbox } from '../platform/mail/schema';
import { revisions } from '../platform/revisions/schema';
import type { Database } from './client';

export interface SeedClock {
  /** The moment the seed began: the history ends before it. */
  now(): number;
  /** Rows written from here on belong to `at` (milliseconds), until the next step. */
  step(at: number): void;
  /** Moves every step's rows of the site to their moments. */
  apply(db: Database, siteId: string): Promise<void>;
}

/** Every table a step of an order writes to, with its site and a ULID id. */
const stepTables: PgTable[] = [
  orders,
  payments,
  paymentEvents,
  refunds,
  orderNotes,
  revisions,
  stockMovements,
  timelineEvents,
  mailOutbox,
  jobs,
  testcardOperations,
];

export function createSeedClock(): SeedClock {
  const started = Date.now();
  const steps: { from: string; at: Date }[] = [];
  /** A boundary no row of the step before can share: the clock is past the last millisecond used. */
  const boundary = () => {
    const last = Date.now();
    while (Date.now() <= last) {
      // Less than a millisecond: a ULID's time has that resolution.
    }
    return encodeTime(Date.now(), 10).toLowerCase();
  };
  return {
    now: () => started,
    step(at) {
      steps.push({ from: boundary(), at: new Date(Math.min(at, started - 60_000)) });
    },
    async apply(db, siteId) {
      if (steps.length === 0) return;
      const end = boundary();
      const ranges = sql.join(
        steps.map(
          (step, index) =>
            sql`(${step.from}::text, ${steps[index + 1]?.from ?? end}::text, ${step.at.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      );
      const inStep = (set: SQL) =>
        sql`SET ${set} FROM (VALUES ${ranges}) AS step(lo, hi, at)
            WHERE t.site_id = ${siteId} AND t.id COLLATE "C" >= step.lo AND t.id COLLATE "C" < step.hi`;
      for (const table of stepTables) {
        await db.execute(sql`UPDATE ${table} AS t ${inStep(sql`created_at = step.at`)}`);
      }
      await db.execute(sql`UPDATE ${orders} AS t ${inStep(sql`updated_at = step.at`)}`);
      await db.execute(sql`UPDATE ${payments} AS t ${inStep(sql`updated_at = step.at`)}`);
      await db.execute(sql`UPDATE ${mailOutbox} AS t ${inStep(sql`sent_at = step.at, next_attempt_at = step.at`)}`);
      await db.execute(sql`UPDATE ${mailOutbox} AS t ${inStep(sql`attempts = 1`)}`);
      // What follows from the rows: when each order and payment last changed, was reserved, charged, restocked.
      await db.execute(sql`
        UPDATE ${orders} AS o SET updated_at = greatest(o.updated_at, r.at) FROM (
          SELECT reference, max(created_at) AS at FROM ${revisions} WHERE site_id = ${siteId} AND type = 'order' GROUP BY reference
        ) r WHERE o.site_id = ${siteId} AND o.id = r.reference`);
      await db.execute(sql`
        UPDATE ${orders} AS o SET stock_returned_at = m.at FROM (
          SELECT reference, max(created_at) AS at FROM ${stockMovements}
          WHERE site_id = ${siteId} AND reason = 'cancel' GROUP BY reference
        ) m WHERE o.site_id = ${siteId} AND o.id = m.reference AND o.stock_returned_at IS NOT NULL`);
      await db.execute(sql`
        UPDATE ${payments} AS p SET
          updated_at = greatest(p.updated_at, e.last),
          reservation_timestamp = CASE WHEN p.reservation_timestamp IS NULL THEN NULL ELSE e.reserved END,
          charge_timestamp = CASE WHEN p.charge_timestamp IS NULL THEN NULL ELSE e.charged END
        FROM (
          SELECT payment_id, max(created_at) AS last,
            min(created_at) FILTER (WHERE kind = 'webhook' AND message = 'reserved') AS reserved,
            min(created_at) FILTER (WHERE kind = 'capture' AND ok) AS charged
          FROM ${paymentEvents} WHERE site_id = ${siteId} GROUP BY payment_id
        ) e WHERE p.site_id = ${siteId} AND p.id = e.payment_id`);
      // Each customer checkout made: since their first order, active at their last, consenting at the first yes.
      await db.execute(sql`
        UPDATE ${customers} AS c SET created_at = o.first, updated_at = o.last, last_active = o.last,
          marketing_consent_at = CASE WHEN c.marketing_consent THEN coalesce(o.consent, c.marketing_consent_at) END
        FROM (
          SELECT customer_id, min(created_at) AS first, max(created_at) AS last,
            min(created_at) FILTER (WHERE marketing_consent) AS consent
          FROM ${orders} WHERE site_id = ${siteId} AND customer_id IS NOT NULL GROUP BY customer_id
        ) o WHERE c.site_id = ${siteId} AND c.id = o.customer_id`);
      await db.execute(sql`
        UPDATE ${testcardPayments} AS c SET created_at = p.created_at, updated_at = p.updated_at
        FROM ${payments} AS p WHERE c.site_id = ${siteId} AND p.site_id = ${siteId} AND p.id = c.payment_id`);
      await db.execute(sql`
        UPDATE ${jobs} AS j SET
          run_after = j.created_at + CASE WHEN j.kind = 'orders.abandonedPayment' THEN interval '30 minutes' ELSE interval '0' END,
          finished_at = CASE WHEN j.status = 'done'
            THEN j.created_at + CASE WHEN j.kind = 'orders.abandonedPayment' THEN interval '30 minutes' ELSE interval '2 seconds' END
          END,
          updated_at = j.created_at
        WHERE j.site_id = ${siteId} AND j.kind IN ('orders.abandonedPayment', 'testkort.webhook') AND j.created_at < ${new Date(started).toISOString()}::timestamptz`);
    },
  };
}
