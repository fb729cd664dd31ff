/**
 * The order's transaction (ARCHITECTURE.md 'Commerce'): availability, limitation and stock checked and
 * everything priced (price-order-lines.ts), the customer found or made and the order counted on it
 * (customers/checkout.ts), the products locked in id order and checked again with the order number
 * taken from the site's counter, the discount code's use counted (its row locked), the order, its stock
 * ledger rows, its payment row, the timeline event, a revision and the abandoned-payment job written;
 * all of it or nothing. A buyer's plain checkout does the same in one statement (write-at-once.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  draftOrderMessages,
  type InvoiceInformation,
  type Order,
  type OrderLine,
  type PaymentItem,
  type PaymentProviderName,
} from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { timelineEvents } from '../../platform/activity/timeline-schema';
import { conflict } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { jobs } from '../../platform/jobs/schema';
import { fixedStatement, prefixed, rowClause, rowsClauses, rowsInsert, rowValues } from '../../platform/prepared';
import { revisions } from '../../platform/revisions/schema';
import { holdOrderBookings, planOrderBookings } from '../booking/order-bookings';
import { buyerUpsert, buyerValues, countCustomerOrder } from '../customers/checkout';
import { countDiscountCodeUse } from '../discounts/service';
import { abandonedPaymentMinutes } from './abandon';
import { type OrderAuthor, orderRevisionRow } from './history';
import { customerCodeUses } from './order-discounts';
import { checkoutMessages, type OrderSite, type placeOrderInputSchema } from './order-input';
import { lockAndRecheck, ProductsChanged } from './order-lock';
import { newOrderRow, orderSideValues, type PlacedValues, presentNewOrder, writtenOrder } from './order-rows';
import { priceOrderLines } from './price-order-lines';
import { findOrderRow, presentOrder } from './read';
import { orders, type PaymentRow, payments } from './schema';
import { stockMoveClauses } from './stock';
import { writeOrderAtOnce } from './write-at-once';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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
  /** The lines as written (the storefront counts experiments' order-line goals from them). */
  orderLines: OrderLine[];
  /** The order as written (pending), and its payment's row: what a confirmation at once starts from. */
  order: Order;
  paymentRow: PaymentRow;
}

/**
 * The times the lines buy, checked free before the lock, each written into its order line as the
 * booking it will be (`booking._id`). The n-th line that is not a bundle's item is the n-th line asked for.
 */
async function planLineBookings(
  tx: Database,
  siteId: string,
  lines: z.output<typeof placeOrderInputSchema>['lines'],
  orderLines: OrderLine[],
) {
  const wanted = lines.flatMap((line, index) => (line.booking ? [{ index, line, booking: line.booking }] : []));
  if (wanted.length === 0) return [];
  if (wanted.some((entry) => entry.line.quantity !== 1)) throw conflict(checkoutMessages.oneTime);
  const planned = await planOrderBookings(
    tx,
    siteId,
    wanted.map((entry) => ({ booking: entry.booking, product: entry.line.productId })),
    Date.now(),
  );
  const asked = orderLines.filter((line) => line.bundleReference === null);
  wanted.forEach((entry, position) => {
    const line = asked[entry.index];
    const plan = planned[position];
    if (!line || !plan) throw new Error('every booked line has its order line and its plan');
    line.booking = {
      _id: plan.id,
      start: plan.start.toISOString(),
      end: plan.end.toISOString(),
      service: plan.service,
    };
  });
  return planned;
}

/** A checkout's order and payment, written as whole rows in one statement. */
const orderAndPayment = { order: orders, payment: payments };
const insertOrderAndPayment = rowsInsert('checkout_order_and_payment', orderAndPayment);
/** The same with the buyer found by e-mail or made, and the order counted on them: answers the customer. */
const insertOrderPaymentAndBuyer = fixedStatement<{ id: string }>(
  'checkout_order_payment_buyer',
  (db) => sql`WITH ${rowsClauses(db, orderAndPayment)}, buyer AS (${buyerUpsert(db).getSQL()}) SELECT id FROM buyer`,
);

/**
 * Under the products' lock, the rest of the order in one statement (each write its own WITH clause;
 * the rows differ), so the locks are held for one more round trip, not eight: the number and the
 * customer on the order, the stock move (counts, ledger, cache versions), the timeline event, the
 * revision and the job that gives the stock back if the payment is abandoned. Fixed: the same SQL
 * for every order, however many lines it has.
 */
const writeOrderRest = fixedStatement(
  'checkout_order_rest',
  (db) => sql`WITH numbered AS (
      UPDATE ${orders} SET order_number = ${sql.placeholder('order.number')}, customer_id = ${sql.placeholder('order.customer')}
      WHERE site_id = ${sql.placeholder('stock.site')} AND id = ${sql.placeholder('order.id')}
    ),
    ${stockMoveClauses()},
    ${rowClause(db, 'timeline', 'timeline', timelineEvents, ['id', 'siteId', 'type', 'userId', 'resourceType', 'resourceId', 'title'])},
    ${rowClause(db, 'revision', 'revision', revisions)},
    ${rowClause(db, 'job', 'job', jobs, ['id', 'kind', 'siteId', 'payload', 'runAfter'])}
    SELECT 1`,
);

/** A new order and its payment; with `buyer` (`buyerValues`) its customer too, whose id it answers. */
async function placeNew(
  tx: Database,
  values: PlacedValues & { siteId: string; id: string },
  paymentRow: PaymentRow,
  buyer: Record<string, unknown> | null,
) {
  const orderRow = newOrderRow(values, paymentRow);
  const rows = { order: orderRow, payment: paymentRow };
  let customerId: string | null = null;
  if (buyer) {
    const [customer] = await insertOrderPaymentAndBuyer(tx, { ...rowValues(orderAndPayment, rows), ...buyer });
    customerId = customer?.id ?? null;
  } else await insertOrderAndPayment(tx, rows);
  return { presented: presentNewOrder(orderRow, paymentRow), customerId };
}

/** A draft staff complete becomes the order: its row updated, its payment written, its notes kept. */
async function placeDraft(tx: Database, siteId: string, orderId: string, values: PlacedValues, paymentRow: PaymentRow) {
  const [row] = await tx
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
    .returning();
  if (!row) throw new Error('the order answers its row');
  await tx.insert(payments).values(paymentRow);
  return presentOrder(tx, row);
}

/** `author`: the staff member placing a draft; a buyer's checkout has none. */
export interface WriteOrderOptions {
  site: OrderSite;
  draftId?: string;
  abandonAfterMinutes?: number;
  author?: OrderAuthor;
}

/**
 * Everything of the order or nothing; with `draftId`, the draft becomes this order. Priced before
 * anything is locked; a buyer's plain checkout is then written in one statement (write-at-once.ts),
 * anything else in a transaction that writes the order and its payment before the products' lock,
 * and under it only the re-check, the number, and one statement of the remaining writes. A product
 * changed in between is priced again (at most three times; after a refusal of the one statement,
 * through the transaction, which says what was wrong).
 */
export async function writeOrder(
  db: Database,
  siteId: string,
  input: z.output<typeof placeOrderInputSchema>,
  options: WriteOrderOptions,
): Promise<WrittenOrder> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeOrderOnce(db, siteId, input, options, attempt === 1);
    } catch (error) {
      if (!(error instanceof ProductsChanged)) throw error;
      if (attempt === 3) throw conflict(checkoutMessages.productChanged);
    }
  }
}

async function writeOrderOnce(
  db: Database,
  siteId: string,
  input: z.output<typeof placeOrderInputSchema>,
  options: WriteOrderOptions,
  atOnce: boolean,
): Promise<WrittenOrder> {
  const { draftId } = options;
  if (draftId) {
    return db.transaction(async (tx) => {
      // A draft's row first: two completions of it queue here, and the second finds it placed.
      const draft = await findOrderRow(tx, siteId, draftId, true);
      if (!draft.draft) throw conflict(draftOrderMessages.alreadyPlaced);
      return writeInTransaction(tx, await prepareOrder(tx, siteId, input, options), options);
    });
  }
  const prepared = await prepareOrder(db, siteId, input, options);
  if (atOnce && prepared.buyer && !prepared.checked.usedCode && prepared.planned.length === 0) {
    const written = await writeOrderAtOnce(db, prepared, options);
    if (written) return written;
    throw new ProductsChanged();
  }
  return db.transaction((tx) => writeInTransaction(tx, prepared, options));
}

export type PreparedOrder = Awaited<ReturnType<typeof prepareOrder>>;

/** The order priced and its rows made, nothing written or locked yet. */
export async function prepareOrder(
  db: Database,
  siteId: string,
  input: z.output<typeof placeOrderInputSchema>,
  options: WriteOrderOptions,
) {
  const orderId = options.draftId ?? newId();
  const checked = await priceOrderLines(db, siteId, input, { draft: false, site: options.site });
  const { orderLines, shippingLines, priced } = checked;
  const planned = await planLineBookings(db, siteId, input.lines, orderLines);

  const paymentId = newId();
  const invoiceInformation: InvoiceInformation = input.invoiceInformation as InvoiceInformation;
  const confirmationToken = newConfirmationToken();
  // The number comes under the lock; until the commit nobody sees the order without it.
  const values = {
    orderNumber: null,
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
    discountCode: checked.usedCode?.code ?? null,
    discountCodeId: checked.usedCode?.id ?? null,
  };
  const items: PaymentItem[] = [
    // A bundle's item lines are paid and refunded through their bundle line.
    ...orderLines
      .filter((line) => line.bundleReference === null)
      .map((line) => ({
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
  const now = new Date();
  const paymentRow: PaymentRow = {
    siteId,
    id: paymentId,
    orderId,
    provider: input.provider,
    method: methodOf[input.provider],
    total: priced.total,
    reservedSum: 0,
    chargedSum: 0,
    refundedSum: 0,
    reservationTimestamp: null,
    chargeTimestamp: null,
    chargeStatus: 'waiting',
    reservationStatus: 'waiting',
    items,
    providerReference: null,
    createdAt: now,
    updatedAt: now,
  };
  const customerOrder = {
    customerId: input.customerId,
    buyer: invoiceInformation,
    total: priced.total,
    marketingConsent: input.marketingConsent,
  };
  // A buyer's own checkout finds or makes its customer by e-mail (`buyerValues`); a customer named by
  // the order (signed in, or staff's choice for a draft) is counted on by id.
  const buyer = options.draftId || input.customerId ? null : buyerValues(siteId, customerOrder);
  const deltas = checked.wanted.flatMap((entry) => (entry.delta ? [entry.delta] : []));
  const runAfter = new Date(Date.now() + (options.abandonAfterMinutes ?? abandonedPaymentMinutes) * 60_000);
  return {
    siteId,
    orderId,
    paymentId,
    confirmationToken,
    invoiceInformation,
    checked,
    planned,
    values,
    paymentRow,
    customerOrder,
    buyer,
    deltas,
    runAfter,
  };
}

/**
 * The order's transaction. The customer before the products' lock (its row is the buyer's own,
 * rarely contended), so the products stay locked for less time; every order takes customer,
 * products, counter, code in that order. A buyer's own checkout counts the order on its customer in
 * the statement that writes the order; a customer named by the order (signed in, or staff's choice
 * for a draft) after it.
 */
async function writeInTransaction(tx: Transaction, prepared: PreparedOrder, options: WriteOrderOptions) {
  const { siteId, orderId, invoiceInformation, checked, planned } = prepared;
  const { values, paymentRow, customerOrder, buyer } = prepared;
  const placed = options.draftId
    ? { presented: await placeDraft(tx, siteId, orderId, values, paymentRow), customerId: null }
    : await placeNew(tx, { siteId, id: orderId, ...values }, paymentRow, buyer);
  const { presented } = placed;
  const customerId = buyer ? placed.customerId : await countCustomerOrder(tx, siteId, customerOrder);

  // From here to the commit the products stay locked, and the site's order number too.
  const orderNumber = await lockAndRecheck(tx, siteId, checked.products, checked.wanted);
  // Then the booked times' services and resources, and each time taken (held until the payment goes through).
  await holdOrderBookings(tx, siteId, {
    orderId,
    planned,
    buyer: { name: invoiceInformation.name, email: invoiceInformation.email, phone: invoiceInformation.phone ?? '' },
    customerId,
    now: Date.now(),
  });
  // The code's row is locked by counting it; at its limit, or the customer's, the order is refused.
  if (checked.usedCode) {
    const code = await countDiscountCodeUse(tx, siteId, checked.usedCode.id);
    if (!code) throw conflict(checkoutMessages.discountUsedUp);
    const perCustomer = code.maxUsesPerCustomer;
    if (
      perCustomer !== null &&
      customerId &&
      (await customerCodeUses(tx, siteId, { customerId, codeId: checked.usedCode.id, orderId })) >= perCustomer
    ) {
      throw conflict(checkoutMessages.discountUsedByCustomer);
    }
  }
  const order: Order = {
    ...presented,
    orderNumber,
    customer: customerId ? { _id: customerId, name: invoiceInformation.name || null } : null,
  };
  const userId = options.author?.id ?? null;
  await writeOrderRest(tx, {
    'order.id': orderId,
    'order.number': orderNumber,
    'order.customer': customerId,
    ...orderSideValues(prepared, userId),
    'timeline.title': `Ordre ${orderNumber}`,
    ...prefixed('revision', orderRevisionRow({ siteId, order, previous: null, author: options.author ?? null })),
  });
  // Not counted in the shop report's aggregate (order-days.ts): a placed order is pending, and its
  // confirmation (start-payment.ts, payment-state.ts) counts it.
  return writtenOrder(prepared, { ...order, orderNumber });
}
