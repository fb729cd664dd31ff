/**
 * The route map: the session guards of spec 1 §2 around the areas' routes (`app/areas`). Screens
 * load lazily, each with its area's words.
 */
import { createBrowserRouter } from 'react-router';
import { areas } from './areas';
import { routesOf } from './areas/area-routes';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { SignedInOnly, SignedOutOnly, SiteChosenOnly } from './session/guards';

export const router = createBrowserRouter([
  {
    Component: Root,
    ErrorBoundary: RouteError,
    children: [
      { Component: SignedOutOnly, children: routesOf(areas, 'signedOut') },
      ...routesOf(areas, 'open'),
      { Component: SignedInOnly, children: routesOf(areas, 'signedIn') },
      {
        Component: SiteChosenOnly,
        children: [
          ...routesOf(areas, 'site'),
          { lazy: () => import('./shell/Shell'), children: routesOf(areas, 'shell') },
        ],
      },
    ],
  },
]);
