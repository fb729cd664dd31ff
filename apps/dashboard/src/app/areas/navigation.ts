import type { PermissionLevel } from '@vev/shared';
import type { AreaDefinition, NavigationItem, NavigationSite } from './area';

/** The side navigation of spec 2 §2: each area's entry for this site and level, in the order of the areas. */
export function navigationFor(
  areas: readonly AreaDefinition[],
  site: NavigationSite,
  level: PermissionLevel,
): NavigationItem[] {
  return areas.flatMap((area) => area.navigation?.(site, level) ?? []);
}

/** Every path the navigation can lead to for this site and level, flattened. */
export function navigationPaths(items: NavigationItem[]): string[] {
  return items.flatMap((item) => [item.path, ...navigationPaths(item.children ?? [])]);
}
