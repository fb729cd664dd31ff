/** The bodies of the order calls (spec 3 §7 'Orders and customers'): what checkout, staff and refunds send. Money is øre. */
import { z } from 'zod';
import { id } from '../content/page';
import { validationMessages } from '../core/validation';
import { cartBookingSchema } from './cart';
import { orderMessages, orderStatuses } from './order-status';
import { paymentProviderNameSchema } from './payment-provider';

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

/** A draft's buyer, filled in bit by bit: the same fields, but name and e-mail may be empty until it is completed. */
export const draftInvoiceInformationSchema = invoiceInformationInputSchema.extend({
  name: z.string().trim().max(200).default(''),
  email: z.string().trim().max(254).default(''),
});

/**
 * An order line as it is asked for: the product, its variant, the quantity and the customizations'
 * answers. Checkout's lines and a draft's lines (as staff enter them) are both this.
 */
export const orderLineInputSchema = z
  .object({
    productId: z.string().min(1).max(40),
    variantId: z.string().min(1).max(40).nullable().default(null),
    quantity: z.number().int().min(1, { error: 'Antall må være minst 1.' }).max(999),
    customizations: z
      .array(z.object({ key: z.string().min(1).max(60), value: z.string().max(500) }).strict())
      .max(50)
      .default([]),
    /** The booking service's time the line buys (quantity 1): held at checkout, confirmed with the payment. */
    booking: cartBookingSchema.nullable().default(null),
  })
  .strict();
export type OrderLineInput = z.output<typeof orderLineInputSchema>;
/** A draft's line as staff enter it: a time is bought on the storefront, not added to a draft. */
export const draftOrderLineInputSchema = orderLineInputSchema.omit({ booking: true });
export type DraftOrderLineInput = z.output<typeof draftOrderLineInputSchema>;

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

/** A draft's code as typed (upper-cased, as codes are stored); empty is none. */
const draftDiscountCode = z
  .string()
  .trim()
  .max(50)
  .nullable()
  .transform((code) => (code ? code.toUpperCase() : null));

/** `POST orders`: a draft order (staff take an order for a customer); everything may come later by PATCH. */
export const draftOrderCreateSchema = z
  .object({
    lines: z.array(draftOrderLineInputSchema).max(50).default([]),
    invoiceInformation: draftInvoiceInformationSchema.default(() => draftInvoiceInformationSchema.parse({})),
    /** The shipping method's name in the zone that covers the address; null takes the zone's default. */
    shippingMethod: z.string().max(100).nullable().default(null),
    customerNote: z.string().trim().max(2000).default(''),
    customerId: id().nullable().default(null),
    /** A discount code staff enter for the customer, checked when the draft is priced and counted when it is completed. */
    discountCode: draftDiscountCode.default(null),
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
    discountCode: draftDiscountCode.optional(),
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
