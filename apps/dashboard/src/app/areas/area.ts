/**
 * What an area of the dashboard declares about itself, in its own `routes/<area>/routes.tsx`: its
 * routes (by where they sit behind the session guards), the words its screens need, and its entry
 * in the side navigation. `app/areas/index.ts` lists the areas; the router and the navigation read
 * nothing else.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataSet, PermissionLevel, SiteFeatures } from '@vev/shared';
import type { Params, RouteObject } from 'react-router';
import type { WordBundle } from '../../i18n';

/**
 * Where a route sits: `signedOut` only while signed out (/logg-inn), `open` for anyone, `signedIn`
 * once signed in (the site chooser), `site` with a site chosen but outside the shell (design mode),
 * `shell` inside the main shell.
 */
export type RouteLayer = 'signedOut' | 'open' | 'signedIn' | 'site' | 'shell';

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

/** An entry of the side navigation (spec 2 §2). Labels live in the catalogue under `nav.{key}`; data-set entries carry their own. */
export interface NavigationItem {
  key: NavigationKey;
  path: string;
  label?: string;
  children?: NavigationItem[];
}

export interface NavigationSite extends SiteFeatures {
  departmentOf: string | null;
  dataSets: DataSet[];
}

/** The entry an area shows for this site and level; none when the site's features or the level leave it out. */
export type AreaNavigation = (site: NavigationSite, level: PermissionLevel) => NavigationItem | undefined;

/** Where a screen is going: what its first requests are made from. */
export interface ScreenDataRequest {
  queryClient: QueryClient;
  siteId: string;
  url: URL;
  params: Params;
}

/**
 * A screen's first requests, made with the screen's own queries (`hooks/api`) as soon as a change
 * to it starts, so they travel in parallel with its code instead of after it. It fills the cache
 * and returns nothing; the screen shows its own loading and error states.
 */
export type ScreenData = (request: ScreenDataRequest) => Promise<unknown>;

/** A route of an area; `data` becomes its loader (`app/areas/area-routes`). */
export type AreaRoute = RouteObject & { data?: ScreenData };

export interface AreaDefinition {
  /** For messages and tests only. */
  name: string;
  routes?: Partial<Record<RouteLayer, AreaRoute[]>>;
  /** Words every screen of the area needs: they load together with the screen's code. */
  words?: readonly WordBundle[];
  navigation?: AreaNavigation;
}

/** An entry, or several, that holds only where `when` is not false. */
export type ConditionalEntry = NavigationItem & { when?: boolean };

export function visibleEntries(entries: ConditionalEntry[]): NavigationItem[] {
  return entries
    .filter((entry) => entry.when !== false)
    .map(({ when: _when, children, ...item }) => (children ? { ...item, children } : item));
}

/** An entry with children, shown only where `when` is not false. */
export function visibleEntry(entry: ConditionalEntry): NavigationItem | undefined {
  return visibleEntries([entry])[0];
}
