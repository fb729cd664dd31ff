/** Queries and mutations for pages, categories and product pages (spec 1 §7). */

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, PageCreate, PageListItem, PageTreeNode, PageUpdate, SectionInstanceRecord } from '@vev/shared';
import { autocompletePageSize, defaultPageSize } from '@vev/shared';
import { useMemo } from 'react';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

export interface PageListFilter {
  isCategory?: boolean;
  isProductPage?: boolean;
  descendantOf?: string | undefined;
  text?: string | undefined;
  fetchInherited?: boolean;
  draft?: boolean;
}

/** Infinite pages of 20; the list ends when a page brings fewer (spec 1 §2). */
export function usePageList(filter: PageListFilter) {
  const siteId = useSiteId();
  return useInfiniteQuery({
    queryKey: queryKeys.pages.list(siteId, filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<PageListItem[]>(sitePath(siteId, '/pages'), {
        query: { ...filter, skip: pageParam, limit: defaultPageSize },
        signal,
      }),
    getNextPageParam: (last, all) => (last.length < defaultPageSize ? undefined : all.length * defaultPageSize),
    // The list screens show their own error state with 'Prøv igjen'.
    meta: { errorToast: false },
  });
}

/**
 * A page picker's calls (reference fields, link targets): published pages of the kinds the filter
 * names (neither flag: every kind), ten at a time, and one page by id for a value already chosen.
 */
export function usePagePicker(filter: Pick<PageListFilter, 'isCategory' | 'isProductPage'>) {
  const siteId = useSiteId();
  const { isCategory, isProductPage } = filter;
  return useMemo(() => {
    const query = { isCategory, isProductPage, draft: false, limit: autocompletePageSize };
    return {
      queryKey: queryKeys.pages.picker(siteId, query),
      search: (text: string, signal: AbortSignal) =>
        api.get<PageListItem[]>(sitePath(siteId, '/pages'), { query: { ...query, text: text || undefined }, signal }),
      find: (id: string, signal: AbortSignal) => api.get<Page>(sitePath(siteId, `/pages/${id}`), { signal }),
    };
  }, [siteId, isCategory, isProductPage]);
}

/** The tree navigator's nodes; `null` for a kind without a tree (product pages) asks for nothing. */
export function usePageTree(query: { isCategory?: boolean } | null) {
  const siteId = useSiteId();
  const params = { removeChildless: true, ...query };
  return useQuery({
    queryKey: queryKeys.pages.tree(siteId, params),
    queryFn: () => api.get<PageTreeNode[]>(sitePath(siteId, '/pages/tree'), { query: params }),
    enabled: query !== null,
  });
}

/** An A/B experiment's variant of a page (spec 3 'Experiment'): its sections differ from the page's. */
export interface PageVariant {
  experiment: string;
  experimentVariant: string;
}

export function usePage(id: string | undefined, revision?: string | null, variant?: PageVariant | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: queryKeys.pages.detail(siteId, id ?? '', revision, variant),
    queryFn: () =>
      api.get<Page>(sitePath(siteId, `/pages/${id}`), { query: { ...(revision ? { revision } : {}), ...variant } }),
    enabled: Boolean(id),
    meta: { errorToast: false },
  });
}

/** After any write: the page's cache gets the answer, lists and trees refetch. The editor handles errors itself. */
function usePageWritten() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return (page: Page) => {
    queryClient.setQueryData(queryKeys.pages.detail(siteId, page._id), page);
    void queryClient.invalidateQueries({ queryKey: queryKeys.pages.lists(siteId) });
    void queryClient.invalidateQueries({ queryKey: ['sites', siteId, 'pages', 'tree'] });
    void queryClient.invalidateQueries({ queryKey: ['sites', siteId, 'revisions', 'page', page._id] });
  };
}

export function useCreatePage() {
  const siteId = useSiteId();
  const written = usePageWritten();
  return useMutation({
    mutationFn: (input: PageCreate) => api.post<Page>(sitePath(siteId, '/pages'), input),
    onSuccess: written,
  });
}

export function useClonePage() {
  const siteId = useSiteId();
  const written = usePageWritten();
  return useMutation({
    mutationFn: (id: string) => api.post<Page>(sitePath(siteId, '/pages/clone'), { id }),
    onSuccess: written,
  });
}

/** A stale edit answers 409; the editor handles it itself, so no global toast. */
export function useUpdatePage(id: string) {
  const siteId = useSiteId();
  const written = usePageWritten();
  return useMutation({
    mutationFn: (update: PageUpdate) => api.patch<Page>(sitePath(siteId, `/pages/${id}`), update),
    onSuccess: written,
    meta: { errorToast: false },
  });
}

export function usePageAction(id: string, action: 'publish' | 'discard') {
  const siteId = useSiteId();
  const written = usePageWritten();
  return useMutation({
    mutationFn: (version: number) => api.post<Page>(sitePath(siteId, `/pages/${id}/${action}`), { version }),
    onSuccess: written,
    meta: { errorToast: false },
  });
}

export function useRollbackPage(id: string) {
  const siteId = useSiteId();
  const written = usePageWritten();
  return useMutation({
    mutationFn: (revision: string) => api.post<Page>(sitePath(siteId, `/pages/${id}/rollback/${revision}`)),
    onSuccess: written,
    meta: { errorToast: false },
  });
}

/** A referenced page answers 409 with the dependency report; the caller shows the 'Oops!' modal. */
export function useDeletePage(id: string) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(sitePath(siteId, `/pages/${id}`)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.pages.detail(siteId, id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.pages.all(siteId) });
    },
    meta: { errorToast: false },
  });
}

/**
 * The designer's writes of a page's sections: the whole list (`PATCH pages/{id}`), or one section's
 * props (`PATCH pages/{id}/components/{name}`); inside an experiment, the variant's sections.
 */
export function usePageSectionWrites(id: string, variant: PageVariant | null) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  const written = usePageWritten();
  const query = variant ? { ...variant } : {};
  const store = (page: Page) => {
    if (variant) queryClient.setQueryData(queryKeys.pages.detail(siteId, id, null, variant), page);
    else written(page);
    return page;
  };
  return {
    saveSections: async (components: SectionInstanceRecord[], version: number) =>
      store(await api.patch<Page>(sitePath(siteId, `/pages/${id}`), { components, version }, { query })),
    saveProps: async (name: string, props: Record<string, unknown>, version: number) =>
      store(
        await api.patch<Page>(
          sitePath(siteId, `/pages/${id}/components/${encodeURIComponent(name)}`),
          { props, version },
          { query },
        ),
      ),
    publish: async (version: number) =>
      store(await api.post<Page>(sitePath(siteId, `/pages/${id}/publish`), { version })),
    discard: async (version: number) =>
      store(await api.post<Page>(sitePath(siteId, `/pages/${id}/discard`), { version })),
    reload: () =>
      queryClient.fetchQuery({
        queryKey: queryKeys.pages.detail(siteId, id, null, variant),
        queryFn: () => api.get<Page>(sitePath(siteId, `/pages/${id}`), { query }),
        staleTime: 0,
      }),
  };
}
