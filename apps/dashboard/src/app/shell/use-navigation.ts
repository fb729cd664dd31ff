import { type NavigationItem, navigationFor } from '@vev/shared';
import { useMemo } from 'react';
import { usePermission, useSite } from '../../hooks/api/sites';

/** The side navigation for the chosen site and the user's level; empty until both are known. */
export function useNavigation(): NavigationItem[] | undefined {
  const { data: site } = useSite();
  const permission = usePermission();
  return useMemo(() => (site && permission ? navigationFor(site, permission) : undefined), [site, permission]);
}

export function isActivePath(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
