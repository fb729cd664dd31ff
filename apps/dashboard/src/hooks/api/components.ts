/** Reusable components (spec 1 §7 'GET components'), as the reference fields pick them. */
import { autocompletePageSize } from '@vev/shared';
import { useMemo } from 'react';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

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
