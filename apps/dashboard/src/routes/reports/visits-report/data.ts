/** The visit report's figures, asked for while the screen's code loads (see `ScreenData`). */
import type { ScreenData } from '../../../app/areas/area';
import { pageViewsQuery } from '../../../hooks/api/stats';
import { reportRangeOf } from '../report-range';

export const visitsReportData: ScreenData = ({ queryClient, siteId, url }) =>
  queryClient.prefetchQuery(pageViewsQuery(siteId, reportRangeOf(url.searchParams)));
