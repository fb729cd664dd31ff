/**
 * Product templates (spec 3 §7 'product-templates'): the list, one template, save and delete, and
 * the attributes a template names, by id.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Attribute,
  autocompletePageSize,
  defaultPageSize,
  type ProductTemplate,
  type ProductTemplateCreate,
  type ProductTemplateListItem,
  type ProductTemplateUpdate,
} from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';
import { attributeKeys } from './shop';

export const productTemplateKeys = resourceKeys('product-templates');
const path = '/product-templates';
const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`;

/** The list: pages of 20, searched by name, that end when one brings fewer. */
export function useProductTemplateList(filter: { text?: string | undefined }) {
  const siteId = useSiteId();
  return useInfiniteQuery({
    queryKey: productTemplateKeys.list(siteId, filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<ProductTemplateListItem[]>(sitePath(siteId, path), {
        query: { ...filter, skip: pageParam, limit: defaultPageSize },
        signal,
      }),
    getNextPageParam: (last, all) => (last.length < defaultPageSize ? undefined : all.length * defaultPageSize),
    meta: { errorToast: false },
  });
}

export function useProductTemplate(id: string | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: productTemplateKeys.detail(siteId, id ?? ''),
    queryFn: () => api.get<ProductTemplate>(sitePath(siteId, itemPath(id ?? ''))),
    enabled: id !== null,
  });
}

/** Creates (id null) or changes a template; the saved one replaces the cached one. */
export function useSaveProductTemplate(id: string | null) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductTemplateCreate | ProductTemplateUpdate) =>
      id === null
        ? api.post<ProductTemplate>(sitePath(siteId, path), body)
        : api.patch<ProductTemplate>(sitePath(siteId, itemPath(id)), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(productTemplateKeys.detail(siteId, saved._id), saved);
      return queryClient.invalidateQueries({ queryKey: productTemplateKeys.lists(siteId) });
    },
  });
}

export function useDeleteProductTemplate() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(sitePath(siteId, itemPath(id))),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: productTemplateKeys.details(siteId, id) });
      return queryClient.invalidateQueries({ queryKey: productTemplateKeys.lists(siteId) });
    },
  });
}

/** The attributes a template names, in one call (`GET attributes?_id=a,b`). */
export function useAttributesById(ids: readonly string[]) {
  const siteId = useSiteId();
  const query = { _id: [...ids].sort().join(','), limit: 100 };
  return useQuery({
    queryKey: attributeKeys.picker(siteId, query),
    queryFn: () => api.get<Attribute[]>(sitePath(siteId, '/attributes'), { query }),
    enabled: ids.length > 0,
    meta: { errorToast: false },
  });
}

/** Attributes whose name matches the text, ten at a time, for the picker. */
export function useAttributeSearch(text: string) {
  const siteId = useSiteId();
  const query = { text: text || undefined, limit: autocompletePageSize };
  return useQuery({
    queryKey: attributeKeys.picker(siteId, query),
    queryFn: ({ signal }) => api.get<Attribute[]>(sitePath(siteId, '/attributes'), { query, signal }),
    meta: { errorToast: false },
  });
}
