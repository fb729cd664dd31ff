import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DependencyReport, Revision, RevisionDetail } from '@vev/shared';
import { defaultPageSize } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

/** A record's version log, by the record's type ('page') and id; one revision under `detail`. */
export const revisionKeys = {
  list: (siteId: string, type: string, reference: string) => ['sites', siteId, 'revisions', type, reference] as const,
  detail: (siteId: string, id: string) => ['sites', siteId, 'revisions', 'detail', id] as const,
};

export function useRevisions(type: string, reference: string, enabled = true) {
  const siteId = useSiteId();
  return useInfiniteQuery({
    queryKey: revisionKeys.list(siteId, type, reference),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      api.get<Revision[]>(sitePath(siteId, '/revisions'), {
        query: { type, reference, skip: pageParam, limit: defaultPageSize },
      }),
    getNextPageParam: (last, all) => (last.length < defaultPageSize ? undefined : all.length * defaultPageSize),
    enabled,
    // Someone else may have published since: the log asks the server each time it opens.
    staleTime: 0,
  });
}

export function useRevision(id: string | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: revisionKeys.detail(siteId, id ?? ''),
    queryFn: () => api.get<RevisionDetail>(sitePath(siteId, `/revisions/${id}`)),
    enabled: Boolean(id),
  });
}

/** Who refers to these resources (spec 1 §3 'Dependency report'). */
export function useDependencies(ids: string[], enabled = true) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: queryKeys.dependencies(siteId, ids),
    queryFn: () =>
      api.get<DependencyReport[]>(sitePath(siteId, '/resource-dependencies'), { query: { resources: ids.join(',') } }),
    enabled: enabled && ids.length > 0,
  });
}
