import { type SettingsCardKey, settingsSectionsFor } from '@vev/shared';
import { areas } from '../../app/areas';
import type { NavigationItem } from '../../app/areas/area';
import { siteWithEveryFeature } from '../../app/areas/example-sites';
import { navigationFor } from '../../app/areas/navigation';

/** A planned area: an entry of the side navigation, or a card of the settings overview (Frakt, Avgifter …). */
export type PlannedArea = { kind: 'navigation'; item: NavigationItem } | { kind: 'settings'; card: SettingsCardKey };

/** Every entry the navigation can ever show (all features on, admin), for naming a planned area. */
const everyEntry: { path: string; area: PlannedArea }[] = (() => {
  const all = navigationFor(areas, { ...siteWithEveryFeature, dataSets: [{ name: '*', label: '' }] }, 'admin');
  const flat = (items: NavigationItem[]): NavigationItem[] =>
    items.flatMap((item) => [item, ...flat(item.children ?? [])]);
  const entries = flat(all)
    .map((item) => (item.key === 'dataSet' ? { ...item, path: '/innhold/data-sets' } : item))
    .map((item) => ({ path: item.path, area: { kind: 'navigation' as const, item } }));
  const cards = settingsSectionsFor(siteWithEveryFeature, 'admin')
    .flatMap((section) => section.cards)
    .map((card) => ({ path: card.path, area: { kind: 'settings' as const, card: card.key } }));
  return [...entries, ...cards];
})();

/** The area a path belongs to (the longest matching prefix), if it is a planned one. */
export function plannedAreaFor(pathname: string): PlannedArea | undefined {
  return everyEntry
    .filter((entry) => entry.path !== '/' && (pathname === entry.path || pathname.startsWith(`${entry.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]?.area;
}
