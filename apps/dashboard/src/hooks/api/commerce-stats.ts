/** The shop report's figures (`GET stats/commerce`), for the report and the home screen's revenue figure. */
import { useQuery } from '@tanstack/react-query';
import type { CommerceReport, ReportRange } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { useSiteId } from '../../app/session/session-store';

export const commerceStatsKeys = {
  report: (siteId: string, range: ReportRange) => ['sites', siteId, 'stats', 'commerce', range] as const,
};

export function commerceReportQuery(siteId: string, range: ReportRange) {
  return {
    queryKey: commerceStatsKeys.report(siteId, range),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<CommerceReport>(sitePath(siteId, '/stats/commerce'), { query: { ...range }, signal }),
    meta: { errorToast: false },
  };
}

export function useCommerceReport(range: ReportRange, options: { enabled?: boolean } = {}) {
  return useQuery({ ...commerceReportQuery(useSiteId(), range), enabled: options.enabled ?? true });
}
