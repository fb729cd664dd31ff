/** Builds the route map's layers from the areas: each screen loads together with its area's words. */
import type { RouteObject } from 'react-router';
import { loadWords, type WordBundle } from '../../i18n';
import type { AreaDefinition, RouteLayer } from './area';

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

/** Every area's routes of one layer, in the order of the areas. */
export function routesOf(areas: readonly AreaDefinition[], layer: RouteLayer): RouteObject[] {
  return areas.flatMap((area) =>
    (area.routes?.[layer] ?? []).map((route) => (area.words?.length ? withAreaWords(route, area.words) : route)),
  );
}
