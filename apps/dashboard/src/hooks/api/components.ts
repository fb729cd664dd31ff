/** Queries and writes for reusable components (spec 3 'Components'; spec 1 §7 'GET components'). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { autocompletePageSize, componentsFetchLimit, defaultPageSize, type SectionInstanceRecord } from '@vev/shared';
import { useMemo } from 'react';
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

export interface ComponentListFilter {
  text?: string | undefined;
  /** A department lists its parent site's components too, read-only. */
  fetchInherited?: boolean | undefined;
}

/** The component list: infinite pages of 20 that end when one brings fewer (spec 1 §2). */
export function useComponentList(filter: ComponentListFilter) {
  const siteId = useSiteId();
  return useInfiniteQuery({
    queryKey: queryKeys.components.list(siteId, filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<ReusableComponent[]>(sitePath(siteId, '/components'), {
        query: { ...filter, skip: pageParam, limit: defaultPageSize },
        signal,
      }),
    getNextPageParam: (last, all) => (last.length < defaultPageSize ? undefined : all.length * defaultPageSize),
    // The list screen shows its own error state with 'Prøv igjen'.
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
    // The editor or the designer says why a rollback was refused.
    meta: { errorToast: false },
  });
}

/** After a write: the component's cache gets the answer; lists and its version log refetch. */
function useComponentWritten() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return (component: ReusableComponent) => {
    queryClient.setQueryData(queryKeys.components.detail(siteId, component._id), component);
    void queryClient.invalidateQueries({ queryKey: queryKeys.components.lists(siteId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.revisions.list(siteId, 'component', component._id) });
  };
}

export interface ComponentCreate {
  name: string;
  /** The section type; it cannot be changed afterwards. */
  component: string;
  description?: string;
}

/** `POST components`: its one section starts with the type's default props. */
export function useCreateComponent() {
  const siteId = useSiteId();
  const written = useComponentWritten();
  return useMutation({
    mutationFn: (input: ComponentCreate) => api.post<ReusableComponent>(sitePath(siteId, '/components'), input),
    onSuccess: written,
  });
}

export interface ComponentUpdate {
  name?: string;
  description?: string;
  components?: SectionInstanceRecord[];
  version: number;
}

/** A stale edit answers 409; the editor handles it itself, so no global toast. */
export function useUpdateComponent(id: string) {
  const siteId = useSiteId();
  const written = useComponentWritten();
  return useMutation({
    mutationFn: (update: ComponentUpdate) =>
      api.patch<ReusableComponent>(sitePath(siteId, `/components/${id}`), update),
    onSuccess: written,
    meta: { errorToast: false },
  });
}

export function useComponentAction(id: string, action: 'publish' | 'discard') {
  const siteId = useSiteId();
  const written = useComponentWritten();
  return useMutation({
    mutationFn: (version: number) =>
      api.post<ReusableComponent>(sitePath(siteId, `/components/${id}/${action}`), { version }),
    onSuccess: written,
    meta: { errorToast: false },
  });
}

/** A component placed on pages or templates answers 409 with the dependency report. */
export function useDeleteComponent() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(sitePath(siteId, `/components/${id}`)),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...queryKeys.components.all(siteId), 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.components.lists(siteId) });
    },
    meta: { errorToast: false },
  });
}

/** What a picker shows of a component: its name and the section type it holds. */
export interface ComponentPickerItem {
  _id: string;
  name: string;
  component: string;
}

/** A component picker's calls: published components matching a text, ten at a time, and one by id. */
export function useComponentPicker() {
  const siteId = useSiteId();
  return useMemo(
    () => ({
      queryKey: queryKeys.components.picker(siteId),
      search: (text: string, signal: AbortSignal) =>
        api.get<ComponentPickerItem[]>(sitePath(siteId, '/components'), {
          query: { text, limit: autocompletePageSize, draft: false },
          signal,
        }),
      find: (id: string, signal: AbortSignal) =>
        api.get<ComponentPickerItem>(sitePath(siteId, `/components/${id}`), { signal }),
    }),
    [siteId],
  );
}
