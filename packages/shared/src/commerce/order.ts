/**
 * The order as the API answers it (spec 3 §3 'Order', every field), its statuses with Norwegian
 * labels, and the bodies of the order calls (spec 3 §7 'Orders and customers'). Money is øre.
 *
 * The server stores totals, status and customer as columns, lines, shipping lines and invoice
 * information as JSONB written once at checkout, and payments, refunds and notes in tables of their
 * own (ARCHITECTURE.md 'Commerce'); this file is the one shape the dashboard, the storefront and the
 * PDFs read.
 */
import { z } from 'zod';
import { id } from '../content/page';
import { validationMessages } from '../core/validation';
import { paymentProviderNameSchema } from './payment-provider';

export const orderTypes = ['order', 'quote'] as const;
export type OrderType = (typeof orderTypes)[number];

export const orderStatuses = ['confirmed', 'pending', 'finished', 'processing', 'canceled', 'failed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** What staff may choose (spec 3 §4: any status except failed). */
export const orderStatusesStaffMayChoose = ['confirmed', 'pending', 'finished', 'processing', 'canceled'] as const;

export const orderPaymentStatuses = [
  'manual',
  'pending',
  'reserved',
  'paid',
  'partiallyPaid',
  'refunded',
  'partiallyRefunded',
  'voided',
] as const;
export type OrderPaymentStatus = (typeof orderPaymentStatuses)[number];

/** Where a payment's capture stands: waiting for 'Aktiver', at the provider, done, or refused. */
export const chargeStatuses = ['waiting', 'processing', 'done', 'failed'] as const;
export type ChargeStatus = (typeof chargeStatuses)[number];
/** Where a payment's reservation stands: not yet (the buyer is at the provider), reserved, voided (cancelled), or refused. */
export const reservationStatuses = ['waiting', 'reserved', 'voided', 'failed'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const orderTypeLabels: Record<OrderType, string> = { order: 'Ordre', quote: 'Tilbud' };
export const orderStatusLabels: Record<OrderStatus, string> = {
  confirmed: 'Bekreftet',
  pending: 'Venter',
  finished: 'Fullført',
  processing: 'Behandles',
  canceled: 'Kansellert',
  failed: 'Feilet',
};
export const orderPaymentStatusLabels: Record<OrderPaymentStatus, string> = {
  manual: 'Manuell',
  pending: 'Venter',
  reserved: 'Reservert',
  paid: 'Betalt',
  partiallyPaid: 'Delvis betalt',
  refunded: 'Refundert',
  partiallyRefunded: 'Delvis refundert',
  voided: 'Annullert',
};
export const chargeStatusLabels: Record<ChargeStatus, string> = {
  waiting: 'Venter',
  processing: 'Behandles',
  done: 'Belastet',
  failed: 'Feilet',
};
export const reservationStatusLabels: Record<ReservationStatus, string> = {
  waiting: 'Venter',
  reserved: 'Reservert',
  voided: 'Annullert',
  failed: 'Feilet',
};

/** Badge tones (spec 3 §4 'Orders'): pending or processing neutral, failed bad; paid good, reserved or partially paid neutral. */
export type OrderBadgeTone = 'good' | 'neutral' | 'bad' | 'none';
export const orderStatusTones: Record<OrderStatus, OrderBadgeTone> = {
  confirmed: 'good',
  pending: 'neutral',
  finished: 'good',
  processing: 'neutral',
  canceled: 'none',
  failed: 'bad',
};
export const orderPaymentStatusTones: Record<OrderPaymentStatus, OrderBadgeTone> = {
  manual: 'none',
  pending: 'neutral',
  reserved: 'neutral',
  paid: 'good',
  partiallyPaid: 'neutral',
  refunded: 'none',
  partiallyRefunded: 'neutral',
  voided: 'none',
};

export const orderMessages = {
  noteRequired: 'Skriv et notat.',
  statusFailed: 'Status «Feilet» kan ikke velges.',
  canceledLocked: 'En kansellert ordre kan ikke endre status.',
  revisionReadOnly: 'En revisjon kan ikke endres.',
  notFound: 'Fant ikke ordren.',
  paymentNotFound: 'Fant ikke betalingen.',
  noteNotFound: 'Fant ikke notatet.',
  cannotActivate: 'Betalingen kan ikke aktiveres.',
  cannotRefund: 'Betalingen kan ikke refunderes.',
  idempotencyConflict: 'Idempotency-Key er brukt med en annen forespørsel.',
  outOfStock: (product: string) => `Det er ikke nok av «${product}» på lager.`,
  unavailable: (product: string) => `«${product}» kan ikke kjøpes nå.`,
  noteSaved: 'Notat lagret!',
  noteDeleted: 'Notat slettet',
  refunded: 'Betaling refundert',
  activated: 'Betaling aktivert',
} as const;

/** Fallback labels (spec 3 §8). */
export const orderFallbacks = {
  noCustomer: 'Mangler kundeinformasjon',
  noSku: 'Mangler SKU',
  noName: 'Mangler navn',
  noEmail: 'Mangler e-post',
  deleted: 'Slettet',
  customerNotFound: 'Finner ikke kunde',
  bundledProductMissing: 'Produkt slettet',
} as const;

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

/** The invoice information as a form or checkout sends it: name and e-mail required, the rest may be empty. */
export const invoiceInformationInputSchema = z
  .object({
    name: z.string().trim().min(1, { error: validationMessages.required }).max(200),
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ error: validationMessages.email })),
    phone: z.string().trim().max(40).default(''),
    address: z.string().trim().max(300).default(''),
    postalCode: z.string().trim().max(20).default(''),
    city: z.string().trim().max(100).default(''),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, { error: 'Ugyldig landkode.' })
      .default('NO'),
  })
  .strict();
export type InvoiceInformationInput = z.input<typeof invoiceInformationInputSchema>;

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

/** What happened to a payment, as neutral history: one per provider call or webhook. */
export const paymentEventKinds = ['create', 'reserve', 'capture', 'refund', 'cancel', 'webhook', 'expire'] as const;
export type PaymentEventKind = (typeof paymentEventKinds)[number];
export const paymentEventKindLabels: Record<PaymentEventKind, string> = {
  create: 'Opprettet',
  reserve: 'Reservert',
  capture: 'Belastet',
  refund: 'Refundert',
  cancel: 'Kansellert',
  webhook: 'Melding fra betalingsløsningen',
  expire: 'Utløpt',
};
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

/** A draft's line as staff enter it: the product, its variant, the quantity and the customizations' answers. */
export const draftOrderLineInputSchema = z
  .object({
    productId: z.string().min(1).max(40),
    variantId: z.string().min(1).max(40).nullable().default(null),
    quantity: z.number().int().min(1, { error: 'Antall må være minst 1.' }).max(999),
    customizations: z
      .array(z.object({ key: z.string().min(1).max(60), value: z.string().max(500) }).strict())
      .max(50)
      .default([]),
  })
  .strict();
export type DraftOrderLineInput = z.output<typeof draftOrderLineInputSchema>;

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
  draft: z.boolean(),
  /** A draft's lines as staff entered them (what `PATCH` takes back); null on a placed order. */
  draftLines: z.array(draftOrderLineInputSchema).nullable(),
  /** Counts every change; a revision of the order is read with `?revision=`. */
  version: z.number().int(),
  /** Set when the answer is a stored revision: read-only. */
  revision: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** A row of the order list (`GET orders`). */
export const orderListItemSchema = z.object({
  _id: z.string(),
  orderNumber: z.number().int().nullable(),
  type: z.enum(orderTypes),
  timestamp: moment,
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(orderPaymentStatuses).nullable(),
  total: ore,
  totalTax: ore,
  customerName: z.string(),
  customerEmail: z.string(),
  customer: orderRefSchema.nullable(),
  draft: z.boolean(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** `GET orders`: a page of the newest first; the next page is asked for with `cursor` (keyset, no count). */
export const orderListResponseSchema = z.object({
  items: z.array(orderListItemSchema),
  /** null on the last page. */
  nextCursor: z.string().nullable(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const orderListQuerySchema = z
  .object({
    type: z.enum(orderTypes).optional(),
    customer: id().optional(),
    company: id().optional(),
    orderNumber: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
    subscription: id().optional(),
    /** Order number, customer name or e-mail. */
    text: z.string().trim().max(200).optional(),
    status: z.enum(orderStatuses).optional(),
    paymentStatus: z.enum(orderPaymentStatuses).optional(),
    /** 'true': drafts only; 'false' (default): placed orders only. */
    draft: z.enum(['true', 'false']).optional(),
    /** The `nextCursor` of the page before. */
    cursor: z.string().max(200).optional(),
    /** Offset paging for callers that count pages (spec 3 §7 'skip and limit'); bounded. */
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderGetQuerySchema = z.object({ revision: id().optional() }).strict();

/** `POST orders/{id}/notes` (spec 3 §5: text required). */
export const orderNoteCreateSchema = z
  .object({
    note: z
      .string({ error: orderMessages.noteRequired })
      .trim()
      .min(1, { error: orderMessages.noteRequired })
      .max(5000, { error: validationMessages.tooLong(5000) }),
    internal: z.boolean().default(true),
  })
  .strict();
export type OrderNoteCreate = z.input<typeof orderNoteCreateSchema>;

/** `POST orders/{id}/payments/{paymentId}/refunds` (spec 3 §7). `ref` is an order line's or shipping line's `_id`. */
export const refundRequestItemSchema = z
  .object({
    ref: z.string().min(1).max(40),
    /** Quantity (0 for a sum without items, e.g. part of the shipping). */
    amount: z.number().int().min(0).max(1_000_000),
    /** øre */
    sum: z.number().int().min(0).max(10_000_000_000),
    restock: z.boolean().default(false),
  })
  .strict();
export const refundRequestSchema = z
  .object({
    /** øre, at least 1 (0,01 kr). */
    sum: z.number().int().min(1, { error: 'Beløpet må være minst 0,01 kr.' }).max(10_000_000_000),
    note: z.string().trim().max(2000).default(''),
    items: z.array(refundRequestItemSchema).max(500).default([]),
  })
  .strict();
export type RefundRequest = z.output<typeof refundRequestSchema>;
export type RefundRequestInput = z.input<typeof refundRequestSchema>;

/** A draft's buyer, filled in bit by bit: every field may be empty until the draft is completed. */
export const draftInvoiceInformationSchema = z
  .object({
    name: z.string().trim().max(200).default(''),
    email: z.string().trim().max(254).default(''),
    phone: z.string().trim().max(40).default(''),
    address: z.string().trim().max(300).default(''),
    postalCode: z.string().trim().max(20).default(''),
    city: z.string().trim().max(100).default(''),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, { error: 'Ugyldig landkode.' })
      .default('NO'),
  })
  .strict();

/** `POST orders`: a draft order (staff take an order for a customer); everything may come later by PATCH. */
export const draftOrderCreateSchema = z
  .object({
    lines: z.array(draftOrderLineInputSchema).max(50).default([]),
    invoiceInformation: draftInvoiceInformationSchema.default(() => draftInvoiceInformationSchema.parse({})),
    /** The shipping method's name in the zone that covers the address; null takes the zone's default. */
    shippingMethod: z.string().max(100).nullable().default(null),
    customerNote: z.string().trim().max(2000).default(''),
    customerId: id().nullable().default(null),
  })
  .strict();
export type DraftOrderInput = z.output<typeof draftOrderCreateSchema>;
export type DraftOrderCreate = z.input<typeof draftOrderCreateSchema>;

/**
 * `PATCH orders/{id}`: the status (any except failed) and the invoice information; a draft also
 * takes its lines and shipping method (re-priced by the server), and its invoice information may be unfinished.
 */
export const orderPatchSchema = z
  .object({
    status: z
      .enum(orderStatuses, { error: validationMessages.choice })
      .refine((status) => status !== 'failed', { error: orderMessages.statusFailed })
      .optional(),
    invoiceInformation: draftInvoiceInformationSchema.optional(),
    lines: z.array(draftOrderLineInputSchema).max(50).optional(),
    shippingMethod: z.string().max(100).nullable().optional(),
    customerNote: z.string().trim().max(2000).optional(),
  })
  .strict();

/** The PATCH of a placed order: its invoice information complete (name and e-mail required). */
export const placedOrderPatchSchema = orderPatchSchema
  .pick({ status: true })
  .extend({ invoiceInformation: invoiceInformationInputSchema.optional() })
  .strict();
export type OrderPatch = z.infer<typeof placedOrderPatchSchema>;
export type DraftOrderPatch = z.infer<typeof orderPatchSchema>;

/** `POST orders/{id}/complete` (Idempotency-Key): Faktura, or a payment link from a card or Vipps provider. */
export const draftOrderCompleteSchema = z.object({ provider: paymentProviderNameSchema }).strict();
export type DraftOrderComplete = z.infer<typeof draftOrderCompleteSchema>;
export const draftOrderCompletedSchema = z.object({
  order: orderSchema,
  /** The provider's payment page to copy (also e-mailed to the customer); null for Faktura. */
  paymentUrl: z.string().nullable(),
});
export type DraftOrderCompleted = z.infer<typeof draftOrderCompletedSchema>;

export const draftOrderMessages = {
  draftLabel: 'Utkast',
  onlyDrafts: 'Bare et utkast kan slettes. En lagt inn ordre kanselleres i stedet.',
  alreadyPlaced: 'Ordren er allerede fullført.',
  linesOnlyOnDrafts: 'Linjene kan bare endres på et utkast.',
  deleteConfirm: 'Er du sikker på at du vil slette?',
} as const;

/** The answer of a refund that failed at the provider (spec 3 §7: a `status` field means failure). */
export const refundFailureSchema = z.object({ status: z.literal('failed'), message: z.string() });
export type RefundFailure = z.infer<typeof refundFailureSchema>;
