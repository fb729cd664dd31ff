/** `GET orders`: the list's rows, its page and its query. */
import { z } from 'zod';
import { id } from '../content/page';
import { orderRefSchema } from './order';
import { orderPaymentStatuses, orderStatuses, orderTypes } from './order-status';

const ore = z.number().int();
const moment = z.string();

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
