/** The product screens' first requests, started by their route loaders while the code loads (see `ScreenData`). */
import type { ScreenData } from '../../app/areas/area';
import { searchTextOf } from '../../components/resource-list/use-list-search';
import { productHooks, productListFilter } from '../../hooks/api/products';
import { newShopId } from './paths';

export const productListData: ScreenData = ({ queryClient, siteId, url }) =>
  queryClient.prefetchInfiniteQuery(productHooks.listQuery(siteId, productListFilter(searchTextOf(url.searchParams))));

/** The product (or the revision in `?revision=`) its editor opens with. */
export const productDetailData: ScreenData = ({ queryClient, siteId, url, params }) =>
  params.productId && params.productId !== newShopId
    ? queryClient.prefetchQuery(productHooks.detailQuery(siteId, params.productId, url.searchParams.get('revision')))
    : Promise.resolve();
