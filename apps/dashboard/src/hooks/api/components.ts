/** Queries and writes for reusable components (spec 3 'Components'; spec 1 §7 'GET components'). */
import { useQuery } from '@tanstack/react-query';
import {
  autocompletePageSize,
  type Component,
  type ComponentCreate,
  type ComponentListItem,
  type ComponentUpdate,
  componentsFetchLimit,
} from '@vev/shared';
import { useMemo } from 'react';
import { api, sitePath } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';
import { createDraftableHooks } from './draftable';

export const componentKeys = resourceKeys('components');

export const componentHooks = createDraftableHooks<Component, ComponentCreate, ComponentUpdate>({
  keys: componentKeys,
  path: '/components',
  revisionType: 'component',
});

/** The published components the section picker offers (spec 1 §9: at most 100). */
export function usePlaceableComponents() {
  const siteId = useSiteId();
  const query = { draft: false, fetchInherited: true, limit: componentsFetchLimit };
  return useQuery({
    queryKey: componentKeys.list(siteId, query),
    queryFn: () => api.get<Component[]>(sitePath(siteId, '/components'), { query }),
    meta: { errorToast: false },
  });
}

export interface ComponentListFilter {
  text?: string | undefined;
  /** A department lists its parent site's components too, read-only. */
  fetchInherited?: boolean | undefined;
}

/** The component list: infinite pages of 20 that end when one brings fewer (spec 1 §2). */
export const useComponentList = (filter: ComponentListFilter) => componentHooks.useList<ComponentListItem>(filter);

/** What a picker shows of a component: its name and the section type it holds. */
export type ComponentPickerItem = Pick<ComponentListItem, '_id' | 'name' | 'component'>;

/** A component picker's calls: published components matching a text, ten at a time, and one by id. */
export function useComponentPicker() {
  const siteId = useSiteId();
  return useMemo(
    () => ({
      queryKey: componentKeys.picker(siteId, {}),
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
