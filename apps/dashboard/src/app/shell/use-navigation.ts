import { useMemo } from 'react';
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
