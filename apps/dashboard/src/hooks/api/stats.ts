/** Statistics for the reports and the home screen (spec 3 §3 'Statistics'), under `['sites', siteId, 'stats', …]`. */
import { useQuery } from '@tanstack/react-query';
import type { PageViewsReport, ReportRange } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { useSiteId } from '../../app/session/session-store';

export const statsKeys = {
  all: (siteId: string) => ['sites', siteId, 'stats'] as const,
  pageViews: (siteId: string, range: ReportRange) => [...statsKeys.all(siteId), 'pageViews', range] as const,
};

/** Page views and visitors by period and the most visited pages, for the visit report. */
export function pageViewsQuery(siteId: string, range: ReportRange) {
  return {
    queryKey: statsKeys.pageViews(siteId, range),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<PageViewsReport>(sitePath(siteId, '/stats/pageViews'), { query: { ...range }, signal }),
  };
}

export const usePageViews = (range: ReportRange) => useQuery(pageViewsQuery(useSiteId(), range));
