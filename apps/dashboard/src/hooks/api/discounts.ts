/** The shop's discounts with their codes (spec 3 §7 'discounts'). */
import type { Discount, DiscountCreate, DiscountUpdate } from '@vev/shared';
import { resourceKeys } from '../../api/query-keys';
import { createResourceHooks } from './resource-hooks';

export const discountKeys = resourceKeys('discounts');

const discounts = createResourceHooks<Discount, DiscountCreate | DiscountUpdate>({
  keys: discountKeys,
  path: '/discounts',
  // The editor shows its own 'not found'.
  quietRecord: true,
});

export const useDiscountList = (filter: { text?: string | undefined }) => discounts.useList(filter);
export const useDiscount = discounts.useRecord;
export const useSaveDiscount = discounts.useSave;
export const useDeleteDiscount = discounts.useDelete;
