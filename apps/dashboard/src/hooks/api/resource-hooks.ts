/** The hooks of a plain site resource (list, one record, save and delete), from its keys and path. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultPageSize } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import type { ResourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

export interface PlainResource {
  keys: ResourceKeys;
  /** Under the site: '/attributes'. */
  path: string;
  /** The list's page (by default 20); the list ends on a page that brings fewer. */
  pageSize?: number;
  /** A refused delete shows no toast: the caller shows why (a record still in use). */
  quietDelete?: boolean;
  /** A record that cannot be read shows no toast: its screen shows why ('Finner ikke kunde'). */
  quietRecord?: boolean;
}

export function createResourceHooks<Item extends { _id: string }, Body, ListItem = Item>(resource: PlainResource) {
  const { keys, path } = resource;
  const pageSize = resource.pageSize ?? defaultPageSize;
  const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`;

  function useList(filter: object = {}, enabled = true) {
    const siteId = useSiteId();
    return useInfiniteQuery({
      queryKey: keys.list(siteId, filter),
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        api.get<ListItem[]>(sitePath(siteId, path), { query: { ...filter, skip: pageParam, limit: pageSize }, signal }),
      getNextPageParam: (last, all) => (last.length < pageSize ? undefined : all.length * pageSize),
      meta: { errorToast: false },
      enabled,
    });
  }

  function useRecord(id: string | null) {
    const siteId = useSiteId();
    return useQuery({
      queryKey: keys.detail(siteId, id ?? ''),
      queryFn: () => api.get<Item>(sitePath(siteId, itemPath(id ?? ''))),
      enabled: id !== null,
      ...(resource.quietRecord ? { meta: { errorToast: false } } : {}),
    });
  }

  /** Creates (id null) or changes one; the saved one replaces the cached one. */
  function useSave(id: string | null) {
    const siteId = useSiteId();
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (body: Body) =>
        id === null
          ? api.post<Item>(sitePath(siteId, path), body)
          : api.patch<Item>(sitePath(siteId, itemPath(id)), body),
      onSuccess: (saved) => {
        queryClient.setQueryData(keys.detail(siteId, saved._id), saved);
        return queryClient.invalidateQueries({ queryKey: keys.lists(siteId) });
      },
    });
  }

  function useDelete() {
    const siteId = useSiteId();
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: string) => api.delete<void>(sitePath(siteId, itemPath(id))),
      onSuccess: (_result, id) => {
        queryClient.removeQueries({ queryKey: keys.details(siteId, id) });
        return queryClient.invalidateQueries({ queryKey: keys.lists(siteId) });
      },
      ...(resource.quietDelete ? { meta: { errorToast: false } } : {}),
    });
  }

  return { useList, useRecord, useSave, useDelete };
}
