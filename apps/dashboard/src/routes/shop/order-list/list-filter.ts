/** The order list's filter from its address (`?q=`, `?status=`, `?paymentStatus=`, `?draft=true`), for the screen and its loader alike. */
import { type OrderPaymentStatus, type OrderStatus, orderPaymentStatuses, orderStatuses } from '@vev/shared';
import { searchParam } from '../../../components/resource-list/use-list-search';
import type { OrderListFilter } from '../../../hooks/api/orders';

export const orderFilterNames = ['status', 'paymentStatus', 'draft'] as const;

const isStatus = (value: string | null | undefined): value is OrderStatus =>
  (orderStatuses as readonly string[]).includes(value ?? '');
const isPaymentStatus = (value: string | null | undefined): value is OrderPaymentStatus =>
  (orderPaymentStatuses as readonly string[]).includes(value ?? '');

/** An unknown status in the address is left out rather than sent to the server to refuse. */
export function orderListFilter(values: {
  text: string;
  status: string | null | undefined;
  paymentStatus: string | null | undefined;
  draft?: string | null | undefined;
}): OrderListFilter {
  return {
    ...(values.text ? { text: values.text } : {}),
    ...(isStatus(values.status) ? { status: values.status } : {}),
    ...(isPaymentStatus(values.paymentStatus) ? { paymentStatus: values.paymentStatus } : {}),
    ...(values.draft === 'true' ? { draft: 'true' as const } : {}),
  };
}

export const orderListFilterOf = (params: URLSearchParams): OrderListFilter =>
  orderListFilter({
    text: (params.get(searchParam) ?? '').trim(),
    status: params.get('status'),
    paymentStatus: params.get('paymentStatus'),
    draft: params.get('draft'),
  });
