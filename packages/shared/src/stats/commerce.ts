/**
 * `GET stats/commerce` (spec 3 §3 'Statistics'): orders and revenue by period, the average order value,
 * the most sold products and what was refunded, for a from and to date (`reportRangeQuery`).
 */
import { z } from 'zod';
import { reportPeriods } from '../reports/range';

/** How many of the most sold products the report lists. */
export const topProductsLimit = 20;

export const commercePeriodRow = z.object({
  /** The period's first day, 'YYYY-MM-DD'. */
  period: z.string(),
  orders: z.number().int(),
  /** Øre, MVA included. */
  revenue: z.number().int(),
  refunded: z.number().int(),
});
export type CommercePeriodRow = z.infer<typeof commercePeriodRow>;

export const commerceProductRow = z.object({
  _id: z.object({ sku: z.string(), name: z.string() }),
  /** Units sold. */
  count: z.number().int(),
});
export type CommerceProductRow = z.infer<typeof commerceProductRow>;

export const commerceReport = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  period: z.enum(reportPeriods),
  totals: z.object({
    orders: z.number().int(),
    revenue: z.number().int(),
    averageOrderValue: z.number().int(),
    refunded: z.number().int(),
  }),
  ordersByPeriod: z.array(commercePeriodRow),
  ordersByProduct: z.array(commerceProductRow),
});
export type CommerceReport = z.infer<typeof commerceReport>;

/** The average order value in whole øre (0 without orders). */
export function averageOrderValue(revenue: number, orders: number): number {
  return orders === 0 ? 0 : Math.round(revenue / orders);
}
