import type {
  ChargeStatus,
  DraftOrderInput,
  InvoiceInformation,
  OrderLine,
  OrderPaymentStatus,
  OrderStatus,
  OrderTax,
  OrderType,
  PaymentEventKind,
  PaymentItem,
  PaymentProviderName,
  RefundItem,
  ReservationStatus,
  ShippingLine,
} from '@vev/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, moment, updatedAt } from '../../db/columns';

/**
 * Orders (spec 3 'Order', ARCHITECTURE.md 'Commerce'): totals, status and customer as columns for
 * the list, its filters and its search; lines, shipping lines, invoice information and taxes as
 * JSONB written once at checkout. Payments, refunds and notes are tables of their own.
 */
export const orders = pgTable(
  'orders',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    /** From the site's counter in the order's transaction; null for a draft. */
    orderNumber: integer('order_number'),
    type: text('type').$type<OrderType>().notNull().default('order'),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentStatus: text('payment_status').$type<OrderPaymentStatus>(),
    total: integer('total').notNull(),
    totalTax: integer('total_tax').notNull(),
    customerId: text('customer_id'),
    companyId: text('company_id'),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    /** Lower-cased name and e-mail, for the list's search. */
    search: text('search').notNull().default(''),
    draft: boolean('draft').notNull().default(false),
    /** A draft's lines, buyer and shipping as staff entered them (re-priced on every change); null once placed. */
    draftInput: jsonb('draft_input').$type<DraftOrderInput>(),
    /** The unguessable token of the confirmation address (`/ordre/{token}`). */
    confirmationToken: text('confirmation_token').notNull(),
    version: integer('version').notNull().default(1),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    shippingLines: jsonb('shipping_lines').$type<ShippingLine[]>().notNull(),
    invoiceInformation: jsonb('invoice_information').$type<InvoiceInformation>().notNull(),
    taxes: jsonb('taxes').$type<OrderTax[]>().notNull(),
    customerNote: text('customer_note').notNull().default(''),
    /** The buyer said yes to marketing at checkout (asked when the site's askForMarketingConsent is on). */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** The code the order used, and the code row its use was counted on (given back with the stock). */
    discountCode: text('discount_code'),
    discountCodeId: text('discount_code_id'),
    /** Set once the order's stock has been given back (cancelled or abandoned): never twice. */
    stockReturnedAt: moment('stock_returned_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('orders_site_created_idx').on(
      table.siteId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex('orders_number_key').on(table.siteId, table.orderNumber).where(sql`${table.orderNumber} IS NOT NULL`),
    index('orders_customer_idx').on(table.siteId, table.customerId, table.createdAt.desc().nullsFirst()),
    index('orders_company_idx').on(table.siteId, table.companyId, table.createdAt.desc().nullsFirst()),
    // A whole e-mail address typed into the search: that address's orders, newest first, from the index.
    index('orders_email_idx').on(
      table.siteId,
      sql`lower(${table.customerEmail})`,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('orders_search_trgm_idx').using('gin', table.siteId, sql`${table.search} gin_trgm_ops`),
    uniqueIndex('orders_confirmation_token_key').on(table.siteId, table.confirmationToken),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** The last order number per site: incremented in the order's transaction, so numbers are gapless. */
export const orderCounters = pgTable('order_counters', {
  siteId: text('site_id').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** A payment of an order (spec 3 'Order' payments), with its sums and statuses. */
export const payments = pgTable(
  'payments',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    orderId: text('order_id').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    method: text('method').notNull(),
    total: integer('total').notNull(),
    reservedSum: integer('reserved_sum').notNull().default(0),
    chargedSum: integer('charged_sum').notNull().default(0),
    refundedSum: integer('refunded_sum').notNull().default(0),
    reservationTimestamp: moment('reservation_timestamp'),
    chargeTimestamp: moment('charge_timestamp'),
    chargeStatus: text('charge_status').$type<ChargeStatus>().notNull().default('waiting'),
    reservationStatus: text('reservation_status').$type<ReservationStatus>().notNull().default('waiting'),
    items: jsonb('items').$type<PaymentItem[]>().notNull(),
    /** The provider's id of the payment (PaymentIntent, Vipps reference …). */
    providerReference: text('provider_reference'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('payments_order_idx').on(table.siteId, table.orderId),
    index('payments_reference_idx').on(table.siteId, table.provider, table.providerReference),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/** Every provider call and webhook of a payment; a webhook's event id is unique, so it applies once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    paymentId: text('payment_id').notNull(),
    orderId: text('order_id').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    kind: text('kind').$type<PaymentEventKind>().notNull(),
    ok: boolean('ok').notNull(),
    amount: integer('amount'),
    providerEventId: text('provider_event_id'),
    message: text('message'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('payment_events_payment_idx').on(table.siteId, table.paymentId, table.createdAt),
    // An order reads all its payments' events at once (presentOrder): by order, in time order.
    index('payment_events_order_idx').on(table.siteId, table.orderId, table.createdAt),
    uniqueIndex('payment_events_provider_event_key')
      .on(table.siteId, table.provider, table.providerEventId)
      .where(sql`${table.providerEventId} IS NOT NULL`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id').notNull(),
    note: text('note').notNull().default(''),
    total: integer('total').notNull(),
    items: jsonb('items').$type<RefundItem[]>().notNull(),
    userId: text('user_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('refunds_order_idx').on(table.siteId, table.orderId, table.createdAt),
  ],
);

export const orderNotes = pgTable(
  'order_notes',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    orderId: text('order_id').notNull(),
    text: text('text').notNull(),
    internal: boolean('internal').notNull(),
    authorId: text('author_id'),
    authorName: text('author_name'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('order_notes_order_idx').on(table.siteId, table.orderId, table.createdAt),
  ],
);

/**
 * The shop report's daily aggregate (docs/decisions/reports.md 'The shop report reads a daily
 * aggregate'): per site and Norwegian day of the order's placing, the sold orders, their revenue with
 * MVA and what was refunded of them, kept in the transactions that change orders (order-days.ts).
 */
export const orderDays = pgTable(
  'order_days',
  {
    siteId: text('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.day] })],
);

/**
 * The same per product as the lines recorded it (SKU and name, so a deleted product still shows): how
 * many sold orders' lines named it, their units and their totals with MVA.
 */
export const orderDayProducts = pgTable(
  'order_day_products',
  {
    siteId: text('site_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    lines: integer('lines').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.day, table.sku, table.name] })],
);
