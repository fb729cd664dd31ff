/** Access keys (spec 2 §7 'client-credentials'). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AccessKey, type AccessKeyCreate, type AccessKeyUpdate, defaultPageSize } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

export const accessKeyKeys = resourceKeys('access-keys');

export function useAccessKeyList(filter: { text?: string | undefined }, enabled: boolean) {
  const siteId = useSiteId();
  return useInfiniteQuery({
    queryKey: accessKeyKeys.list(siteId, filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<AccessKey[]>(sitePath(siteId, '/client-credentials'), {
        query: { ...filter, skip: pageParam, limit: defaultPageSize },
        signal,
      }),
    getNextPageParam: (last, all) => (last.length < defaultPageSize ? undefined : all.length * defaultPageSize),
    meta: { errorToast: false },
    enabled,
  });
}

export function useAccessKey(id: string | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: accessKeyKeys.detail(siteId, id ?? ''),
    queryFn: () => api.get<AccessKey>(sitePath(siteId, `/client-credentials/${encodeURIComponent(id ?? '')}`)),
    enabled: id !== null,
  });
}

export function useSaveAccessKey(id: string | null) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessKeyCreate | AccessKeyUpdate) =>
      id === null
        ? api.post<AccessKey>(sitePath(siteId, '/client-credentials'), body)
        : api.patch<AccessKey>(sitePath(siteId, `/client-credentials/${encodeURIComponent(id)}`), body),
    onSuccess: (key) => {
      // The answer that created the key carries the secret; the cache keeps the key without it.
      const { clientSecret: _secret, ...stored } = key;
      queryClient.setQueryData(accessKeyKeys.detail(siteId, key._id), stored);
      return queryClient.invalidateQueries({ queryKey: accessKeyKeys.all(siteId) });
    },
  });
}

export function useDeleteAccessKey() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(sitePath(siteId, `/client-credentials/${encodeURIComponent(id)}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeyKeys.all(siteId) }),
  });
}
