/** The home screen's timeline (`GET stats/timeline`), newest first, a page at a time after the last item shown. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { type TimelineItem, timelinePageSize } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { useSiteId } from '../../app/session/session-store';

export const timelineKeys = {
  all: (siteId: string) => ['sites', siteId, 'stats', 'timeline'] as const,
};

export function timelineQuery(siteId: string) {
  return {
    queryKey: timelineKeys.all(siteId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      api.get<TimelineItem[]>(sitePath(siteId, '/stats/timeline'), {
        query: { before: pageParam, limit: timelinePageSize },
        signal,
      }),
    getNextPageParam: (last: TimelineItem[]) => (last.length < timelinePageSize ? undefined : last.at(-1)?._id),
    // New orders come in without anyone on the dashboard doing anything: show the latest on each visit.
    staleTime: 0,
    // The timeline shows its own error state.
    meta: { errorToast: false },
  };
}

export const useTimeline = () => useInfiniteQuery(timelineQuery(useSiteId()));
