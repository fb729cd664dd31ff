/**
 * Builds the route map's layers from the areas: each screen loads together with its area's words,
 * and a screen's first requests start with its code (its `data` becomes the route's loader).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { loadWords, type WordBundle } from '../../i18n';
import { sessionStore } from '../session/session-store';
import type { AreaDefinition, AreaRoute, RouteLayer, ScreenData } from './area';
import type { ScreenHandle } from './screen-preload';

type Load<T> = () => Promise<T>;

/** A screen that needs more words than its area's (the section form's in a settings screen). */
export const withWords =
  <T>(bundles: readonly WordBundle[], load: Load<T>): Load<T> =>
  async () => {
    const [screen] = await Promise.all([load(), loadWords(bundles)]);
    return screen;
  };

function withAreaWords(route: RouteObject, bundles: readonly WordBundle[]): RouteObject {
  const { lazy, children } = route;
  return {
    ...route,
    ...(typeof lazy === 'function' ? { lazy: withWords(bundles, lazy) } : {}),
    ...(children ? { children: children.map((child) => withAreaWords(child, bundles)) } : {}),
  } as RouteObject;
}

/**
 * The loader that starts a screen's requests and lets the change go on at once: React Router loads
 * the code meanwhile, and the screen's queries find the requests already under way.
 */
function screenLoader(data: ScreenData, queryClient: QueryClient): NonNullable<RouteObject['loader']> {
  return ({ request, params }) => {
    const { siteId } = sessionStore.get();
    // A failed request is the screen's to show (its error state), not the router's.
    if (siteId) data({ queryClient, siteId, url: new URL(request.url), params }).catch(() => undefined);
    return null;
  };
}

function withScreenData({ data, ...route }: AreaRoute, queryClient: QueryClient): RouteObject {
  if (!data) return route as RouteObject;
  const handle: ScreenHandle = { screenData: data };
  return { ...route, loader: screenLoader(data, queryClient), handle } as RouteObject;
}

/** Every area's routes of one layer, in the order of the areas. */
export function routesOf(areas: readonly AreaDefinition[], layer: RouteLayer, queryClient: QueryClient): RouteObject[] {
  return areas.flatMap((area) =>
    (area.routes?.[layer] ?? []).map((route) => {
      const withData = withScreenData(route, queryClient);
      return area.words?.length ? withAreaWords(withData, area.words) : withData;
    }),
  );
}
