/**
 * Queries and writes for orders (spec 3 §7 'Orders and customers'): the list (pages by the
 * server's cursor), one order or one of its revisions, the status and invoice information, notes,
 * and a payment's charge and refunds. A failed charge or refund shows no message (spec 3 §8
 * 'Silent failures'): it is only logged.
 */
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DraftOrderCompleted,
  type DraftOrderCreate,
  type DraftOrderPatch,
  defaultPageSize,
  type Order,
  type OrderListQuery,
  type OrderListResponse,
  type OrderNote,
  type OrderNoteCreate,
  type OrderPatch,
  type PaymentProviderName,
  type Product,
  type RefundRequestInput,
  type Revision,
} from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';
import { productKeys } from './products';

export const orderKeys = resourceKeys('orders');

/** What the list filters on: the text matches order number, customer name and e-mail; `customer` one customer's orders. */
export type OrderListFilter = Partial<Pick<OrderListQuery, 'text' | 'status' | 'paymentStatus' | 'draft' | 'customer'>>;

const orderPath = (siteId: string, id: string, rest = '') =>
  sitePath(siteId, `/orders/${encodeURIComponent(id)}${rest}`);

/** The list's pages of 20, newest first, each asked for with the cursor the page before gave. */
export function orderListQuery(siteId: string, filter: OrderListFilter) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(siteId, filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<OrderListResponse>(sitePath(siteId, '/orders'), {
        query: { ...filter, cursor: pageParam, limit: defaultPageSize },
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
    meta: { errorToast: false },
  });
}

export function useOrderList(filter: OrderListFilter) {
  return useInfiniteQuery({
    ...orderListQuery(useSiteId(), filter),
    // ResourceList reads one array of rows per page.
    select: (data) => ({ pages: data.pages.map((page) => page.items), pageParams: data.pageParams }),
  });
}

export function orderQuery(siteId: string, id: string, revision: string | null) {
  return {
    queryKey: orderKeys.detail(siteId, id, revision),
    queryFn: () => api.get<Order>(orderPath(siteId, id), { query: { revision } }),
  };
}

/** One order, or one of its revisions (read-only) when `revision` is given. */
export const useOrder = (id: string, revision: string | null) =>
  useQuery({ ...orderQuery(useSiteId(), id, revision), enabled: id !== '' });

/** 'Versjonslogg': the order's stored versions, newest first, in pages of 20 as every version log. */
export function useOrderRevisions(id: string, enabled: boolean) {
  const siteId = useSiteId();
  return useInfiniteQuery({
    queryKey: [...orderKeys.details(siteId, id), 'revisions'],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      api.get<Revision[]>(orderPath(siteId, id, '/revisions'), { query: { skip: pageParam, limit: defaultPageSize } }),
    getNextPageParam: (last, all) => (last.length < defaultPageSize ? undefined : all.length * defaultPageSize),
    enabled,
    staleTime: 0,
  });
}

/** After a write the order (every cached version of it) and the list ask again. */
function useOrderRefresh(id: string) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return {
    siteId,
    adopt: (order: Order) => queryClient.setQueryData(orderKeys.detail(siteId, id, null), order),
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.details(siteId, id) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists(siteId) }),
      ]),
  };
}

export function useOrderUpdate(id: string) {
  const { siteId, adopt, refresh } = useOrderRefresh(id);
  return useMutation({
    mutationFn: (patch: OrderPatch) => api.patch<Order>(orderPath(siteId, id), patch),
    onSuccess: (order) => {
      adopt(order);
      return refresh();
    },
  });
}

export function useOrderNotes(id: string) {
  const { siteId, refresh } = useOrderRefresh(id);
  const add = useMutation({
    mutationFn: (note: OrderNoteCreate) => api.post<OrderNote>(orderPath(siteId, id, '/notes'), note),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (noteId: string) => api.delete<void>(orderPath(siteId, id, `/notes/${encodeURIComponent(noteId)}`)),
    onSuccess: refresh,
  });
  return { add, remove };
}

/** What a refund call answers: the refund, or (spec 3 §7) anything with a `status` field when it failed. */
type RefundAnswer = { status?: unknown } & Record<string, unknown>;

export class SilentPaymentFailure extends Error {
  constructor(readonly answer: unknown) {
    super('The payment provider refused');
    this.name = 'SilentPaymentFailure';
  }
}

/**
 * 'Aktiver' and refunds. Neither shows an error (spec 3 §8): a failure is logged and the caller's
 * promise rejects, so the modal stays open. Both reload the order after a success.
 */
export function usePaymentActions(id: string) {
  const { siteId, refresh } = useOrderRefresh(id);
  const payment = (paymentId: string, rest: string) =>
    orderPath(siteId, id, `/payments/${encodeURIComponent(paymentId)}${rest}`);
  const quiet = { errorToast: false } as const;
  const charge = useMutation({
    mutationFn: (paymentId: string) => api.post<unknown>(payment(paymentId, '/charge')),
    onSuccess: refresh,
    onError: (error) => console.error('The charge failed', error),
    meta: quiet,
  });
  const refund = useMutation({
    mutationFn: async (input: { paymentId: string; body: RefundRequestInput; idempotencyKey: string }) => {
      const answer = await api.post<RefundAnswer>(payment(input.paymentId, '/refunds'), input.body, {
        headers: { 'Idempotency-Key': input.idempotencyKey },
      });
      if (answer && typeof answer === 'object' && 'status' in answer) throw new SilentPaymentFailure(answer);
      return answer;
    },
    onSuccess: refresh,
    onError: (error) => console.error('The refund failed', error),
    meta: quiet,
  });
  return { charge, refund };
}

/** A refund's Idempotency-Key: 128 random bits in hex (`getRandomValues` works on plain http too, unlike `randomUUID`). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The PDFs of an order (invoice for Faktura orders, packing slip), by their paths under the site. */
export const orderDocumentPath = (siteId: string, id: string, document: 'invoice' | 'packing-slip') =>
  orderPath(siteId, id, `/${document}.pdf`);

/** 'Opprett ordre': a new draft (no number, no stock) that the draft screen then fills in. */
export function useCreateDraftOrder() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: DraftOrderCreate) => api.post<Order>(sitePath(siteId, '/orders'), draft),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(siteId, order._id, null), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists(siteId) });
    },
  });
}

/**
 * A draft's writes: every change of lines, buyer or shipping goes to the server, which prices it;
 * completing (Faktura or a payment link, with an Idempotency-Key) and deleting.
 */
export function useDraftOrderActions(id: string) {
  const { siteId, adopt, refresh } = useOrderRefresh(id);
  const queryClient = useQueryClient();
  const changed = (order: Order) => {
    adopt(order);
    return queryClient.invalidateQueries({ queryKey: orderKeys.lists(siteId) });
  };
  const change = useMutation({
    mutationFn: (patch: DraftOrderPatch) => api.patch<Order>(orderPath(siteId, id), patch),
    onSuccess: changed,
  });
  // A refused code is said under its field, not in a toast.
  const changeCode = useMutation({
    mutationFn: (discountCode: string | null) => api.patch<Order>(orderPath(siteId, id), { discountCode }),
    onSuccess: changed,
    meta: { errorToast: false },
  });
  const complete = useMutation({
    mutationFn: (input: { provider: PaymentProviderName; idempotencyKey: string }) =>
      api.post<DraftOrderCompleted>(
        orderPath(siteId, id, '/complete'),
        { provider: input.provider },
        { headers: { 'Idempotency-Key': input.idempotencyKey } },
      ),
    onSuccess: (answer) => {
      adopt(answer.order);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => api.delete<void>(orderPath(siteId, id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: orderKeys.details(siteId, id) });
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists(siteId) });
    },
  });
  return { change, changeCode, complete, remove };
}

/**
 * The product a draft line is made of, read into the product's own cache entry (the one its
 * `productHooks.useOne` reads), so choosing it can tell whether it asks for a variant or customizations.
 */
export function useDraftLineProduct() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.fetchQuery({
      queryKey: productKeys.detail(siteId, id),
      queryFn: () => api.get<Product>(sitePath(siteId, `/products/${encodeURIComponent(id)}`)),
    });
}
