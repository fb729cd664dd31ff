import type { DiscountCartRules } from '@vev/shared';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, updatedAt } from '../../db/columns';

/** A shop's discounts (spec 3 'Discount'); their codes are rows of their own, unique per site. */
export const discounts = pgTable(
  'discounts',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    name: text('name').notNull(),
    type: text('type').$type<'automatic' | 'code'>().notNull(),
    active: boolean('active').notNull(),
    offerType: text('offer_type').$type<'percentage' | 'fixed' | 'newPrice'>().notNull(),
    /** Basis points for a percentage (12,5 % is 1 250), øre for an amount or a new price: never a float. */
    offerValue: integer('offer_value').notNull(),
    startDate: moment('start_date').notNull(),
    endDate: moment('end_date'),
    appliesTo: text('applies_to').notNull(),
    appliesToValues: jsonb('applies_to_values').$type<string[]>().notNull(),
    cartRules: jsonb('cart_rules').$type<DiscountCartRules | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    index('discounts_name_idx').on(table.siteId, table.name, table.id),
  ],
);

/** A discount's codes: stored upper case, one discount per code in a site; `used` counts the orders. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    siteId: text('site_id').notNull(),
    id: id(),
    discountId: text('discount_id').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    active: boolean('active').notNull(),
    maxUses: integer('max_uses'),
    /** How many of one customer's orders may use the code (counted from the orders themselves). */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    used: integer('used').notNull().default(0),
    sort: integer('sort').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.id] }),
    uniqueIndex('discount_codes_code_idx').on(table.siteId, table.code),
    index('discount_codes_discount_idx').on(table.siteId, table.discountId, table.sort),
  ],
);
