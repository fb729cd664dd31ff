/** The order list's first page, asked for while the screen's code loads (see `ScreenData`). */
import type { ScreenData } from '../../../app/areas/area';
import { orderListQuery } from '../../../hooks/api/orders';
import { orderListFilterOf } from './list-filter';

export const orderListData: ScreenData = ({ queryClient, siteId, url }) =>
  queryClient.prefetchInfiniteQuery(orderListQuery(siteId, orderListFilterOf(url.searchParams)));
