/** Queries and mutations for pages, categories and product pages (spec 1 §7). */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PageCreate, PageListItem, PageTreeNode, PageUpdate } from '@vev/shared';
import { autocompletePageSize } from '@vev/shared';
import { useMemo } from 'react';
import { api, sitePath } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';
import { createDraftableHooks } from './draftable';

const keys = resourceKeys('pages');
const trees = (siteId: string) => [...keys.all(siteId), 'tree'] as const;

export const pageKeys = {
  ...keys,
  trees,
  tree: (siteId: string, query: object) => [...trees(siteId), query] as const,
};

/** A page write refreshes the lists, the pickers and the tree navigator. */
export const pageHooks = createDraftableHooks<Page, PageCreate, PageUpdate>({
  keys: pageKeys,
  path: '/pages',
  revisionType: 'page',
  refreshes: (siteId) => [pageKeys.lists(siteId), pageKeys.trees(siteId)],
});

export interface PageListFilter {
  isCategory?: boolean;
  isProductPage?: boolean;
  descendantOf?: string | undefined;
  text?: string | undefined;
  fetchInherited?: boolean;
  draft?: boolean;
}

/** Infinite pages of 20; the list ends when a page brings fewer (spec 1 §2). */
export const usePageList = (filter: PageListFilter) => pageHooks.useList<PageListItem>(filter);

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
      queryKey: pageKeys.picker(siteId, query),
      search: (text: string, signal: AbortSignal) =>
        api.get<PageListItem[]>(sitePath(siteId, '/pages'), { query: { ...query, text: text || undefined }, signal }),
      find: (id: string, signal: AbortSignal) => api.get<Page>(sitePath(siteId, `/pages/${id}`), { signal }),
    };
  }, [siteId, isCategory, isProductPage]);
}

/** The tree navigator's query, shared by the list screens and their route loaders. */
export function pageTreeQuery(siteId: string, query: { isCategory?: boolean } | null) {
  const params = { removeChildless: true, ...query };
  return queryOptions({
    queryKey: pageKeys.tree(siteId, params),
    queryFn: () => api.get<PageTreeNode[]>(sitePath(siteId, '/pages/tree'), { query: params }),
  });
}

/** The tree navigator's nodes; `null` for a kind without a tree (product pages) asks for nothing. */
export function usePageTree(query: { isCategory?: boolean } | null) {
  return useQuery({ ...pageTreeQuery(useSiteId(), query), enabled: query !== null });
}

/** An A/B experiment's variant of a page (spec 3 'Experiment'): its sections differ from the page's. */
export type PageVariant = {
  experiment: string;
  experimentVariant: string;
};

/**
 * The designer's writes of a page's sections: the whole list (`PATCH pages/{id}`), or one section's
 * props (`PATCH pages/{id}/components/{name}`); inside an experiment, the variant's sections.
 */
export function usePageSectionWrites(id: string, variant: PageVariant | null) {
  const siteId = useSiteId();
  const writes = pageHooks.useSectionWrites(id, variant);
  return {
    ...writes,
    saveProps: async (name: string, props: Record<string, unknown>, version: number) =>
      writes.store(
        await api.patch<Page>(
          sitePath(siteId, `/pages/${id}/components/${encodeURIComponent(name)}`),
          { props, version },
          { query: writes.query },
        ),
      ),
  };
}
