/**
 * Reading orders: one order as the API answers it (its payments with their events, refunds and
 * notes from their own tables), a stored revision of it, and the list, newest first with a keyset
 * cursor (no count, every page one index range).
 */
import type { Order, OrderListItem, OrderListQuery, OrderListResponse, Payment, PaymentEventKind } from '@vev/shared';
import { orderMessages } from '@vev/shared';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/errors';
import { preparedFor } from '../../platform/prepared';
import { findRevision } from '../../platform/revisions/revisions';
import { type OrderRow, orderNotes, orders, type PaymentRow, paymentEvents, payments, refunds } from './schema';

export const orderRevisionType = 'order';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentPayment(row: PaymentRow, events: (typeof paymentEvents.$inferSelect)[]): Payment {
  return {
    _id: row.id,
    method: row.method,
    provider: row.provider,
    total: row.total,
    reservedSum: row.reservedSum,
    chargedSum: row.chargedSum,
    refundedSum: row.refundedSum,
    reservationTimestamp: iso(row.reservationTimestamp),
    chargeTimestamp: iso(row.chargeTimestamp),
    chargeStatus: row.chargeStatus,
    reservationStatus: row.reservationStatus,
    charged: row.chargedSum > 0,
    reserved: row.reservationStatus === 'reserved',
    fullyRefunded: row.chargedSum > 0 && row.refundedSum >= row.chargedSum,
    items: row.items,
    events: events
      .filter((event) => event.paymentId === row.id)
      .map((event) => ({
        _id: event.id,
        kind: event.kind as PaymentEventKind,
        ok: event.ok,
        amount: event.amount,
        timestamp: event.createdAt.toISOString(),
        message: event.message,
      })),
  };
}

/** The rows of the order's own tables; `db` may be a transaction that holds the order's row locked. */
export async function readOrderParts(db: Database, row: OrderRow): Promise<OrderParts> {
  // One after another: `db` may be a transaction's single connection.
  const paymentRows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.siteId, row.siteId), eq(payments.orderId, row.id)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const eventRows = await db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.siteId, row.siteId), eq(paymentEvents.orderId, row.id)))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
  const refundRows = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.siteId, row.siteId), eq(refunds.orderId, row.id)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const noteRows = await db
    .select()
    .from(orderNotes)
    .where(and(eq(orderNotes.siteId, row.siteId), eq(orderNotes.orderId, row.id)))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return { paymentRows, eventRows, refundRows, noteRows };
}

/** The order with everything the API shows of it; `db` may be a transaction that holds the row locked. */
export async function presentOrder(db: Database, row: OrderRow): Promise<Order> {
  return presentOrderFrom(row, await readOrderParts(db, row));
}

export interface OrderParts {
  paymentRows: PaymentRow[];
  eventRows: (typeof paymentEvents.$inferSelect)[];
  refundRows: (typeof refunds.$inferSelect)[];
  noteRows: (typeof orderNotes.$inferSelect)[];
}

/**
 * The order as the API shows it, from its row and the rows of its own tables, read by the caller
 * (checkout writes a new order with one payment and nothing else, and presents it without reading back).
 */
export function presentOrderFrom(row: OrderRow, parts: OrderParts): Order {
  const { paymentRows, eventRows, refundRows, noteRows } = parts;
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    type: row.type,
    timestamp: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status,
    paymentStatus: row.paymentStatus,
    total: row.total,
    totalTax: row.totalTax,
    invoiceInformation: row.invoiceInformation,
    customer: row.customerId ? { _id: row.customerId, name: row.customerName || null } : null,
    company: row.companyId ? { _id: row.companyId, name: null } : null,
    team: null,
    subscriptions: [],
    orderLines: row.lines,
    shippingLines: row.shippingLines,
    payments: paymentRows.map((payment) => presentPayment(payment, eventRows)),
    refunds: refundRows.map((refund) => ({
      _id: refund.id,
      payment: refund.paymentId,
      timestamp: refund.createdAt.toISOString(),
      note: refund.note,
      total: refund.total,
      items: refund.items,
    })),
    notes: noteRows.map((note) => ({
      _id: note.id,
      text: note.text,
      timestamp: note.createdAt.toISOString(),
      author: note.authorId ? { _id: note.authorId, name: note.authorName } : null,
      internal: note.internal,
    })),
    taxes: row.taxes,
    customerNote: row.customerNote,
    marketingConsent: row.marketingConsent,
    // A draft shows the code staff entered; an order the one it was placed with.
    discountCode: row.draft ? (row.draftInput?.discountCode ?? null) : row.discountCode,
    draft: row.draft,
    draftLines: row.draft ? (row.draftInput?.lines ?? []) : null,
    version: row.version,
    revision: null,
  };
}

export async function findOrderRow(db: Database, siteId: string, orderId: string, lock = false): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(orderMessages.notFound);
  return row;
}

const ofOrder = { siteId: sql.placeholder('siteId'), orderId: sql.placeholder('orderId') };
// The order's row and the rows of its own tables, each a query prepared once per database.
const orderById = preparedFor((db) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, ofOrder.siteId), eq(orders.id, ofOrder.orderId)))
    .limit(1)
    .prepare('order_by_id'),
);
const paymentsOfOrder = preparedFor((db) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.siteId, ofOrder.siteId), eq(payments.orderId, ofOrder.orderId)))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .prepare('payments_of_order'),
);
const eventsOfOrder = preparedFor((db) =>
  db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.siteId, ofOrder.siteId), eq(paymentEvents.orderId, ofOrder.orderId)))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id))
    .prepare('payment_events_of_order'),
);
const refundsOfOrder = preparedFor((db) =>
  db
    .select()
    .from(refunds)
    .where(and(eq(refunds.siteId, ofOrder.siteId), eq(refunds.orderId, ofOrder.orderId)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .prepare('refunds_of_order'),
);
const notesOfOrder = preparedFor((db) =>
  db
    .select()
    .from(orderNotes)
    .where(and(eq(orderNotes.siteId, ofOrder.siteId), eq(orderNotes.orderId, ofOrder.orderId)))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id))
    .prepare('order_notes_of_order'),
);

/**
 * The order as the API answers it; 404 when the site has no such order. Outside a transaction, so
 * its five reads go side by side on the pool (each names the order, none waits for the row).
 */
export async function getOrder(db: Database, siteId: string, orderId: string): Promise<Order> {
  const params = { siteId, orderId };
  const [[row], paymentRows, eventRows, refundRows, noteRows] = await Promise.all([
    orderById(db).execute(params),
    paymentsOfOrder(db).execute(params),
    eventsOfOrder(db).execute(params),
    refundsOfOrder(db).execute(params),
    notesOfOrder(db).execute(params),
  ]);
  if (!row) throw notFound(orderMessages.notFound);
  return presentOrderFrom(row, { paymentRows, eventRows, refundRows, noteRows });
}

/** A stored revision of the order (read-only): its snapshot, marked with the revision's id. */
export async function getOrderRevision(db: Database, siteId: string, orderId: string, revisionId: string) {
  const revision = await findRevision(db, siteId, revisionId);
  if (revision.type !== orderRevisionType || revision.reference !== orderId) throw notFound(orderMessages.notFound);
  // Revisions stored before a field existed read with its default.
  const snapshot = revision.snapshot as Order;
  return {
    ...snapshot,
    marketingConsent: snapshot.marketingConsent ?? false,
    draftLines: snapshot.draftLines ?? null,
    revision: revision.id,
  };
}

const cursorOf = (row: { createdAt: Date; id: string }) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

function readCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  return id && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
}

/** A search that is a whole e-mail address finds that address's orders exactly (orders_email_idx). */
const wholeEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Which filters a list has (their values are the statement's parameters), and whether it has an
 * offset: Drizzle leaves `offset 0` out, so a page with `skip` is a statement of another text.
 */
const listShape = (query: OrderListQuery, cursor: boolean) =>
  [
    query.draft === 'true' ? 'd' : '',
    query.type ? 't' : '',
    query.customer ? 'c' : '',
    query.company ? 'o' : '',
    query.orderNumber !== undefined ? 'n' : '',
    query.status ? 's' : '',
    query.paymentStatus === 'manual' ? 'm' : query.paymentStatus ? 'p' : '',
    cursor ? 'k' : query.skip > 0 ? 'f' : '',
  ].join('');

/** `GET orders`: newest first; filters by the spec's query; search by order number, name or e-mail. */
export async function listOrders(db: Database, siteId: string, query: OrderListQuery): Promise<OrderListResponse> {
  // No subscriptions exist yet: an order of a subscription is none of these.
  if (query.subscription) return { items: [], nextCursor: null };
  const where: (SQL | undefined)[] = [eq(orders.siteId, siteId), eq(orders.draft, query.draft === 'true')];
  if (query.type) where.push(eq(orders.type, query.type));
  if (query.customer) where.push(eq(orders.customerId, query.customer));
  if (query.company) where.push(eq(orders.companyId, query.company));
  if (query.orderNumber !== undefined) where.push(eq(orders.orderNumber, query.orderNumber));
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.paymentStatus) {
    where.push(
      query.paymentStatus === 'manual'
        ? or(isNull(orders.paymentStatus), eq(orders.paymentStatus, 'manual'))
        : eq(orders.paymentStatus, query.paymentStatus),
    );
  }
  const text = query.text?.trim().toLocaleLowerCase('nb');
  if (text && wholeEmail.test(text)) {
    where.push(sql`lower(${orders.customerEmail}) = ${text}`);
  } else if (text && /^\d{1,9}$/.test(text)) {
    // Digits alone are an order number: one row from its unique index. Looked for inside names and
    // e-mail addresses too, digits' trigrams are so common that the search read thousands of them.
    where.push(eq(orders.orderNumber, Number(text)));
  } else if (text) {
    const like = `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    where.push(sql`${orders.search} LIKE ${like}`);
  }
  const after = query.cursor ? readCursor(query.cursor) : null;
  if (after) {
    where.push(sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`);
  }
  const select = db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      type: orders.type,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      total: orders.total,
      totalTax: orders.totalTax,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerId: orders.customerId,
      draft: orders.draft,
    })
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(after ? 0 : query.skip)
    .limit(query.limit + 1);
  // A list without a search is named by its filters, so PostgreSQL plans each kind once per
  // connection; a search is planned for its own text (a generic plan cannot see the pattern).
  const rows = text ? await select : await select.prepare(`orders_list_${listShape(query, after !== null)}`).execute();
  const page = rows.slice(0, query.limit);
  const items: OrderListItem[] = page.map((row) => ({
    _id: row.id,
    orderNumber: row.orderNumber,
    type: row.type,
    timestamp: row.createdAt.toISOString(),
    status: row.status,
    paymentStatus: row.paymentStatus,
    total: row.total,
    totalTax: row.totalTax,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customer: row.customerId ? { _id: row.customerId, name: row.customerName || null } : null,
    draft: row.draft,
  }));
  const last = page.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? cursorOf(last) : null };
}

/** Payment rows of several orders (the abandoned-payment job, webhooks). */
export async function paymentRowsOf(db: Database, siteId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.siteId, siteId), inArray(payments.orderId, [...orderIds])));
}
