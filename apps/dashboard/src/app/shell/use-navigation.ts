import { useMemo } from 'react';
import { useLocation, useNavigation as useRouterNavigation } from 'react-router';
import { usePermission, useSite } from '../../hooks/api/sites';
import { areas } from '../areas';
import type { NavigationItem } from '../areas/area';
import { navigationFor } from '../areas/navigation';

/** The side navigation for the chosen site and the user's level; empty until both are known. */
export function useNavigation(): NavigationItem[] | undefined {
  const { data: site } = useSite();
  const permission = usePermission();
  return useMemo(() => (site && permission ? navigationFor(areas, site, permission) : undefined), [site, permission]);
}

export function isActivePath(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The path the side navigation marks: where a change of screen is going as soon as it starts, so
 * the click shows at once even while the screen's code and data load; otherwise the current one.
 */
export function useMarkedPath(): string {
  const { pathname } = useLocation();
  return useRouterNavigation().location?.pathname ?? pathname;
}
