/**
 * The order's transaction (ARCHITECTURE.md 'Commerce'): the products locked in id order, availability,
 * limitation and stock checked and everything priced (price-order-lines.ts), the order number taken
 * from the site's counter, the order, its stock ledger rows, its payment row, the timeline event, a
 * revision and the abandoned-payment job written; all of it or nothing.
 */
import { randomBytes } from 'node:crypto';
import { draftOrderMessages, type InvoiceInformation, type PaymentItem, type PaymentProviderName } from '@vev/shared';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { timelineEvents } from '../../platform/activity/timeline-schema';
import { conflict } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { jobs } from '../../platform/jobs/schema';
import { abandonedPaymentJob, abandonedPaymentMinutes } from './abandon';
import { orderRevisionInsert } from './history';
import type { placeOrderInputSchema } from './order-input';
import { priceOrderLines } from './price-order-lines';
import { findOrderRow, presentOrder, presentOrderFrom } from './read';
import { orderCounters, orders, payments } from './schema';
import { stockStatements } from './stock';

/** The method people pay with at each provider. */
const methodOf: Record<PaymentProviderName, string> = {
  faktura: 'invoice',
  testkort: 'card',
  stripe: 'card',
  vipps: 'vipps',
};

const newConfirmationToken = () => randomBytes(24).toString('base64url');

export interface WrittenOrder {
  orderId: string;
  paymentId: string;
  orderNumber: number;
  confirmationToken: string;
  total: number;
}

/** Runs the writes as one statement, each in its own WITH clause (PostgreSQL runs every one exactly once). */
async function runTogether(tx: Database, statements: SQLWrapper[]): Promise<void> {
  const clauses = statements.map((statement, index) => sql`${sql.raw(`w${index}`)} AS (${statement.getSQL()})`);
  await tx.execute(sql`WITH ${sql.join(clauses, sql`, `)} SELECT 1`);
}

/** The transaction: everything of the order or nothing; with `draftId`, the draft becomes this order. */
export async function writeOrder(
  db: Database,
  siteId: string,
  input: z.output<typeof placeOrderInputSchema>,
  options: { draftId?: string; abandonAfterMinutes?: number; userId?: string | null } = {},
) {
  return db.transaction(async (tx): Promise<WrittenOrder> => {
    // A draft's row first: two completions of it queue here, and the second finds it placed.
    if (options.draftId) {
      const draft = await findOrderRow(tx, siteId, options.draftId, true);
      if (!draft.draft) throw conflict(draftOrderMessages.alreadyPlaced);
    }
    const orderId = options.draftId ?? newId();
    // Nothing else waits on the jobs table: written before the products' lock.
    await tx.insert(jobs).values({
      id: newId(),
      kind: abandonedPaymentJob,
      siteId,
      payload: { siteId, orderId },
      runAfter: sql`now() + make_interval(mins => ${options.abandonAfterMinutes ?? abandonedPaymentMinutes})`,
    });
    // From here to the commit the products stay locked (stock checked against the locked counts), and
    // from the counter on the site's order number too: only the writes of the order follow them.
    const { orderLines, shippingLines, priced, deltas } = await priceOrderLines(tx, siteId, input, { draft: false });

    const [counter] = await tx
      .insert(orderCounters)
      .values({ siteId, lastNumber: 1 })
      .onConflictDoUpdate({ target: orderCounters.siteId, set: { lastNumber: sql`${orderCounters.lastNumber} + 1` } })
      .returning({ lastNumber: orderCounters.lastNumber });
    if (!counter) throw new Error('the order counter answers its number');

    const paymentId = newId();
    const invoiceInformation: InvoiceInformation = input.invoiceInformation as InvoiceInformation;
    const confirmationToken = newConfirmationToken();
    const values = {
      orderNumber: counter.lastNumber,
      type: 'order' as const,
      status: 'pending' as const,
      paymentStatus: 'pending' as const,
      total: priced.total,
      totalTax: priced.tax,
      customerId: input.customerId,
      customerName: invoiceInformation.name,
      customerEmail: invoiceInformation.email,
      search: `${invoiceInformation.name} ${invoiceInformation.email}`.toLocaleLowerCase('nb'),
      confirmationToken,
      lines: orderLines,
      shippingLines,
      invoiceInformation,
      taxes: priced.taxes.map((tax) => ({ name: tax.name, basisPoints: tax.basisPoints, amount: tax.amount })),
      customerNote: input.customerNote,
      marketingConsent: input.marketingConsent,
    };
    const [row] = options.draftId
      ? await tx
          .update(orders)
          .set({
            ...values,
            draft: false,
            draftInput: null,
            version: sql`${orders.version} + 1`,
            createdAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
          .returning()
      : await tx
          .insert(orders)
          .values({ siteId, id: orderId, ...values })
          .returning();
    if (!row) throw new Error('the order answers its row');
    const items: PaymentItem[] = [
      ...orderLines.map((line) => ({
        type: 'orderLine' as const,
        ref: line._id,
        total: line.total,
        totalTax: line.totalTax,
      })),
      ...shippingLines.map((line) => ({
        type: 'shippingLine' as const,
        ref: line._id,
        total: line.total,
        totalTax: line.totalTax,
      })),
    ];
    const paymentRows = await tx
      .insert(payments)
      .values({
        siteId,
        id: paymentId,
        orderId,
        provider: input.provider,
        method: methodOf[input.provider],
        total: priced.total,
        items,
      })
      .returning();
    // A new order has this one payment and no events, refunds or notes yet; a draft may have notes.
    const order = options.draftId
      ? await presentOrder(tx, row)
      : presentOrderFrom(row, { paymentRows, eventRows: [], refundRows: [], noteRows: [] });
    // The rest in one statement (each write its own WITH clause; the rows differ), so the locks are
    // held for one more round trip, not seven: stock counts, ledger, shop version, timeline, revision.
    await runTogether(tx, [
      ...stockStatements(tx, { siteId, reason: 'order', reference: orderId, userId: options.userId ?? null, deltas }),
      tx.insert(timelineEvents).values({
        id: newId(),
        siteId,
        type: 'createdOrder',
        userId: options.userId ?? null,
        resourceType: 'order',
        resourceId: orderId,
        title: `Ordre ${counter.lastNumber}`,
      }),
      orderRevisionInsert(tx, { siteId, order, previous: null, author: null }),
    ]);
    return { orderId, paymentId, orderNumber: counter.lastNumber, confirmationToken, total: priced.total };
  });
}
