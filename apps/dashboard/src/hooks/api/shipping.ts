/** Shipping classes and zones (spec 2 §7 'shipping/classes', 'shipping/zones'). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ShippingClass,
  ShippingClassCreate,
  ShippingClassUpdate,
  ShippingZone,
  ShippingZoneCreate,
  ShippingZoneUpdate,
} from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { type ResourceKeys, resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

export const shippingClassKeys = resourceKeys('shipping-classes');
export const shippingZoneKeys = resourceKeys('shipping-zones');

/** A site has a handful of classes and zones: one page of this many holds them all. */
const shippingPageSize = 100;

type Resource<T> = { keys: ResourceKeys; path: string; _type?: T };
const classes: Resource<ShippingClass> = { keys: shippingClassKeys, path: '/shipping/classes' };
const zones: Resource<ShippingZone> = { keys: shippingZoneKeys, path: '/shipping/zones' };

function useShippingList<T>(resource: Resource<T>, enabled: boolean) {
  const siteId = useSiteId();
  return useInfiniteQuery({
    queryKey: resource.keys.list(siteId, {}),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<T[]>(sitePath(siteId, resource.path), { query: { skip: pageParam, limit: shippingPageSize }, signal }),
    getNextPageParam: (last, all) => (last.length < shippingPageSize ? undefined : all.length * shippingPageSize),
    meta: { errorToast: false },
    enabled,
  });
}

function useShippingRecord<T>(resource: Resource<T>, id: string | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: resource.keys.detail(siteId, id ?? ''),
    queryFn: () => api.get<T>(sitePath(siteId, `${resource.path}/${encodeURIComponent(id ?? '')}`)),
    enabled: id !== null,
  });
}

function useSaveShipping<T extends { _id: string }, Body>(resource: Resource<T>, id: string | null) {
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

/** The caller shows why a delete was refused (a class still in use), so no toast. */
function useDeleteShipping<T>(resource: Resource<T>) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(sitePath(siteId, `${resource.path}/${encodeURIComponent(id)}`)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: resource.keys.details(siteId, id) });
      return queryClient.invalidateQueries({ queryKey: resource.keys.lists(siteId) });
    },
    meta: { errorToast: false },
  });
}

export const useShippingClassList = (enabled: boolean) => useShippingList(classes, enabled);
export const useShippingZoneList = (enabled: boolean) => useShippingList(zones, enabled);
export const useShippingClass = (id: string | null) => useShippingRecord(classes, id);
export const useShippingZone = (id: string | null) => useShippingRecord(zones, id);
export const useSaveShippingClass = (id: string | null) =>
  useSaveShipping<ShippingClass, ShippingClassCreate | ShippingClassUpdate>(classes, id);
export const useSaveShippingZone = (id: string | null) =>
  useSaveShipping<ShippingZone, ShippingZoneCreate | ShippingZoneUpdate>(zones, id);
export const useDeleteShippingClass = () => useDeleteShipping(classes);
export const useDeleteShippingZone = () => useDeleteShipping(zones);
