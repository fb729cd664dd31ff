/** Queries and writes for reusable components (spec 3 'Components'; spec 1 §7 'GET components'). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { componentsFetchLimit, type SectionInstanceRecord } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

/** A reusable component as the API answers it. */
export interface ReusableComponent {
  _id: string;
  site: string;
  name: string;
  description: string;
  /** The section type, fixed at creation. */
  component: string;
  components: SectionInstanceRecord[];
  author: { name: string } | null;
  modified: boolean;
  modifiedDate: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  inherited: boolean;
}

/** The published components the section picker offers (spec 1 §9: at most 100). */
export function usePlaceableComponents() {
  const siteId = useSiteId();
  const query = { draft: false, fetchInherited: true, limit: componentsFetchLimit };
  return useQuery({
    queryKey: queryKeys.components.list(siteId, query),
    queryFn: () => api.get<ReusableComponent[]>(sitePath(siteId, '/components'), { query }),
    meta: { errorToast: false },
  });
}

export function useComponent(id: string | undefined, revision?: string | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: queryKeys.components.detail(siteId, id ?? '', revision),
    queryFn: () =>
      api.get<ReusableComponent>(sitePath(siteId, `/components/${id}`), { query: revision ? { revision } : {} }),
    enabled: Boolean(id),
    meta: { errorToast: false },
  });
}

/** The designer's writes of a component: its one section, publish and discard. */
export function useComponentSectionWrites(id: string) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  const store = (component: ReusableComponent) => {
    queryClient.setQueryData(queryKeys.components.detail(siteId, id), component);
    void queryClient.invalidateQueries({ queryKey: queryKeys.components.lists(siteId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.revisions.list(siteId, 'component', id) });
    return component;
  };
  return {
    saveSections: async (components: SectionInstanceRecord[], version: number) =>
      store(await api.patch<ReusableComponent>(sitePath(siteId, `/components/${id}`), { components, version })),
    publish: async (version: number) =>
      store(await api.post<ReusableComponent>(sitePath(siteId, `/components/${id}/publish`), { version })),
    discard: async (version: number) =>
      store(await api.post<ReusableComponent>(sitePath(siteId, `/components/${id}/discard`), { version })),
    reload: () =>
      queryClient.fetchQuery({
        queryKey: queryKeys.components.detail(siteId, id),
        queryFn: () => api.get<ReusableComponent>(sitePath(siteId, `/components/${id}`)),
        staleTime: 0,
      }),
  };
}

/** Admins publish an old version again (spec 1 §4 'Revision view'). */
export function useRollbackComponent(id: string) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: string) =>
      api.post<ReusableComponent>(sitePath(siteId, `/components/${id}/rollback/${revision}`)),
    onSuccess: (component) => {
      queryClient.setQueryData(queryKeys.components.detail(siteId, id), component);
      void queryClient.invalidateQueries({ queryKey: queryKeys.components.lists(siteId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.revisions.list(siteId, 'component', id) });
    },
  });
}
