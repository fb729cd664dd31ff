/** The order (or the revision in `?revision=`), asked for while the editor's code loads. */
import type { ScreenData } from '../../../app/areas/area';
import { orderQuery } from '../../../hooks/api/orders';
import { newShopId } from '../paths';

export const orderDetailData: ScreenData = ({ queryClient, siteId, url, params }) =>
  params.orderId && params.orderId !== newShopId
    ? queryClient.prefetchQuery(orderQuery(siteId, params.orderId, url.searchParams.get('revision')))
    : Promise.resolve();
