import type { Discount, DiscountCreate, DiscountForm } from '@vev/shared';

/** The discount as its form holds it: 'Sett sluttidspunkt' is on when it has an end. */
export const toDiscountForm = (discount: Discount | null, now = new Date()): DiscountForm => ({
  name: discount?.name ?? '',
  // A new discount: automatic, percentage, on all products, inactive, no limit (spec 3 §4).
  __type: discount?.__type ?? 'automatic',
  active: discount?.active ?? false,
  offerType: discount?.offerType ?? 'percentage',
  offerValue: discount?.offerValue ?? null,
  startDate: discount?.startDate ?? new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString(),
  setEndDate: discount ? discount.endDate !== null : false,
  endDate: discount?.endDate ?? null,
  appliesTo: discount?.appliesTo ?? 'all',
  appliesToValues: discount?.appliesToValues ?? [],
  cartRules: discount?.cartRules ?? null,
  codes: (discount?.codes ?? []).map((code) => ({ ...code })),
});

/** What is saved: without the switch and the read-only usage; without 'Sett sluttidspunkt', no end. */
export function discountBody(values: DiscountForm): DiscountCreate {
  const { setEndDate, codes, offerValue, startDate, ...rest } = values;
  return {
    ...rest,
    offerValue: offerValue ?? 0,
    startDate: startDate ?? '',
    endDate: setEndDate ? (values.endDate ?? null) : null,
    codes: (codes ?? []).map(({ used: _used, ...code }) => code),
  };
}
