import { useInfiniteQuery } from '@tanstack/react-query';
import { type ActivityEntry, type ActivityKind, activityPageSize } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

/** The log's filters: one person's changes, one kind of change. */
export interface ActivityFilter {
  user?: string;
  kind?: ActivityKind;
}

/** The activity log, newest first, a page of 20 at a time after the last entry shown (keyset). */
export function useActivityLog(filter: ActivityFilter = {}) {
  const siteId = useSiteId();
  return useInfiniteQuery({
    queryKey: [...queryKeys.activity(siteId), filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get<ActivityEntry[]>(sitePath(siteId, '/activity'), {
        query: { before: pageParam, limit: activityPageSize, user: filter.user, kind: filter.kind },
        signal,
      }),
    getNextPageParam: (last) => (last.length < activityPageSize ? undefined : last.at(-1)?._id),
    // Every write adds to the log: always show the latest when the screen opens.
    staleTime: 0,
    // The screen shows its own error state with 'Prøv igjen'.
    meta: { errorToast: false },
  });
}
