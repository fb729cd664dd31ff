import { areas } from '../../app/areas';
import type { NavigationItem } from '../../app/areas/area';
import { navigationFor } from '../../app/areas/navigation';

/** Every entry the navigation can ever show (all features on, admin), for naming a planned area. */
const everyEntry: NavigationItem[] = (() => {
  const all = navigationFor(
    areas,
    {
      hasEcommerce: true,
      b2bEnabled: true,
      bookingEnabled: true,
      departmentsEnabled: true,
      partialPaymentEnabled: true,
      subscriptionsEnabled: true,
      cookieDialogEnabled: true,
      departmentOf: null,
      dataSets: [{ name: '*', label: '' }],
    },
    'admin',
  );
  const flat = (items: NavigationItem[]): NavigationItem[] =>
    items.flatMap((item) => [item, ...flat(item.children ?? [])]);
  return flat(all).map((item) => (item.key === 'dataSet' ? { ...item, path: '/innhold/data-sets' } : item));
})();

/** The navigation entry a path belongs to (the longest matching prefix), if it is a planned area. */
export function plannedAreaFor(pathname: string): NavigationItem | undefined {
  return everyEntry
    .filter((item) => item.path !== '/' && (pathname === item.path || pathname.startsWith(`${item.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
