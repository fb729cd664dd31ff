/**
 * Queries and writes for products (spec 3 §7 'Products'): the draftable set (read, list, create,
 * clone, edit, publish, discard, roll back, delete), the pickers of bundles, cross-sell and linked
 * products, and the simple variants, which have calls of their own.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  autocompletePageSize,
  disableWebhooksHeader,
  type Product,
  type ProductCreate,
  type ProductListItem,
  type ProductListQuery,
  type ProductTemplateListItem,
  type ProductUpdate,
  type SimpleVariant,
  type SimpleVariantCreate,
  type SimpleVariantUpdate,
} from '@vev/shared';
import { useMemo } from 'react';
import { api, sitePath } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';
import { createDraftableHooks } from './draftable';
import { productTemplateKeys } from './product-templates';

export const productKeys = resourceKeys('products');

export const productHooks = createDraftableHooks<Product, ProductCreate, ProductUpdate>({
  keys: productKeys,
  path: '/products',
  revisionType: 'product',
});

/** What the list and the pickers may filter on; the text matches name, SKU and tags. */
export type ProductListFilter = Partial<Record<Exclude<keyof ProductListQuery, 'skip' | 'limit'>, string>>;

/** The product list: infinite pages of 20 that end when one brings fewer (spec 1 §2). */
export const useProductList = (filter: ProductListFilter) => productHooks.useList<ProductListItem>(filter);

/** The list screen's filter for its search text (the box's text, or the URL's). */
export const productListFilter = (text: string): ProductListFilter => (text ? { text } : {});

/** Products by id (a bundle's items, the cross-sell list), in one call. */
export function useProductsById(ids: readonly string[]) {
  const siteId = useSiteId();
  const query = { _id: [...ids].sort().join(','), limit: 100 };
  return useQuery({
    queryKey: productKeys.picker(siteId, query),
    queryFn: () => api.get<ProductListItem[]>(sitePath(siteId, '/products'), { query }),
    enabled: ids.length > 0,
    meta: { errorToast: false },
  });
}

/**
 * A product picker's calls: products matching a text (with the picker's own filter), ten at a
 * time, and one product by id for a value already chosen.
 */
export function useProductPicker(filter: ProductListFilter = {}) {
  const siteId = useSiteId();
  const key = JSON.stringify(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is compared by its JSON
  return useMemo(
    () => ({
      queryKey: productKeys.picker(siteId, filter),
      search: (text: string, signal: AbortSignal) =>
        api.get<ProductListItem[]>(sitePath(siteId, '/products'), {
          query: { ...filter, text: text || undefined, limit: autocompletePageSize },
          signal,
        }),
      find: (id: string, signal: AbortSignal) => api.get<Product>(sitePath(siteId, `/products/${id}`), { signal }),
    }),
    [siteId, key],
  );
}

/** The linked products sharing a master name (spec 3 §4 'Linking products'). */
export function useLinkedProducts(master: string | null) {
  const siteId = useSiteId();
  const query = { master: master ?? '', limit: 100 };
  return useQuery({
    queryKey: productKeys.list(siteId, query),
    queryFn: () => api.get<ProductListItem[]>(sitePath(siteId, '/products'), { query }),
    enabled: Boolean(master),
    meta: { errorToast: false },
  });
}

const variantsKey = (siteId: string, productId: string) => [...productKeys.details(siteId, productId), 'variants'];
/** Variant writes are the editor's own: the site's outgoing webhooks stay quiet (spec 3 §7). */
const quiet = { headers: { [disableWebhooksHeader]: 'true' } };

export function useSimpleVariants(productId: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: variantsKey(siteId, productId),
    queryFn: () =>
      api.get<SimpleVariant[]>(sitePath(siteId, `/products/${productId}/simple-variants`), { headers: quiet.headers }),
    meta: { errorToast: false },
  });
}

/** Create, change or delete a variant; the product (its draft and version) and the list refetch. */
export function useSimpleVariantWrites(productId: string) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  const base = sitePath(siteId, `/products/${productId}/simple-variants`);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: productKeys.details(siteId, productId) });
    void queryClient.invalidateQueries({ queryKey: productKeys.lists(siteId) });
  };
  const create = useMutation({
    mutationFn: (variant: SimpleVariantCreate) => api.post<SimpleVariant>(base, variant, quiet),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, ...changes }: SimpleVariantUpdate & { id: string }) =>
      api.patch<SimpleVariant>(`${base}/${id}`, changes, quiet),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<void>(`${base}/${id}`, quiet),
    onSuccess: refresh,
  });
  return { create, update, remove };
}

/**
 * Linking another product (spec 3 §4 'Linking products'): its master name or its 'Grupper i
 * listevisning' changed on its latest version and published, as linking and unlinking do.
 */
export function useLinkedProductChange() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; changes: Pick<ProductUpdate, 'master' | 'variant'> }) => {
      const one = sitePath(siteId, `/products/${input.id}`);
      const current = await api.get<Product>(one);
      const saved = await api.patch<Product>(one, { ...input.changes, version: current.version });
      return api.post<Product>(`${one}/publish`, { version: saved.version });
    },
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(siteId, product._id), product);
      void queryClient.invalidateQueries({ queryKey: productKeys.lists(siteId) });
    },
  });
}

/** The product templates a product may use (a shop has a handful; the list's cap is 100). */
export function useProductTemplateChoices() {
  const siteId = useSiteId();
  const query = { limit: 100 };
  return useQuery({
    queryKey: productTemplateKeys.list(siteId, query),
    queryFn: () => api.get<ProductTemplateListItem[]>(sitePath(siteId, '/product-templates'), { query }),
    meta: { errorToast: false },
  });
}
