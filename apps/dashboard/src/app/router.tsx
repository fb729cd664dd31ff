/**
 * The route map: the session guards of spec 1 §2 around the areas' routes (`app/areas`). Screens
 * load lazily, each with its area's words, and start their first requests with their code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { areas } from './areas';
import { routesOf } from './areas/area-routes';
import { Root, RootFallback } from './Root';
import { RouteError } from './RouteError';
import { SignedInOnly, SignedOutOnly, SiteChosenOnly } from './session/guards';

export function createRouter(queryClient: QueryClient) {
  const routes = (layer: Parameters<typeof routesOf>[1]) => routesOf(areas, layer, queryClient);
  return createBrowserRouter([
    {
      Component: Root,
      // While the first screen's code loads.
      HydrateFallback: RootFallback,
      ErrorBoundary: RouteError,
      children: [
        { Component: SignedOutOnly, children: routes('signedOut') },
        ...routes('open'),
        { Component: SignedInOnly, children: routes('signedIn') },
        {
          Component: SiteChosenOnly,
          children: [...routes('site'), { lazy: () => import('./shell/Shell'), children: routes('shell') }],
        },
      ],
    },
  ]);
}
