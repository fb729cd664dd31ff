/** The shop's attributes and labels (spec 3 §7 'attributes', 'labels'). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Attribute,
  type AttributeCreate,
  type AttributeUpdate,
  defaultPageSize,
  type Label,
  type LabelCreate,
  type LabelUpdate,
} from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { type ResourceKeys, resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

export const attributeKeys = resourceKeys('attributes');
export const labelKeys = resourceKeys('labels');

type Resource<T> = { keys: ResourceKeys; path: string; _type?: T };
const attributes: Resource<Attribute> = { keys: attributeKeys, path: '/attributes' };
const labels: Resource<Label> = { keys: labelKeys, path: '/labels' };

function useShopList<T>(resource: Resource<T>, filter: { text?: string | undefined }) {
  const siteId = useSiteId();
  return useInfiniteQuery({
    queryKey: resource.keys.list(siteId, filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<T[]>(sitePath(siteId, resource.path), {
        query: { ...filter, skip: pageParam, limit: defaultPageSize },
        signal,
      }),
    getNextPageParam: (last, all) => (last.length < defaultPageSize ? undefined : all.length * defaultPageSize),
    meta: { errorToast: false },
  });
}

function useShopRecord<T>(resource: Resource<T>, id: string | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: resource.keys.detail(siteId, id ?? ''),
    queryFn: () => api.get<T>(sitePath(siteId, `${resource.path}/${encodeURIComponent(id ?? '')}`)),
    enabled: id !== null,
  });
}

function useSaveShop<T extends { _id: string }, Body>(resource: Resource<T>, id: string | null) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      id === null
        ? api.post<T>(sitePath(siteId, resource.path), body)
        : api.patch<T>(sitePath(siteId, `${resource.path}/${encodeURIComponent(id)}`), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(resource.keys.detail(siteId, saved._id), saved);
      return queryClient.invalidateQueries({ queryKey: resource.keys.lists(siteId) });
    },
  });
}

function useDeleteShop<T>(resource: Resource<T>) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(sitePath(siteId, `${resource.path}/${encodeURIComponent(id)}`)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: resource.keys.details(siteId, id) });
      return queryClient.invalidateQueries({ queryKey: resource.keys.lists(siteId) });
    },
  });
}

export const useAttributeList = (filter: { text?: string | undefined }) => useShopList(attributes, filter);
export const useLabelList = (filter: { text?: string | undefined }) => useShopList(labels, filter);
export const useAttribute = (id: string | null) => useShopRecord(attributes, id);
export const useLabel = (id: string | null) => useShopRecord(labels, id);
export const useSaveAttribute = (id: string | null) =>
  useSaveShop<Attribute, AttributeCreate | AttributeUpdate>(attributes, id);
export const useSaveLabel = (id: string | null) => useSaveShop<Label, LabelCreate | LabelUpdate>(labels, id);
export const useDeleteAttribute = () => useDeleteShop(attributes);
export const useDeleteLabel = () => useDeleteShop(labels);
