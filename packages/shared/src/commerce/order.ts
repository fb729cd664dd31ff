/**
 * The order as the API answers it (spec 3 §3 'Order', every field). Money is øre. Its statuses and
 * labels are in order-status.ts, the bodies of the order calls in order-input.ts, the list in
 * order-list.ts.
 *
 * The server stores totals, status and customer as columns, lines, shipping lines and invoice
 * information as JSONB written once at checkout, and payments, refunds and notes in tables of their
 * own (ARCHITECTURE.md 'Commerce'); this file is the one shape the dashboard, the storefront and the
 * PDFs read.
 */
import { z } from 'zod';
import { draftOrderLineInputSchema } from './order-input';
import {
  chargeStatuses,
  orderPaymentStatuses,
  orderStatuses,
  orderTypes,
  paymentEventKinds,
  reservationStatuses,
} from './order-status';
import { paymentProviderNameSchema } from './payment-provider';

const ore = z.number().int();
const moment = z.string();

/** A reference to another record; `name` is null when the record is gone (shown as 'Slettet'). */
export const orderRefSchema = z.object({ _id: z.string(), name: z.string().nullable() });
export type OrderRef = z.infer<typeof orderRefSchema>;

export const invoiceInformationSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2, 'NO' by default. */
  country: z.string(),
});
export type InvoiceInformation = z.infer<typeof invoiceInformationSchema>;

export const orderTaxSchema = z.object({
  /** The rate's name, e.g. 'MVA'. */
  name: z.string(),
  /** 2500 is 25 %. */
  basisPoints: z.number().int(),
  amount: ore,
});
export type OrderTax = z.infer<typeof orderTaxSchema>;

export const orderLineCustomizationSchema = z.object({ label: z.string(), value: z.string(), subtotal: ore });
export const orderLineAttributeSchema = z.object({ name: z.string(), value: z.string() });
export const orderLineBookingSchema = z.object({
  _id: z.string(),
  start: moment,
  end: moment,
  service: z.string().nullable(),
});

export const orderLineSchema = z.object({
  _id: z.string(),
  product: orderRefSchema.nullable(),
  variant: orderRefSchema.nullable(),
  sku: z.string(),
  name: z.string(),
  /** The unit price as entered (with MVA unless the site enters prices without it), customizations included. */
  productPrice: ore,
  /** Quantity. */
  amount: z.number().int(),
  /** The line with MVA. */
  total: ore,
  totalTax: ore,
  /** The sum of `discounts`. */
  discount: ore,
  /** Discount name → øre taken off this line. */
  discounts: z.record(z.string(), ore),
  customizations: z.array(orderLineCustomizationSchema),
  productAttributes: z.array(orderLineAttributeSchema),
  /** The bundle line this line belongs to (its `_id`), or null. */
  bundleReference: z.string().nullable(),
  booking: orderLineBookingSchema.nullable(),
  taxClass: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const shippingLineSchema = z.object({
  _id: z.string(),
  methodId: z.string().nullable(),
  methodName: z.string(),
  total: ore,
  totalTax: ore,
});
export type ShippingLine = z.infer<typeof shippingLineSchema>;

export const paymentItemTypes = ['orderLine', 'shippingLine'] as const;
export type PaymentItemType = (typeof paymentItemTypes)[number];

export const paymentItemSchema = z.object({
  type: z.enum(paymentItemTypes),
  /** The order line's or shipping line's `_id`. */
  ref: z.string(),
  total: ore,
  totalTax: ore,
});
export type PaymentItem = z.infer<typeof paymentItemSchema>;

export const paymentEventSchema = z.object({
  _id: z.string(),
  kind: z.enum(paymentEventKinds),
  ok: z.boolean(),
  amount: ore.nullable(),
  timestamp: moment,
  /** A short neutral text (the provider's status, or why it failed), never a secret. */
  message: z.string().nullable(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export const paymentSchema = z.object({
  _id: z.string(),
  /** How the buyer paid: 'invoice', 'card', 'vipps' … */
  method: z.string(),
  provider: paymentProviderNameSchema,
  total: ore,
  reservedSum: ore,
  chargedSum: ore,
  refundedSum: ore,
  reservationTimestamp: moment.nullable(),
  chargeTimestamp: moment.nullable(),
  chargeStatus: z.enum(chargeStatuses),
  reservationStatus: z.enum(reservationStatuses),
  charged: z.boolean(),
  reserved: z.boolean(),
  fullyRefunded: z.boolean(),
  items: z.array(paymentItemSchema),
  events: z.array(paymentEventSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

export const refundItemSchema = z.object({
  type: z.enum(paymentItemTypes),
  ref: z.string(),
  /** Quantity refunded. */
  amount: z.number().int(),
  total: ore,
  totalTax: ore,
  restock: z.boolean(),
});
export type RefundItem = z.infer<typeof refundItemSchema>;

export const refundSchema = z.object({
  _id: z.string(),
  /** The payment's `_id`. */
  payment: z.string(),
  timestamp: moment,
  note: z.string(),
  total: ore,
  items: z.array(refundItemSchema),
});
export type Refund = z.infer<typeof refundSchema>;

export const orderNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  timestamp: moment,
  /** The staff member who wrote it; null when the user is gone. */
  author: orderRefSchema.nullable(),
  internal: z.boolean(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

export const orderSubscriptionSchema = z.object({
  _id: z.string(),
  subscriptionNumber: z.number().int(),
  startedDate: moment,
  renewalDate: moment.nullable(),
  active: z.boolean(),
});
export type OrderSubscription = z.infer<typeof orderSubscriptionSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  /** Null for a draft until it is completed. */
  orderNumber: z.number().int().nullable(),
  type: z.enum(orderTypes),
  /** When the order was placed. */
  timestamp: moment,
  updatedAt: moment,
  status: z.enum(orderStatuses),
  /** Null reads as 'manual'. */
  paymentStatus: z.enum(orderPaymentStatuses).nullable(),
  total: ore,
  totalTax: ore,
  invoiceInformation: invoiceInformationSchema,
  customer: orderRefSchema.nullable(),
  company: orderRefSchema.nullable(),
  team: orderRefSchema.nullable(),
  subscriptions: z.array(orderSubscriptionSchema),
  orderLines: z.array(orderLineSchema),
  shippingLines: z.array(shippingLineSchema),
  payments: z.array(paymentSchema),
  refunds: z.array(refundSchema),
  notes: z.array(orderNoteSchema),
  /** MVA per rate over lines and shipping. */
  taxes: z.array(orderTaxSchema),
  /** The buyer's message at checkout. */
  customerNote: z.string(),
  /** The buyer's answer to the marketing question at checkout (false when not asked). */
  marketingConsent: z.boolean(),
  /** The discount code the buyer used at checkout, as they had it (upper case); null without one. */
  discountCode: z.string().nullable(),
  draft: z.boolean(),
  /** A draft's lines as staff entered them (what `PATCH` takes back); null on a placed order. */
  draftLines: z.array(draftOrderLineInputSchema).nullable(),
  /** Counts every change; a revision of the order is read with `?revision=`. */
  version: z.number().int(),
  /** Set when the answer is a stored revision: read-only. */
  revision: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const draftOrderCompletedSchema = z.object({
  order: orderSchema,
  /** The provider's payment page to copy (also e-mailed to the customer); null for Faktura. */
  paymentUrl: z.string().nullable(),
});
export type DraftOrderCompleted = z.infer<typeof draftOrderCompletedSchema>;

/** The answer of a refund that failed at the provider (spec 3 §7: a `status` field means failure). */
export const refundFailureSchema = z.object({ status: z.literal('failed'), message: z.string() });
export type RefundFailure = z.infer<typeof refundFailureSchema>;
