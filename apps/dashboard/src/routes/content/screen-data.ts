/**
 * The content screens' first requests, started by their route loaders with the screens' own
 * queries while the code loads (see `ScreenData`).
 */
import type { ScreenData } from '../../app/areas/area';
import { searchTextOf } from '../../components/resource-list/use-list-search';
import { treeParam } from '../../components/resource-list/use-tree-param';
import { componentHooks } from '../../hooks/api/components';
import { pageHooks, pageTreeQuery } from '../../hooks/api/pages';
import { siteQuery } from '../../hooks/api/sites';
import { componentListFilter, pageListFilter } from './list-filters';
import { type PageKindSegment, pageKinds } from './page-kinds';

export const pageListData =
  (segment: PageKindSegment): ScreenData =>
  async ({ queryClient, siteId, url }) => {
    const kind = pageKinds[segment];
    const tree = kind.tree ? queryClient.prefetchQuery(pageTreeQuery(siteId, kind.tree)) : undefined;
    const site = await queryClient.ensureQueryData(siteQuery(siteId));
    const filter = pageListFilter(kind, searchTextOf(url.searchParams), url.searchParams.get(treeParam), site);
    await Promise.all([tree, queryClient.prefetchInfiniteQuery(pageHooks.listQuery(siteId, filter))]);
  };

/** Its query module loads first (it brings zod with the media schemas, which the first screen does without). */
export const mediaLibraryData: ScreenData = async ({ queryClient, siteId, url }) => {
  const { mediaLibraryQuery } = await import('./media-library/media-filter');
  await queryClient.prefetchInfiniteQuery(mediaLibraryQuery(siteId, url.searchParams));
};

export const componentListData: ScreenData = async ({ queryClient, siteId, url }) => {
  const site = await queryClient.ensureQueryData(siteQuery(siteId));
  const filter = componentListFilter(searchTextOf(url.searchParams), site);
  await queryClient.prefetchInfiniteQuery(componentHooks.listQuery(siteId, filter));
};
