/** The shop report's figures, asked for while the screen's code loads (see `ScreenData`). */
import type { ScreenData } from '../../../app/areas/area';
import { commerceReportQuery } from '../../../hooks/api/commerce-stats';
import { reportRangeOf } from '../report-range';

export const shopReportData: ScreenData = ({ queryClient, siteId, url }) =>
  queryClient.prefetchQuery(commerceReportQuery(siteId, reportRangeOf(url.searchParams)));
