import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@vev/shared';
import { powerSearchPageSize } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

/** The power search (spec 1 §7): 5 results; the caller debounces the text by 225 ms. */
export function usePowerSearch(q: string) {
  const siteId = useSiteId();
  const text = q.trim();
  return useQuery({
    queryKey: queryKeys.powerSearch(siteId, text),
    queryFn: ({ signal }) =>
      api.get<SearchResult[]>(sitePath(siteId, '/power-search'), {
        query: { q: text, limit: powerSearchPageSize },
        signal,
      }),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
