/** The home screen's timeline, asked for while the screen's code loads (see `ScreenData`). */
import type { ScreenData } from '../../app/areas/area';
import { timelineQuery } from '../../hooks/api/timeline';

export const homeData: ScreenData = ({ queryClient, siteId }) =>
  queryClient.prefetchInfiniteQuery(timelineQuery(siteId));
