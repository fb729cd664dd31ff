/**
 * The report's from and to date, kept in the URL (`?fromDate=2026-03-01&toDate=2026-03-31`), the
 * last 30 days when left out (spec 3 §2 'Reports'). Both reports use it.
 */
import { type ReportRange, reportRangeQuery, resolveReportRange } from '@vev/shared';
import { useSearchParams } from 'react-router';

/** The range the URL asks for, with the defaults; a malformed date counts as left out. */
export function reportRangeOf(params: URLSearchParams): ReportRange {
  const asked = reportRangeQuery.safeParse({
    fromDate: params.get('fromDate') ?? undefined,
    toDate: params.get('toDate') ?? undefined,
  });
  return resolveReportRange(asked.success ? asked.data : {});
}

export function useReportRange(): [ReportRange, (range: ReportRange) => void] {
  const [params, setParams] = useSearchParams();
  const change = (range: ReportRange) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('fromDate', range.fromDate);
        next.set('toDate', range.toDate);
        return next;
      },
      { replace: true },
    );
  return [reportRangeOf(params), change];
}
