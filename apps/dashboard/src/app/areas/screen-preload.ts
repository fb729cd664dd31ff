/**
 * Loading a screen before the click: pointing at (or tabbing to) a menu entry or a list's row loads
 * the screen's code and starts its first requests, so the click a moment later finds them under way
 * or done.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef } from 'react';
import { type DataRouteObject, matchRoutes } from 'react-router';
import { sessionStore } from '../session/session-store';
import type { ScreenData } from './area';

export type PreloadScreen = (path: string) => void;

/** What `area-routes` keeps on a route for this: the screen's first requests. */
export interface ScreenHandle {
  screenData?: ScreenData;
}

export const ScreenPreloadContext = createContext<PreloadScreen>(() => undefined);

export const useScreenPreload = (): PreloadScreen => useContext(ScreenPreloadContext);

/** Long enough to tell pointing at a link from passing over it on the way to another. */
const intentMs = 60;

/** A link's handlers: pointing at it for a moment, or focusing it, loads its screen ahead of the click. */
export function usePreloadOnIntent(path: string) {
  const preload = useScreenPreload();
  const timer = useRef<number | undefined>(undefined);
  const cancel = () => window.clearTimeout(timer.current);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return {
    onPointerEnter: () => {
      cancel();
      timer.current = window.setTimeout(() => preload(path), intentMs);
    },
    onPointerLeave: cancel,
    onFocus: () => preload(path),
  };
}

/** Preloads the screens of the router's routes (`router.routes`). */
export function screenPreloader(routes: DataRouteObject[], queryClient: QueryClient): PreloadScreen {
  return (path) => {
    const url = new URL(path, window.location.origin);
    const { siteId } = sessionStore.get();
    for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
      // The same import the router makes on the click: loaded once, whoever asks first.
      if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
      const data = (route.handle as ScreenHandle | undefined)?.screenData;
      if (data && siteId) data({ queryClient, siteId, url, params }).catch(() => undefined);
    }
  };
}
