/**
 * The side navigation of spec 2 §2: which entries a site's features and the user's level allow.
 * Labels live in the dashboard's catalogue under `nav.{key}`; data-set entries carry their own.
 */
import { hasLevel, type PermissionLevel } from './access/permissions';
import type { DataSet, SiteFeatures } from './site';

export type NavigationKey =
  | 'home'
  | 'content'
  | 'pages'
  | 'categories'
  | 'productPages'
  | 'media'
  | 'globalContent'
  | 'components'
  | 'contentCatalogs'
  | 'dataSet'
  | 'shop'
  | 'orders'
  | 'subscriptions'
  | 'products'
  | 'productTemplates'
  | 'attributes'
  | 'discounts'
  | 'labels'
  | 'customers'
  | 'productCatalogs'
  | 'forms'
  | 'b2b'
  | 'quotes'
  | 'companies'
  | 'booking'
  | 'calendar'
  | 'services'
  | 'resources'
  | 'experiments'
  | 'reports'
  | 'visitReport'
  | 'shopReport'
  | 'apps'
  | 'settings';

export interface NavigationItem {
  key: NavigationKey;
  path: string;
  /** Only for entries named by data (data sets). */
  label?: string;
  children?: NavigationItem[];
}

export interface NavigationSite extends SiteFeatures {
  departmentOf: string | null;
  dataSets: DataSet[];
}

type Entry = NavigationItem & { when?: boolean };

function visible(entries: Entry[]): NavigationItem[] {
  return entries
    .filter((entry) => entry.when !== false)
    .map(({ when: _when, children, ...item }) => (children ? { ...item, children } : item));
}

export function navigationFor(site: NavigationSite, level: PermissionLevel): NavigationItem[] {
  const contributor = hasLevel(level, 'contributor');
  const admin = hasLevel(level, 'admin');
  const catalogs = site.b2bEnabled || site.departmentsEnabled;

  return visible([
    { key: 'home', path: '/' },
    {
      key: 'content',
      path: '/innhold',
      children: visible([
        { key: 'pages', path: '/innhold/sider' },
        { key: 'categories', path: '/innhold/kategorier' },
        { key: 'productPages', path: '/innhold/produktsider', when: site.hasEcommerce },
        { key: 'media', path: '/innhold/filer' },
        { key: 'globalContent', path: '/designer/globalt', when: admin },
        { key: 'components', path: '/innhold/komponenter' },
        { key: 'contentCatalogs', path: '/innhold/innholdskataloger', when: catalogs },
        ...site.dataSets.map((set) => ({
          key: 'dataSet' as const,
          path: `/innhold/data-sets/${encodeURIComponent(set.name)}`,
          label: set.label,
        })),
      ]),
    },
    {
      key: 'shop',
      path: '/butikk',
      when: site.hasEcommerce,
      children: visible([
        { key: 'orders', path: '/butikk/ordrer' },
        { key: 'subscriptions', path: '/butikk/abonnementer', when: site.subscriptionsEnabled },
        { key: 'products', path: '/butikk/produkter', when: contributor },
        { key: 'productTemplates', path: '/butikk/produktmaler', when: contributor },
        { key: 'attributes', path: '/butikk/attributter', when: contributor },
        { key: 'discounts', path: '/butikk/tilbud', when: contributor },
        { key: 'labels', path: '/butikk/etiketter', when: contributor },
        { key: 'customers', path: '/butikk/kunder', when: contributor },
        {
          key: 'productCatalogs',
          path: '/butikk/produktkataloger',
          when: contributor && (catalogs || site.departmentOf !== null),
        },
      ]),
    },
    { key: 'forms', path: '/skjemaer' },
    {
      key: 'b2b',
      path: '/b2b',
      when: site.b2bEnabled,
      children: [
        { key: 'quotes', path: '/b2b/tilbudsforesporsler' },
        { key: 'companies', path: '/b2b/bedrifter' },
      ],
    },
    {
      key: 'booking',
      path: '/booking',
      when: site.bookingEnabled,
      children: [
        { key: 'calendar', path: '/booking/kalender' },
        { key: 'services', path: '/booking/tjenester' },
        { key: 'resources', path: '/booking/ressurser' },
      ],
    },
    { key: 'experiments', path: '/eksperimenter', when: contributor },
    {
      key: 'reports',
      path: '/rapporter',
      children: visible([
        { key: 'visitReport', path: '/rapporter/besok' },
        { key: 'shopReport', path: '/rapporter/butikk', when: site.hasEcommerce },
      ]),
    },
    { key: 'apps', path: '/apper', when: contributor },
    { key: 'settings', path: '/innstillinger' },
  ]);
}

/** Every path the navigation can lead to for this site and level, flattened. */
export function navigationPaths(items: NavigationItem[]): string[] {
  return items.flatMap((item) => [item.path, ...navigationPaths(item.children ?? [])]);
}
